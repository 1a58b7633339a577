// BOSIS dates in the offer tool (a capped 'bis' and a past 'von' say so; a refused date replaces an earlier success)
// and the re-check's web part (the location's running offers list shows the last check with the provider).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { OFFER_DATE_MESSAGES } from '@signage/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { demoLocation } from './lib/demo-data.js';
import { bothImagesLoaded, dateField, dateText, placeScreen, typeDate } from './lib/offer-tool.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();
/** A demo location no other spec uses; its own screen and playlist are made here. */
const LOCATION = 'Fernweh Reisebüro Düsseldorf';
const OFFER_ID = '1003';
const ADDED = 'Angebot wurde der Playlist hinzugefügt.';

interface OfferChecks {
  checks: Array<{ offerId: string; checkedAt: number }>;
}

let admin: Page;
let code = '';
let locationGuid = '';
/** The period the offer was added with (DD.MM.YYYY): today and the trip's departure, as the capped 'bis' showed it. */
let today = '';
let departure = '';

/** The line under a running offer shows the check time like this (offer-checks.tsx: de-DE, Europe/Berlin). */
const checkedText = (ms: number) =>
  `Zuletzt beim Anbieter geprüft: ${new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms)}`;
const lastCheck = async () =>
  (await apiCall<OfferChecks>(admin, 'GET', `/v1/companies/${locationGuid}/offer-checks`)).checks.find(
    (c) => c.offerId === OFFER_ID,
  )?.checkedAt;

beforeAll(async () => {
  admin = await b.newPage();
  await loginAs(admin, 'admin');
  const location = await demoLocation(admin, 'Düsseldorf', LOCATION);
  locationGuid = location.guid;
  code = location.offerCode;
  const playlist = (
    await apiCall<{ guid: string }>(admin, 'POST', '/v1/playlists', {
      guidCompany: location.guid,
      name: 'Düsseldorf Schaufenster',
    })
  ).guid;
  await placeScreen(admin, b.baseURL, {
    key: randomUUID(),
    location: location.guid,
    name: 'Düsseldorf Schaufenster',
    orientation: 'horizontal',
    playlist,
  });
}, 120_000);

afterAll(async () => {
  await admin?.context().close();
});

describe('BOSIS dates (/bs/addImage)', () => {
  it('says that a past von starts today and a bis after the departure is capped; a refused date replaces the success', async () => {
    const page = await b.newPage();
    await page.goto(`/bs/addImage?code=${code}&offerId=${OFFER_ID}`);
    await bothImagesLoaded(page);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: /Düsseldorf Schaufenster/ }).waitFor();
    await page.getByRole('button', { name: 'Weiter' }).click();
    const from = dateField(page, 'von');
    const till = dateField(page, 'bis');
    // the preset 'von' is today in the location's zone
    today = await dateText(from);
    expect(today).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);

    await typeDate(from, '01.01.2020');
    await typeDate(till, '31.12.2099');
    await page.getByRole('button', { name: 'Angebot hinzufügen' }).click();
    const notice = page.getByTestId('offer-period-notice');
    await notice.waitFor();
    const lines = (await notice.innerText()).split('\n');
    expect(lines[0]).toBe(`${OFFER_DATE_MESSAGES.startInPast} ${today}`);
    const capped = new RegExp(`^${OFFER_DATE_MESSAGES.endCappedAtDeparture} (\\d{2}\\.\\d{2}\\.\\d{4})$`);
    departure = capped.exec(lines[1] ?? '')?.[1] ?? '';
    expect(departure, String(lines)).not.toBe('');
    expect(lines).toHaveLength(2);
    // the fields show what was added: today … the departure day
    expect([await dateText(from), await dateText(till)]).toEqual([today, departure]);
    await page.getByText(ADDED).waitFor({ timeout: 120_000 });
    await page.screenshot({ path: shotPath('bosis-dates-capped.png'), fullPage: true });

    // a 'von' after the departure is refused with its own text (not the 12-hour one); the success is gone
    await typeDate(from, '31.12.2099');
    await page.getByRole('button', { name: 'Angebot hinzufügen' }).click();
    await page.getByText(`${OFFER_DATE_MESSAGES.startAfterDeparture} ${departure}`, { exact: true }).waitFor();
    expect(await page.getByText(OFFER_DATE_MESSAGES.minimum).count()).toBe(0);
    expect(await page.getByText(ADDED).count()).toBe(0);
    expect(await page.getByTestId('offer-result').count()).toBe(0);
    expect(await notice.count()).toBe(0);
    await page.screenshot({ path: shotPath('bosis-dates-refused.png'), fullPage: true });
    await page.context().close();
  }, 400_000);
});

describe("the location's running offers", () => {
  it('show the last check with the provider; opening the offer in the tool is a new check', async () => {
    expect(departure).not.toBe('');
    // 'Angebot hinzufügen' recorded a check
    const added = await lastCheck();
    expect(added).toBeTypeOf('number');

    // the agent opens the offer again: the provider's fresh answer counts as a check
    const page = await b.newPage();
    await page.goto(`/pc/addImage?code=${code}&offerId=${OFFER_ID}`);
    await bothImagesLoaded(page);
    await page.context().close();
    const checked = await lastCheck();
    expect(checked).toBeGreaterThan(added ?? Number.POSITIVE_INFINITY);

    await admin.goto(`/Standort/${locationGuid}`);
    const running = admin.getByTestId('running-offers');
    const offer = running
      .locator('> div')
      .filter({ hasText: `Angebot ${OFFER_ID}` })
      .first();
    await offer.waitFor();
    expect(await offer.innerText()).toContain(`${today} – ${departure}`);
    await offer.getByTestId('offer-check').waitFor();
    expect(await offer.getByTestId('offer-check').innerText()).toBe(checkedText(checked ?? 0));
    await admin.getByTestId('location-offers').screenshot({ path: shotPath('running-offers.png') });

    // the archive 'Nachweis Schaufenster' lists the offer from the day it was added; a period before it, not
    const archive = admin.getByTestId('evidence-archive');
    const entry = archive.getByTestId('evidence-offer').filter({ hasText: `Angebot ${OFFER_ID}` });
    await entry.waitFor();
    expect(await entry.innerText()).toContain(`${today} – ${departure}`);
    await archive.getByTestId('evidence-till').fill('2020-01-01');
    await archive.getByText('Im Archiv gibt es für diesen Zeitraum keine Angebote.').waitFor();
    await archive.getByTestId('evidence-till').fill('');
    await entry.waitFor();
    // the document downloads under its name, as a PDF
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      entry.getByRole('button', { name: `Nachweis zu Angebot ${OFFER_ID} als PDF` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`nachweis-schaufenster-${OFFER_ID}.pdf`);
    const bytes = readFileSync((await download.path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await archive.screenshot({ path: shotPath('evidence-archive.png') });
  }, 400_000);
});
