import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './lib/browser.js';
import { demoLocation } from './lib/demo-data.js';
import { LOCAL_OFFER_ID, LOCAL_OFFER_PICTURES, PROVIDER_TIMEOUT_MS, SLOW_OFFER_ID } from './lib/local-provider.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();
const LOCATION = 'Sonnenschein Reisen Berlin-Mitte';
let admin: Page;
let code: string;

beforeAll(async () => {
  admin = await b.newPage();
  await loginAs(admin, 'admin');
  code = (await demoLocation(admin, 'Berlin-Mitte', LOCATION)).offerCode;
}, 120_000);

afterAll(async () => {
  await admin?.context().close();
});

describe('offer editor pictures of a foreign http host', () => {
  it('shows the gallery of a provider whose pictures lie on another port over plain http', {
    timeout: 240_000,
  }, async () => {
    const page = await b.newPage();
    await page.goto(`/pc/addImage?code=${code}&offerId=${LOCAL_OFFER_ID}&provider=http&editor=1`);
    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    const editor = page.getByRole('dialog', { name: 'Bearbeiten' });
    const pictures = editor.getByTestId('offer-editor-picture');
    await expect.poll(() => pictures.count(), { timeout: 120_000 }).toBe(LOCAL_OFFER_PICTURES.length);
    for (let i = 0; i < LOCAL_OFFER_PICTURES.length; i++) {
      const picture = pictures.nth(i);
      // decoded, not only requested (a picture the content security policy blocks stays at width 0)
      await page.waitForFunction(
        (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
        await picture.elementHandle(),
        { timeout: 60_000 },
      );
      expect(await picture.getAttribute('src')).toMatch(/^\/v1\/picture\?k=offer-http&w=320&u=/);
      // resized by the server from the host's 800 px to the editor's width
      expect(await picture.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(320);
    }
    await page.screenshot({ path: shotPath('offer-editor-foreign-pictures.png') });
    // the server fetched them from the foreign host (the browser only asked this server: src above)
    const asked = (await (await fetch(`${inject('tileURL')}/requests`)).json()) as string[];
    for (const name of LOCAL_OFFER_PICTURES) expect(asked).toContain(`/img/${name}-800.png`);
    await page.context().close();
  });
});

describe('a provider that does not answer in time', () => {
  it('shows the timeout once, after the configured time (no automatic retries), and offers to try again', {
    timeout: 120_000,
  }, async () => {
    const asked = async () => {
      const res = await fetch(`${inject('tileURL')}/requests`);
      return ((await res.json()) as string[]).filter((path) => path === `/offers/${SLOW_OFFER_ID}`).length;
    };
    const before = await asked();
    const page = await b.newPage();
    const started = Date.now();
    await page.goto(`/pc/addImage?code=${code}&offerId=${SLOW_OFFER_ID}&provider=http`);
    const error = page.getByTestId('offer-call-error').first();
    await error.waitFor({ timeout: 60_000 });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(PROVIDER_TIMEOUT_MS);
    // one wait for the provider, not three (a retried timeout would take 3 × 3 s and ask three times)
    expect(waited).toBeLessThan(2 * PROVIDER_TIMEOUT_MS + 2000);
    // a retried timeout would have asked again before the error showed
    const first = await asked();
    expect(first - before).toBeGreaterThanOrEqual(1);
    expect(first - before).toBeLessThanOrEqual(2); // the page's calls of this offer, each once
    await error.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect.poll(asked, { timeout: 30_000 }).toBeGreaterThan(first);
    await page.context().close();
  });
});
