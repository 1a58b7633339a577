import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

/**
 * The README's first try of the offer tool (docs/BENUTZERHANDBUCH.md, 'Das Angebotstool'), word by word: log in
 * as the administrator, open a location under Netzwerke (tab Stammdaten), use 'Link für das Buchungssystem
 * kopieren', add `&offerId=1000&editor=1` to the copied link and open it: both images and the editor. The offer
 * check takes the same link.
 */
const b = useBrowser();
const NETWORK = 'Sonnenschein Reisen GmbH';
const LOCATION = 'Sonnenschein Reisen Berlin-Mitte';
let admin: Page;

afterAll(async () => {
  await admin?.context().close();
});

async function imageLoaded(page: Page, testId: string) {
  const image = page.getByTestId(testId);
  await image.waitFor({ timeout: 240_000 });
  await page.waitForFunction(
    (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
    await image.elementHandle(),
    { timeout: 240_000 },
  );
}

describe("the README's first try of the offer tool", () => {
  let link = '';

  it('copies the link on the location page; with &offerId=1000&editor=1 it shows the images and the editor', async () => {
    admin = await b.newPage();
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.baseURL });
    await loginAs(admin, 'admin');
    await admin.goto('/Dashboard/Netzwerke');
    await admin.getByTestId('networks-table').getByText(NETWORK, { exact: true }).click();
    await admin.getByRole('tab', { name: 'Standorte' }).click();
    await admin.getByTestId('locations-table').getByText(LOCATION, { exact: true }).click();
    await admin.getByRole('tab', { name: 'Stammdaten', selected: true }).waitFor();
    await admin.getByRole('button', { name: 'Link für das Buchungssystem kopieren' }).click();
    await admin.getByText('Link kopiert').waitFor();
    const copied = await admin.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/pc\/addImage\?/);
    link = `${copied}&offerId=1000&editor=1`;

    const page = await b.newPage();
    await page.goto(link);
    await imageLoaded(page, 'offer-image-v');
    await imageLoaded(page, 'offer-image-h');
    expect(await page.getByTestId('offer-incomplete').count()).toBe(0);
    await page.screenshot({ path: shotPath('first-try-step1.png'), fullPage: true });
    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    const editor = page.getByRole('dialog', { name: 'Bearbeiten' });
    await editor.getByRole('textbox', { name: 'Hotelname' }).waitFor({ timeout: 120_000 });
    expect(await editor.getByRole('textbox', { name: 'Hotelname' }).inputValue()).not.toBe('');
    await page.screenshot({ path: shotPath('first-try-editor.png') });
    await page.context().close();
  }, 400_000);

  it('the offer check (/oc/url) takes the same link', async () => {
    expect(link).not.toBe('');
    const page = await b.newPage();
    await page.goto('/oc/url');
    await page.getByLabel('Angebots-URL').fill(link);
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await imageLoaded(page, 'offer-image-v');
    const row = page.getByTestId('offer-values').getByRole('row').filter({ hasText: 'Hotelname' });
    await row.waitFor({ timeout: 120_000 });
    expect(await page.getByText('Der Link ist unvollständig', { exact: false }).count()).toBe(0);
    await page.context().close();
  }, 400_000);
});
