import { describe, expect, it } from 'vitest';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';

const b = useBrowser();

describe('mail templates, offer templates and system', () => {
  it('creates a mail template empty, keeps its line breaks and deletes it after confirmation', async () => {
    const page = await b.newPage();
    await loginAs(page, 'support');
    await page.goto('/Dashboard/Mails');
    await page.getByRole('button', { name: 'Neu erstellen' }).click();
    await page.waitForURL(/\/admin\/mails\/[0-9a-f-]{36}$/);
    const name = `e2e-Vorlage ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Betreff').fill('Ihre Geräte');
    await page.getByLabel('Text', { exact: true }).fill('Guten Tag,\n\nbitte prüfen & melden.');
    const saved = page.waitForResponse((r) => r.url().includes('/v1/mail/') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Speichern' }).click();
    const body = (await (await saved).json()) as { body: string };
    // SPEC §5: the server stores the line breaks as <br>; the editor shows them as line breaks again.
    expect(body.body).toContain('<br><br>');
    await page.waitForURL('**/Dashboard/Mails');

    await page.getByRole('row', { name: new RegExp(name) }).click();
    await page.waitForURL(/\/admin\/mails\//);
    expect(await page.getByLabel('Text', { exact: true }).inputValue()).toBe('Guten Tag,\n\nbitte prüfen & melden.');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.waitForURL('**/Dashboard/Mails');

    await page.getByRole('button', { name: `Vorlage ${name} löschen` }).click();
    const removed = page.waitForResponse((r) => r.url().includes('/v1/mail/') && r.request().method() === 'DELETE');
    await page.getByRole('dialog', { name: 'Löschen bestätigen' }).getByRole('button', { name: 'Löschen' }).click();
    expect((await removed).status()).toBe(200);
    await expect.poll(() => page.getByRole('row', { name: new RegExp(name) }).count()).toBe(0);
    await page.context().close();
  });

  it('edits a template config with live and server errors by path, previews it and uploads a file', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto('/Dashboard/Templates');
    await page.getByRole('button', { name: 'Neu erstellen' }).click();
    await page.waitForURL(/\/Templates\/[0-9a-f-]{36}$/);
    const config = page.getByTestId('template-config');
    await page.getByTestId('config-valid').waitFor();
    const original = await config.inputValue();

    await config.fill(original.slice(0, 40));
    await page.getByTestId('config-syntax-error').waitFor();
    expect(await page.getByTestId('config-syntax-error').textContent()).toContain('Zeile');

    const broken = JSON.parse(original) as { fonts: Record<string, unknown> };
    broken.fonts.missing = { file: 'fehlt.ttf' };
    await config.fill(JSON.stringify(broken, null, 2));
    await page.getByTestId('config-valid').waitFor();
    // The file reference only the server can check: its refusal is shown by path.
    await page.getByRole('button', { name: 'Speichern' }).click();
    const serverErrors = page.getByTestId('config-server-errors');
    await serverErrors.waitFor();
    expect(await serverErrors.locator('[data-path="fonts.missing.file"]').count()).toBe(1);

    const name = `e2e-Template ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await config.fill(original);
    const saved = page.waitForResponse((r) => /\/v1\/templates\/[0-9a-f-]{36}$/.test(r.url()));
    await page.getByRole('button', { name: 'Speichern' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId('form-saved').waitFor();

    await page.getByRole('tab', { name: 'Preview' }).click();
    const vertical = page.getByTestId('preview-vertical');
    await vertical.waitFor({ timeout: 30_000 });
    const sizes = await page.evaluate(() =>
      ['vertical', 'horizontal'].map((o) => {
        const img = document.querySelector<HTMLImageElement>(`[data-testid="preview-${o}"]`);
        return img ? [img.naturalWidth, img.naturalHeight] : null;
      }),
    );
    expect(sizes).toEqual([
      [1080, 1920],
      [1920, 1080],
    ]);

    await page.getByRole('tab', { name: 'Dateien' }).click();
    const uploaded = page.waitForResponse((r) => r.url().includes('/v1/templates/upload/'));
    await page
      .getByTestId('template-upload')
      .locator('input[type=file]')
      .setInputFiles({ name: 'hinweis.txt', mimeType: 'text/plain', buffer: Buffer.from('Grüße aus dem Test') });
    expect((await uploaded).status()).toBe(200);
    await page
      .getByTestId('template-files')
      .getByRole('row', { name: /hinweis\.txt/ })
      .waitFor();

    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.waitForURL('**/Dashboard/Templates');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Template ${name} herunterladen` }).click();
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);
    await page.context().close();
  });

  it('shows the system page to administrators only', async () => {
    const admin = await b.newPage();
    await loginAs(admin, 'admin');
    await admin.getByTestId('menu-system').click();
    await admin.waitForURL('**/Dashboard/System');
    await admin.getByRole('tab', { name: 'Änderungsprotokoll' }).click();
    await admin.getByTestId('audit-table-row').first().waitFor();
    await admin.getByRole('tab', { name: 'Server-Protokoll' }).click();
    await admin.getByTestId('server-log-row').first().waitFor();
    await admin.context().close();

    const support = await b.newPage();
    await loginAs(support, 'support');
    await support.getByTestId('menu-support').waitFor();
    expect(await support.getByTestId('menu-system').count()).toBe(0);
    await support.goto('/Dashboard/System');
    await support.getByTestId('no-permission').waitFor();
    await support.context().close();
  });
});
