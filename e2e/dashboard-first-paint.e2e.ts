import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';

const b = useBrowser();

/** MUI's chunks (its common parts, the themed layout and theme) and the whole German texts. */
const MUI_OR_ALL_TEXTS = /\/assets\/(mui-common|mui-more|themed-layout|themed|de)-[\w-]+\.js$/;

describe('the dashboard paints without MUI', () => {
  it('shows shell, welcome and tiles while MUI and the whole texts cannot load, and loads them afterwards', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.getByTestId('welcome').waitFor();
    // A fresh start of /Dashboard/Main with MUI's chunks held back: the first paint must not need them.
    const held: string[] = [];
    await page.route(MUI_OR_ALL_TEXTS, (route) => {
      held.push(route.request().url());
    });
    await page.reload();
    await page.getByText('Willkommen, System Administrator').waitFor();
    for (const tile of ['tile-Netzwerke', 'tile-Playlist', 'tile-Geraete', 'tile-Benutzer']) {
      await page.getByTestId(tile).waitFor();
    }
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Abmelden' }).isVisible()).toBe(true);
    // Once the shell is shown, MUI's layout is asked for (for the pages behind the menu).
    await expect.poll(() => held.some((url) => /mui-common/.test(url))).toBe(true);
    await page.context().close();
  });

  it('asks /v1/user/me once and fetches shell and page while React is still on its way (early script)', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.getByTestId('welcome').waitFor();
    const me: string[] = [];
    const parts: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/v1/user/me') me.push(path);
      if (/\/assets\/(dashboard-shell|dashboard-main-page)-[\w-]+\.js$/.test(path)) parts.push(path);
    });
    // React's chunk held back: before the early script, nothing of this was asked until React had run.
    const heldReact: Route[] = [];
    await page.route(/\/assets\/react-[\w-]+\.js$/, (route) => void heldReact.push(route));
    await page.reload({ waitUntil: 'commit' });
    await expect.poll(() => me.length).toBe(1);
    await expect.poll(() => parts.length).toBe(2);
    expect(heldReact).toHaveLength(1);
    await heldReact[0]?.continue();
    await page.getByText('Willkommen, System Administrator').waitFor();
    // The app took the early answer instead of asking again.
    expect(me).toHaveLength(1);
    await page.context().close();
  });

  it('the menu is reached with Tab and followed with Enter; the current entry is marked', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.getByTestId('welcome').waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
    // From the page's start: logo, language, exit, the menu's 'Dashboard', then 'Netzwerke'.
    for (let i = 0; i < 10 && (await focused()) !== 'menu-networks'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('menu-networks');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/Dashboard/Netzwerke');
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    // The menu follows once the page's chunks are there (the router keeps the old page shown until then).
    await expect.poll(() => nav.getByRole('link', { name: 'Netzwerke' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    await page.locator('main tbody tr').first().waitFor();
    await page.context().close();
  });
});
