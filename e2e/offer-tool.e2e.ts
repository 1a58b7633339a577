import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { bothImagesLoaded, dateField, dateText, typeDate } from './lib/offer-tool.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();
const LOCATION = 'Sonnenschein Reisen Berlin-Mitte';
const SCREEN = 'Berlin Schaufenster links';
/** The demo location's advisoryId (seed: 100201; a link naming another one is refused). */
const ADVISORY_ID = '100201';
const OFFER_ID = '1000';

interface Listed {
  guid: string;
  name: string;
}

let admin: Page;
let code: string;
let screenGuid: string;
let locationGuid: string;
/** The 'von' (= 'bis') the first test adds the offer with. */
let start = '';

const loopOf = async (key: string) => {
  const res = await fetch(`${b.baseURL}/api/playlist?key=${key}&version=e2e-offer`);
  expect(res.status).toBe(200);
  return (await res.json()) as { playlist: { guid: string } | null; items: Array<{ name: string; type: string }> };
};
const toolUrl = (path: string) =>
  `${path}?advisoryId=${ADVISORY_ID}&code=${code}&offerId=${OFFER_ID}&provider=demo&editor=1`;

/** Opens the field's calendar, goes back month by month to the day's month and picks the day. */
async function pickInCalendar(page: Page, field: Locator, text: string) {
  const [day, month, year] = text.split('.').map(Number);
  await field.getByRole('button').click();
  const calendar = page.getByRole('dialog');
  await calendar.getByRole('grid').waitFor();
  const wanted = new Date(Date.UTC(year, month - 1, 15)).toLocaleDateString('de-DE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // one month on screen (not two while the calendar slides to the next)
  const settled = () => calendar.locator('[role="rowgroup"]').count();
  for (let i = 0; i < 36; i++) {
    await expect.poll(settled).toBe(1);
    const shown = (await calendar.locator('.MuiPickersCalendarHeader-label').textContent()) ?? '';
    if (shown.toLowerCase() === wanted.toLowerCase()) break;
    await calendar.getByRole('button', { name: 'Letzter Monat' }).click();
  }
  await expect.poll(settled).toBe(1);
  await page.screenshot({ path: shotPath('step3-calendar.png'), fullPage: true });
  await calendar.getByRole('gridcell', { name: String(day), exact: true }).click();
  await calendar.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  admin = await b.newPage();
  await loginAs(admin, 'admin');
  const locations = await apiCall<Listed[]>(admin, 'POST', '/v1/companies/list', { keyWord: 'Berlin-Mitte' });
  const location = locations.find((c) => c.name === LOCATION);
  if (!location) throw new Error(`demo data without ${LOCATION}`);
  locationGuid = location.guid;
  // the staff answer of a single location carries its offer code (made on first use)
  code = (await apiCall<{ offerCode: string }>(admin, 'GET', `/v1/companies/${location.guid}`)).offerCode;
  const { items } = await apiCall<{ items: Listed[] }>(admin, 'POST', '/v1/devices/list', { showAll: 1 });
  const screen = items.find((d) => d.name === SCREEN);
  if (!screen) throw new Error(`demo data without ${SCREEN}`);
  screenGuid = screen.guid;
}, 120_000);

afterAll(async () => {
  await admin?.context().close();
});

