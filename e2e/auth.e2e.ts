import { describe, expect, it } from 'vitest';
import { tokenOf } from './lib/api.js';
import { passwordOf, useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';

const b = useBrowser();

describe('login, shell and logout', () => {
  it('shows version, and the failure dialog for wrong credentials', async () => {
    const page = await b.newPage();
    await page.goto('/');
    await page.getByText('Version 241003 vom 24.10.2025').waitFor();
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort', { exact: true }).fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login nicht erfolgreich' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'Wir konnten die Kombination aus Username und Passwort nicht validieren',
    );
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('logs the administrator in with Enter and shows every menu entry', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    // Without a location the start is the dashboard with its tiles, not the empty 'Mein Standort'.
    await page.getByText('Willkommen, System Administrator').waitFor();
    expect(new URL(page.url()).pathname).toBe('/Dashboard/Main');
    expect(await page.getByText('Ihrem Benutzer ist kein Standort zugeordnet').count()).toBe(0);
    for (const entry of [
      'Netzwerke',
      'Playlist',
      'Channels',
      'Mediathek',
      'Geräte',
      'Benutzer',
      'Rollen',
      'Templates',
      'Rechte',
      'App Versionen',
      'Medien',
      'Mails',
      'Support',
    ]) {
      expect(await page.getByRole('navigation').getByText(entry, { exact: true }).count(), entry).toBe(1);
    }
    for (const tile of ['tile-Netzwerke', 'tile-Playlist', 'tile-Geraete', 'tile-Benutzer']) {
      await page.getByTestId(tile).waitFor();
    }
    // No location of its own: no 'Mein Standort' (see dashboard-tiles.e2e.ts).
    expect(await page.getByTestId('tile-MeinStandort').count()).toBe(0);
    await page.context().close();
  });

  it("after the sign-in the dashboard's chunks load while /v1/user/me is asked, not after", async () => {
    const page = await b.newPage();
    const seen: string[] = [];
    page.on('request', (r) => {
      if (/dashboard-shell-[\w-]+\.js$/.test(r.url())) seen.push('shell requested');
    });
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/v1/user/me') seen.push('me answered');
    });
    await loginAs(page, 'admin');
    await page.getByTestId('welcome').waitFor();
    expect(seen.slice(0, 2)).toEqual(['shell requested', 'me answered']);
    await page.context().close();
  });

  it('on a small screen the menu opens from the app bar, navigates and closes (loaded on first use)', async () => {
    const page = await b.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'admin');
    await page.getByTestId('welcome').waitFor();
    // The docked menu is hidden below md; the temporary one is not there until first opened.
    expect(await page.getByTestId('nav-drawer').isVisible()).toBe(false);
    expect(await page.getByRole('presentation').count()).toBe(0);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('presentation');
    await drawer.getByRole('link', { name: 'Netzwerke' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/Dashboard/Netzwerke');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await drawer.getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('a restricted user sees only their menu entries and tiles', async () => {
    const page = await b.newPage();
    await loginAs(page, 'standort');
    // A location user lands on their location (SPEC §2).
    expect(new URL(page.url()).pathname).toBe('/Dashboard/MainLocation');
    await page.getByRole('heading', { name: /^Ihr Standort in / }).waitFor();
    await page.goto('/Dashboard/Main');
    await page.getByText('Willkommen, Stefan Ort').waitFor();
    const nav = page.getByRole('navigation');
    expect(await nav.getByText('Playlist', { exact: true }).count()).toBe(1);
    for (const hidden of ['Netzwerke', 'Benutzer', 'Rollen', 'Rechte', 'Support', 'Mails', 'App Versionen', 'Medien']) {
      expect(await nav.getByText(hidden, { exact: true }).count(), hidden).toBe(0);
    }
    await page.getByTestId('tile-Playlist').waitFor();
    await page.getByTestId('tile-MeinStandort').waitFor();
    expect(await page.getByTestId('tile-Netzwerke').count()).toBe(0);
    expect(await page.getByTestId('tile-Benutzer').count()).toBe(0);
    await page.goto('/Dashboard/Benutzer');
    await page.getByText('Keine Berechtigung').first().waitFor();
    await page.context().close();
  });

  it('logout returns to / and the old token no longer works', async () => {
    const page = await b.newPage();
    await loginAs(page, 'support');
    await page.getByText('Willkommen, Susanne Port').waitFor();
    expect(new URL(page.url()).pathname).toBe('/Dashboard/Main');
    // The same authenticated call before and after logout: the server must have revoked the token.
    const token = await tokenOf(page);
    const withOldToken = () =>
      page.request.post('/v1/companies/list', { headers: { authorization: `Bearer ${token}` }, data: {} });
    expect((await withOldToken()).status()).toBe(200);
    await page.getByRole('banner').getByRole('link', { name: 'Abmelden' }).click();
    await page.getByText('Auf Wiedersehen!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('credentials'))).toBeNull();
    expect((await withOldToken()).status()).toBe(401);
    await page.goto('/Dashboard/Main');
    await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/');
    await page.context().close();
  });

  it('signs in in English from the login page, and has every German text again after switching back', async () => {
    // The login page carries only its own texts; the rest must arrive with the pages behind it.
    const page = await b.newPage();
    await page.goto('/login');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(passwordOf('admin'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Welcome, System Administrator').waitFor();
    expect(await page.getByRole('navigation').getByText('Networks', { exact: true }).count()).toBe(1);
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByText('Willkommen, System Administrator').waitFor();
    expect(await page.getByRole('navigation').getByText('Netzwerke', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('language-switch').textContent()).toBe('Deutsch');
    await page.context().close();
  });

  it('old hash links redirect to the path form', async () => {
    const page = await b.newPage();
    await page.goto('/#/login?x=1');
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '?x=1' && url.hash === '');
    await page.context().close();
  });
});
