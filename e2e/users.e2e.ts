import { describe, expect, it } from 'vitest';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';

const b = useBrowser();

describe('users and roles admin', () => {
  it('creates a user empty, edits it with a password, and deletes it after confirmation', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto('/Dashboard/Benutzer');
    await page.getByRole('button', { name: 'Neu erstellen' }).click();
    await page.waitForURL(/\/Benutzer\/[0-9a-f-]{36}$/);
    await page.getByLabel('Benutzername').fill('e2e.nutzer');
    await page.getByLabel('Vorname').fill('Jürgen');
    await page.getByLabel('Nachname').fill('Weiß');
    await page.getByLabel('Rolle').click();
    await page.getByRole('option', { name: 'Support' }).click();
    await page.getByLabel('Passwort neu setzen').check();
    await page.getByLabel('Neues Passwort').fill('sehr-geheim-1');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL('**/Dashboard/Benutzer');
    const row = page.getByRole('row', { name: /e2e\.nutzer/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Weiß');
    await row.click();
    await page.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await page.waitForURL('**/Dashboard/Benutzer');
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('row', { name: /e2e\.nutzer/ }).count()).toBe(0);
    await page.context().close();
  });

  it('toggles a right of a role and keeps it after reload', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto('/Dashboard/Rollen');
    await page.getByRole('button', { name: 'Neu erstellen' }).click();
    await page.waitForURL(/\/Rollen\/[0-9a-f-]{36}$/);
    await page.getByRole('tab', { name: 'Rechte' }).click();
    const toggle = page.getByTestId('right-switch-RIGHT_COMP_VISIBLE_PLAYLIST');
    expect(await toggle.isChecked()).toBe(false);
    const saved = page.waitForResponse((res) => res.url().includes('/v1/rights/') && res.request().method() === 'POST');
    // The switch flips through the query cache a moment after the click (optimistic update), so
    // Playwright's check(), which expects the state at once, would race with it.
    await toggle.click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await page.reload();
    await page.getByRole('tab', { name: 'Rechte' }).click();
    await page.getByTestId('right-switch-RIGHT_COMP_VISIBLE_PLAYLIST').waitFor();
    expect(await page.getByTestId('right-switch-RIGHT_COMP_VISIBLE_PLAYLIST').isChecked()).toBe(true);
    await page.context().close();
  });
});
