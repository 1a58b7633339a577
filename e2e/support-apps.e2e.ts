import { describe, expect, it } from 'vitest';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';

const b = useBrowser();

describe('app versions (Dashboard/Apps)', () => {
  it('creates an app version, uploads its package and makes it the default', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto('/Dashboard/Apps');
    await page.getByRole('button', { name: 'Neu erstellen' }).click();
    await page.waitForURL(/\/Apps\/[0-9a-f-]{36}$/);
    const name = `e2e-App ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('combobox', { name: 'Als Standard' }).click();
    await page.getByRole('option', { name: 'Ja' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL('**/Dashboard/Apps');

    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.getByTestId('app-default').count()).toBe(1);
    // At most one default: the server took it from every other version.
    expect(await page.getByTestId('app-default').count()).toBe(1);

    await row.click();
    await page.getByTestId('app-upload').waitFor();
    const uploaded = page.waitForResponse((r) => r.url().includes('/v1/apps/upload/'));
    const apk = Buffer.concat([Buffer.from('PK\x03\x04', 'binary'), Buffer.alloc(64 * 1024 - 4, 7)]);
    await page
      .getByTestId('app-upload')
      .locator('input[type=file]')
      .setInputFiles({ name: 'player.apk', mimeType: 'application/vnd.android.package-archive', buffer: apk });
    expect((await uploaded).status()).toBe(200);
    await page.getByTestId('upload-entry').and(page.locator('[data-status="done"]')).waitFor();
    const link = page.getByTestId('app-download');
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/apps\/.+\/player\.apk$/);
    const download = await page.request.get(href);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 4).toString('binary')).toBe('PK\x03\x04');

    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.waitForURL('**/Dashboard/Apps');
    const listed = page.getByRole('row', { name: new RegExp(name) });
    await listed.getByTestId('app-default').waitFor();
    await expect.poll(() => listed.textContent()).toContain('64,00 KB');
    await page.context().close();
  });
});