describe('offer tool (/pc/addImage)', () => {
  it('shows both images, lets the agent pick screens and dates, and puts the offer into the loop', async () => {
    const before = await loopOf(screenGuid);
    expect(before.items.some((i) => i.name.startsWith(`Angebot ${OFFER_ID}`))).toBe(false);

    const page = await b.newPage();
    await page.goto(toolUrl('/pc/addImage'));
    await page.getByText('Die gewählten Inhalte werden nun auf dem Server zur Voransicht aufbereitet.').waitFor();
    await bothImagesLoaded(page);
    const size = await page.getByTestId('offer-image-v').evaluate((el) => {
      const img = el as HTMLImageElement;
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(size).toEqual([1080, 1920]);
    const download = page.getByRole('link', { name: 'Herunterladen' }).first();
    expect(await download.getAttribute('download')).toBe(`offer${OFFER_ID}v.png`);
    await page.screenshot({ path: shotPath('offer-step1.png'), fullPage: true });

    // the editor: the link's editor=1 is explained next to the gear; full-screen 'Bearbeiten' with the gallery and the
    // fields
    expect(await page.getByTestId('offer-editor-hint').textContent()).toContain('editor=1');
    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    const editor = page.getByRole('dialog', { name: 'Bearbeiten' });
    const picture = editor.getByRole('radio').first().locator('img');
    await picture.waitFor({ timeout: 120_000 });
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      await picture.elementHandle(),
    );
    expect(await editor.getByRole('textbox', { name: 'Text des Reiseveranstalters' }).count()).toBe(1);
    // the provider's fields are read-only: price and trip data on the images are always the provider's
    const readOnly = (name: string) =>
      editor.getByRole('textbox', { name, exact: true }).evaluate((el) => (el as HTMLInputElement).readOnly);
    expect(await readOnly('Preis')).toBe(true);
    expect(await readOnly('Text des Reiseveranstalters')).toBe(true);
    expect(await readOnly('Hotelname')).toBe(false);
    await editor.getByRole('radio').nth(1).click();
    expect(await editor.getByRole('radio').nth(1).getAttribute('aria-checked')).toBe('true');
    await editor.getByRole('textbox', { name: 'Hotelname' }).fill('Hotel E2E Bearbeitet');
    await page.screenshot({ path: shotPath('offer-editor.png') });
    // 'Übernehmen' stores the values and renders both images again (a new file)
    const oldSrc = await page.getByTestId('offer-image-h').getAttribute('src');
    await editor.getByRole('button', { name: 'Übernehmen' }).click();
    await editor.waitFor({ state: 'hidden' });
    await page.waitForFunction(
      (old) => {
        const img = document.querySelector('[data-testid="offer-image-h"]') as HTMLImageElement | null;
        return !!img && img.getAttribute('src') !== old && img.complete && img.naturalWidth > 0;
      },
      oldSrc,
      { timeout: 240_000 },
    );
    await bothImagesLoaded(page);
    await page.screenshot({ path: shotPath('offer-step1-edited.png'), fullPage: true });

    await page.getByRole('button', { name: 'Weiter' }).click();
    const chip = page.getByRole('button', { name: new RegExp(SCREEN) });
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    // the screen's name, not its device GUID
    expect(await chip.textContent()).toBe(SCREEN);
    await page.screenshot({ path: shotPath('offer-step2.png'), fullPage: true });

    await page.getByRole('button', { name: 'Weiter' }).click();
    const from = dateField(page, 'von');
    const till = dateField(page, 'bis');
    expect(await dateText(from)).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    // a broken start, typed into the sectioned field, is refused with the SPEC text, nothing is sent
    start = await dateText(from);
    await typeDate(from, '31.02.2026');
    await page.getByRole('button', { name: 'Angebot hinzufügen' }).click();
    await page.getByText('Bitte prüfen Sie das Start Datum').waitFor();
    await typeDate(from, start);
    expect(await dateText(from)).toBe(start);
    await page.getByText('Bitte prüfen Sie das Start Datum').waitFor({ state: 'detached' });
    // typed dates survive going back a step
    await typeDate(till, '31.12.2099');
    await page.screenshot({ path: shotPath('step3-typed.png'), fullPage: true });
    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.getByRole('button', { name: 'Weiter' }).click();
    expect(await dateText(till)).toBe('31.12.2099');
    // an end after the trip's departure is reset to it, with the SPEC notice, and the offer is added
    await page.getByRole('button', { name: 'Angebot hinzufügen' }).click();
    await page.getByText('"Aktiv bis" darf nicht grösser Abreisedatum sein.', { exact: false }).waitFor();
    expect(await dateText(till)).not.toBe('31.12.2099');
    await page.getByText('Angebot wurde der Playlist hinzugefügt.').waitFor({ timeout: 120_000 });
    await page.screenshot({ path: shotPath('offer-step3.png'), fullPage: true });
    // adding again replaces the offer: von = bis = today, 'bis' picked in the calendar
    await pickInCalendar(page, till, start);
    expect(await dateText(till)).toBe(start);
    await page.getByRole('button', { name: 'Angebot hinzufügen' }).click();
    await page.getByText('Angebot wurde der Playlist hinzugefügt.').waitFor({ timeout: 120_000 });
    expect(await page.getByRole('link', { name: 'Zum Signage-Portal' }).getAttribute('href')).toBe('/Dashboard');
    await page.screenshot({ path: shotPath('offer-result.png'), fullPage: true });

    const after = await loopOf(screenGuid);
    expect(after.items.map((i) => i.name)).toContain(`Angebot ${OFFER_ID} horizontal.png`);
    await page.context().close();

    // staff side: the location's master data show the code and the running offer
    await admin.goto(`/Standort/${locationGuid}`);
    const offers = admin.getByTestId('location-offers');
    expect(await offers.getByLabel('Angebots-Code').inputValue()).toBe(code);
    const running = offers.getByTestId('running-offers');
    await running.getByText(`Angebot ${OFFER_ID}`).first().waitFor();
    // the period is shown in the location's days (von = bis = the chosen day)
    expect(await running.textContent()).toContain(`${start} – ${start}`);
    await admin.screenshot({ path: shotPath('offer-staff.png'), fullPage: true });
    // the playlist editor marks the offer's item with the chip 'Angebot {id}'
    await admin.goto(`/Playlist/${after.playlist?.guid}`);
    const offerChip = admin.getByTestId('item-offer').first();
    await offerChip.waitFor();
    expect(await offerChip.textContent()).toBe(`Angebot ${OFFER_ID}`);
    await admin.screenshot({ path: shotPath('offer-playlist-chip.png'), fullPage: true });
  }, 400_000);

  it("step 2's 'Weiter' waits for a screen; a refused add says why without a field name", async () => {
    const page = await b.newPage();
    await page.goto(toolUrl('/pc/addImage'));
    await bothImagesLoaded(page);
    const next = page.getByRole('button', { name: 'Weiter' });
    await next.click();
    // every screen unchosen: 'Weiter' is disabled and says what is missing
    const chosen = page.locator('[aria-pressed="true"]');
    await chosen.first().waitFor();
    while ((await chosen.count()) > 0) await chosen.first().click();
    expect(await next.isDisabled()).toBe(true);
    expect(await page.getByTestId('offer-choose-screen').textContent()).toBe(
      'Bitte wählen Sie mindestens einen Bildschirm.',
    );
    await page.screenshot({ path: shotPath('offer-step2-no-screen.png'), fullPage: true });
    await page.getByRole('button', { name: new RegExp(SCREEN) }).click();
    expect(await next.isDisabled()).toBe(false);
    expect(await page.getByTestId('offer-choose-screen').count()).toBe(0);
    await next.click();

    // The server refuses an add without a screen (as one sent before 'Weiter' waited): the request leaves the page
    // with its screens removed, the real server answers 400 VALIDATION for body.targetDevices.
    await page.route('**/addToOffice', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), targetDevices: [] }) }),
    );
    const answer = page.waitForResponse((res) => res.url().endsWith('/addToOffice'));
    await page.getByRole('button', { name: 'Angebot hinzufügen' }).click();
    expect((await answer).status()).toBe(400);
    const result = page.getByTestId('offer-result');
    await result.getByText('Angebot konnte keiner Playlist hinzugefügt werden.', { exact: true }).waitFor();
    const text = (await result.textContent()) ?? '';
    expect(text).toContain('Bitte wählen Sie mindestens einen Bildschirm');
    expect(text).not.toMatch(/body\.|targetDevices|Ungültige Eingabe:/);
    await page.screenshot({ path: shotPath('offer-add-refused.png'), fullPage: true });
    await page.context().close();
  }, 400_000);

  it('says when the code names no agency', async () => {
    const page = await b.newPage();
    await page.goto(`/pc/addImage?advisoryId=${ADVISORY_ID}&code=${'f'.repeat(32)}&offerId=1&provider=demo`);
    await page.getByTestId('offer-agency-unknown').waitFor();
    expect(await page.getByTestId('offer-agency-unknown').textContent()).toContain('nicht');
    await page.screenshot({ path: shotPath('offer-unknown.png') });
    await page.context().close();
  }, 120_000);
});

