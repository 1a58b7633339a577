import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();
let admin: Page;

const gid = `e2e-${Date.now()}`;
const hotelLine = (id: string, name: string) =>
  JSON.stringify({ gid: id, name, countryCode: 'ES', country: 'Spanien', region: 'Mallorca', city: 'Cala Millor' });
/** Two hotels, a line without name, one that is no JSON; blank lines are not counted. */
const FILE = [
  hotelLine(`${gid}-a`, 'Hotel E2E A'),
  hotelLine(`${gid}-b`, 'Hotel E2E B'),
  '',
  '{"gid":"x1","countryCode":"ES","country":"Spanien"}',
  '{kein json',
].join('\n');

beforeAll(async () => {
  admin = await b.newPage();
  await loginAs(admin, 'admin');
}, 120_000);

afterAll(async () => {
  await admin?.context().close();
});

async function importFile(name: string, text: string) {
  const tab = admin.getByTestId('hotel-import');
  await tab
    .getByTestId('hotel-import-upload')
    .locator('input[type=file]')
    .setInputFiles({
      name,
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(text, 'utf8'),
    });
}

describe('hotel import (System → Hotels)', () => {
  it('uploads a .jsonl file, polls the run and lists the refused lines', async () => {
    await admin.goto('/Dashboard/System?tab=hotels');
    const tab = admin.getByTestId('hotel-import');
    expect(await tab.getByTestId('hotel-import-example').textContent()).toContain('"gid"');

    await importFile('hotels.jsonl', FILE);
    const status = tab.getByTestId('hotel-import-status');
    // Until the upload has answered, the tab shows the newest earlier run (maybe another spec's, already done):
    // wait for this run's own final counts, not for any 'done'.
    await tab
      .getByTestId('hotel-import-progress')
      .getByText('4 Zeilen gelesen · 2 neu · 0 aktualisiert · 2 Fehler')
      .waitFor({ timeout: 60_000 });
    await tab.locator('[data-testid="hotel-import-status"][data-state="done"]').waitFor({ timeout: 60_000 });
    const rows = tab.getByTestId('hotel-import-errors-row');
    expect(await rows.count()).toBe(2);
    expect(await rows.first().getByRole('cell').first().textContent()).toBe('4');
    expect(await rows.nth(1).getByRole('cell').nth(1).textContent()).toContain('Kein gültiges JSON');
    expect(await status.textContent()).toContain('übersprungen');
    await admin.screenshot({ path: shotPath('hotels-import.png'), fullPage: true });

    // the same hotels again: updated, not new
    await importFile('hotels.jsonl', hotelLine(`${gid}-a`, 'Hotel E2E A neu'));
    await tab
      .getByTestId('hotel-import-progress')
      .getByText('1 Zeilen gelesen · 0 neu · 1 aktualisiert · 0 Fehler')
      .waitFor({ timeout: 60_000 });
    expect(await tab.getByTestId('hotel-import-errors-row').count()).toBe(0);

    // The run's status is kept by the server: the tab opened again shows the newest run.
    await admin.reload();
    await tab
      .getByTestId('hotel-import-progress')
      .getByText('1 Zeilen gelesen · 0 neu · 1 aktualisiert · 0 Fehler')
      .waitFor();
    expect(await tab.getByTestId('hotel-import-status').getAttribute('data-state')).toBe('done');
  }, 180_000);

  it('refuses a file that is not .jsonl before sending it', async () => {
    await admin.goto('/Dashboard/System?tab=hotels');
    await importFile('hotels.csv', 'gid;name');
    const dialog = admin.getByTestId('upload-error-dialog');
    await dialog.getByText('Nur JSON-Lines-Dateien (.jsonl, .ndjson) können importiert werden.').waitFor();
  }, 60_000);
});
