import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();
const setup = { device: '', playlist: '' };
let admin: Page;

const card = (page: Page, name: string) => page.locator(`[data-testid="item-card"][data-name="${name}"]`);
const previewNames = (page: Page) =>
  page
    .getByTestId('item-cards')
    .getByTestId('item-card')
    .evaluateAll((cards) => cards.map((c) => c.querySelector('p')?.textContent ?? ''));

/** 'DDMMYYYYHHmm' of the next Tuesday at least three days ahead (inside the items' one-year window). */
function nextTuesday(hour: number, minute: number): string {
  const day = new Date();
  day.setDate(day.getDate() + 3);
  while (day.getDay() !== 2) day.setDate(day.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getDate())}${pad(day.getMonth() + 1)}${day.getFullYear()}${pad(hour)}${pad(minute)}`;
}

beforeAll(async () => {
  setup.device = randomUUID();
  expect((await fetch(`${b.baseURL}/api/playlist?key=${setup.device}&version=e2e-schedule`)).status).toBe(200);
  admin = await b.newPage();
  await loginAs(admin, 'admin');
  // The screen stands at a location of its own, open on Tuesdays 08:00–12:00 (Europe/Berlin).
  const run = setup.device.slice(0, 8);
  const network = await apiCall<{ guid: string }>(admin, 'POST', '/v1/companies', {
    isMother: 1,
    name: `E2E Zeitplannetz ${run}`,
  });
  const location = await apiCall<{ guid: string }>(admin, 'POST', '/v1/companies', {
    guidParent: network.guid,
    name: `E2E Zeitplanort ${run}`,
  });
  await apiCall(admin, 'POST', `/v1/companies/${location.guid}/opening-hours`, {
    hours: { weekly: { di: [{ from: '08:00', till: '12:00' }] } },
  });
  await apiCall(admin, 'GET', `/v1/devices/link/${location.guid}/${setup.device}`);
  const { guid } = await apiCall<{ guid: string }>(admin, 'POST', '/v1/playlists', {
    name: `E2E Zeitplan ${setup.device.slice(0, 8)}`,
    orientation: 'horizontal',
  });
  setup.playlist = guid;
  for (const name of ['Frühstück', 'Abendangebot', 'Immer da', 'Zur Öffnungszeit']) {
    await apiCall(admin, 'POST', `/v1/playlists/${guid}/items/create`, { name, view: 'location' });
  }
  await apiCall(admin, 'GET', `/v1/playlists/linkToDevice/${guid}/${setup.device}`);
});

afterAll(async () => {
  await admin?.context().close();
});

describe('item schedules', () => {
  it('sets a schedule in the item settings and for several items, shows it on the cards and in the preview at a moment', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto(`/Playlist/${setup.playlist}`);
    await card(page, 'Frühstück').waitFor();

    // One item in its settings: Mo–Fr 07:00–10:00; a wrong span first shows the German error on the field.
    await page.getByRole('button', { name: 'Einstellungen von Frühstück' }).click();
    const settings = page.getByRole('dialog', { name: 'Einstellungen' });
    await settings.getByLabel('Zeitplan').click();
    await page.getByRole('option', { name: 'Zu bestimmten Zeiten' }).click();
    await settings.locator('#item-span-0-from').fill('10:00');
    await settings.locator('#item-span-0-till').fill('07:00');
    await expect
      .poll(() => settings.locator('#item-span-0-problem').textContent())
      .toMatch(/^Das Ende muss nach dem Beginn liegen/);
    await settings.screenshot({ path: shotPath('schedule-settings-error.png') });
    expect(await settings.getByRole('button', { name: 'Speichern' }).isDisabled()).toBe(true);
    await settings.locator('#item-span-0-from').fill('07:00');
    await settings.locator('#item-span-0-till').fill('10:00');
    await settings.screenshot({ path: shotPath('schedule-settings-dialog.png') });
    const saved = page.waitForResponse((res) => res.url().endsWith(`/v1/playlists/${setup.playlist}/item`));
    await settings.getByRole('button', { name: 'Speichern' }).click();
    expect((await saved).status()).toBe(200);
    await settings.waitFor({ state: 'detached' });
    expect(await card(page, 'Frühstück').getByTestId('item-schedule').textContent()).toBe('Mo–Fr 7–10 Uhr');

    // In bulk: the evening item gets Mo–Fr 18:00–22:00.
    await page.getByRole('button', { name: 'Zeitplan für mehrere' }).click();
    const bulk = page.getByRole('dialog', { name: 'Zeitplan für mehrere Einträge' });
    await bulk.locator('#item-span-0-from').fill('18:00');
    await bulk.locator('#item-span-0-till').fill('22:00');
    await bulk.getByLabel('Abendangebot').check();
    await bulk.getByRole('button', { name: 'Für 1 Eintrag speichern' }).click();
    await bulk.waitFor({ state: 'detached' });
    await expect
      .poll(() => card(page, 'Abendangebot').getByTestId('item-schedule').textContent())
      .toBe('Mo–Fr 18–22 Uhr');
    expect(await card(page, 'Immer da').getByTestId('item-schedule').count(), 'no text for always').toBe(0);
    await page.screenshot({ path: shotPath('schedule-cards.png'), fullPage: true });

    // The fourth item plays only while the location is open.
    await page.getByRole('button', { name: 'Einstellungen von Zur Öffnungszeit' }).click();
    const openOnly = page.getByRole('dialog', { name: 'Einstellungen' });
    await openOnly.getByLabel('Zeitplan').click();
    await page.getByRole('option', { name: 'Nur während der Öffnungszeiten' }).click();
    await openOnly.getByRole('button', { name: 'Speichern' }).click();
    await openOnly.waitFor({ state: 'detached' });
    await expect
      .poll(() => card(page, 'Zur Öffnungszeit').getByTestId('item-schedule').textContent())
      .toBe('nur während der Öffnungszeiten');

    // Survives a reload.
    await page.reload();
    expect(await card(page, 'Frühstück').getByTestId('item-schedule').textContent()).toBe('Mo–Fr 7–10 Uhr');

    // The stage preview at two moments of a Tuesday (Berlin time; the browser's zone is UTC or Berlin): in the
    // morning the location is open, in the evening it is closed.
    await page.goto(`/preview/${setup.device}`);
    await page.getByTestId('item-cards').waitFor();
    const moment = page.getByRole('group', { name: 'Vorschau für' });
    await moment.getByRole('spinbutton', { name: 'Tag' }).click();
    await page.keyboard.type(nextTuesday(8, 30));
    await expect.poll(() => previewNames(page)).toEqual(['Frühstück', 'Immer da', 'Zur Öffnungszeit']);
    await page.getByTestId('preview-moment').getByText('Vorschau für Dienstag').waitFor();
    await page.screenshot({ path: shotPath('schedule-preview-morning.png'), fullPage: true });
    await moment.getByRole('spinbutton', { name: 'Tag' }).click();
    await page.keyboard.type(nextTuesday(19, 30));
    await expect.poll(() => previewNames(page)).toEqual(['Abendangebot', 'Immer da']);
    await page.screenshot({ path: shotPath('schedule-preview-evening.png'), fullPage: true });
    await page.context().close();
  });
});