describe('offer check (/oc/url)', () => {
  it('reads the pasted link, shows both images and copies a value', async () => {
    const page = await b.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.baseURL });
    await page.goto('/oc/url');
    await page.getByLabel('Angebots-URL').fill('kurz?x=1');
    await page.getByRole('button', { name: 'Prüfen' }).click();
    expect(await page.getByTestId('offer-values').count()).toBe(0);
    await page.getByLabel('Angebots-URL').fill(`${b.baseURL}${toolUrl('/pc/addImage')}&cache=1`);
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await bothImagesLoaded(page);
    const table = page.getByTestId('offer-values');
    const row = table.getByRole('row').filter({ hasText: 'Hotelname' });
    await row.waitFor({ timeout: 120_000 });
    const value = (await row.getByRole('cell').nth(1).textContent()) ?? '';
    expect(value.length).toBeGreaterThan(0);
    await row.getByRole('cell').nth(1).click();
    await page.getByText('Kopiert: Hotelname').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    await page.screenshot({ path: shotPath('offer-check.png'), fullPage: true });
    await page.context().close();
  }, 400_000);
});

describe('offer code (staff)', () => {
  it('makes a new code after confirmation; the old link then names no agency', async () => {
    await admin.goto(`/Standort/${locationGuid}`);
    const offers = admin.getByTestId('location-offers');
    const field = offers.getByLabel('Angebots-Code');
    expect(await field.inputValue()).toBe(code);
    await offers.getByRole('button', { name: 'Code neu erzeugen' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Code neu erzeugen' });
    await dialog.getByText('gilt danach sofort nicht mehr', { exact: false }).waitFor();
    await admin.screenshot({ path: shotPath('offer-code-confirm.png') });
    await dialog.getByRole('button', { name: 'Code neu erzeugen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.waitForFunction((old) => {
      const input = document.querySelector('[data-testid="location-offers"] input') as HTMLInputElement | null;
      return !!input && input.value !== old;
    }, code);
    const page = await b.newPage();
    await page.goto(toolUrl('/pc/addImage'));
    await page.getByTestId('offer-agency-unknown').waitFor();
    await page.context().close();
  }, 120_000);
});
