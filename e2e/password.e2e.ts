import { describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';

const b = useBrowser();

describe('setting a password in the user form', () => {
  it('refuses weak passwords at once and asks for the current one on the own user', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const me = await apiCall<{ guid: string }>(page, 'GET', '/v1/user/me');
    await page.goto(`/Dashboard/Benutzer/${me.guid}`);
    await page.getByLabel('Benutzername').waitFor();
    await page.getByLabel('Passwort neu setzen').check();
    const fresh = page.getByLabel('Neues Passwort');
    await fresh.fill('password');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Passwort ist zu leicht zu erraten.', { exact: false }).waitFor();
    await fresh.fill('admin-Reise-2026!');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Passwort darf den Benutzernamen nicht enthalten.').waitFor();
    await fresh.fill('Sonnige-Reise-2026!');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Um Ihr eigenes Passwort zu ändern, geben Sie bitte Ihr aktuelles Passwort ein.').waitFor();
    await page.getByLabel('Aktuelles Passwort').fill('falsch-geraten');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByTestId('form-error').getByText('aktuelles Passwort', { exact: false }).waitFor();
    await page.screenshot({ path: '/tmp/auth-password-form.png' });
    // Nothing was saved: still on the edit page.
    expect(new URL(page.url()).pathname).toBe(`/Dashboard/Benutzer/${me.guid}`);
    await page.context().close();
  }, 180_000);
});
