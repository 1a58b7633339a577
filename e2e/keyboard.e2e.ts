import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

/**
 * Issue 40: the staff app with the keyboard only — Tab, Enter, Space, arrows and Escape; no click anywhere
 * (page.goto stands for typing an address; the login form is typed).
 */
const b = useBrowser();
let page: Page;

/** Presses Tab until the focused element matches `selector` (at most `max` times); fails otherwise. */
async function tabTo(selector: string, max = 150) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const onPath = (pattern: RegExp) => page.waitForURL((url) => pattern.test(url.pathname));

beforeAll(async () => {
  page = await b.newPage();
  await loginAs(page, 'admin');
}, 120_000);

afterAll(async () => {
  await page?.context().close();
});

describe('keyboard only', () => {
  it('opens a network, a device and a support row with Tab and Enter', async () => {
    await page.goto('/Dashboard/Netzwerke');
    await page.locator('a[href^="/Netzwerke/"]').first().waitFor();
    await tabTo('a[href^="/Netzwerke/"]');
    await page.keyboard.press('Enter');
    await onPath(/^\/Netzwerke\/[0-9a-f-]{36}/);

    await page.goto('/Dashboard/Geraete');
    await page.locator('main a[href^="/Geraete/"]').first().waitFor();
    await tabTo('main a[href^="/Geraete/"]');
    await page.keyboard.press('Enter');
    await onPath(/^\/Geraete\/[0-9a-f-]{36}$/);

    await page.goto('/Dashboard/Support');
    await page.locator('main a[href^="/Geraete/"]').first().waitFor();
    await tabTo('main a[href^="/Geraete/"]');
    await page.keyboard.press('Enter');
    await onPath(/^\/Geraete\/[0-9a-f-]{36}$/);
  });

  it('edits and saves a playlist item: settings with Enter, a new name typed, Speichern with Enter', async () => {
    await page.goto('/Dashboard/Playlist');
    await page.locator('main a[href^="/Playlist/"]').first().waitFor();
    await tabTo('main a[href^="/Playlist/"]');
    await page.keyboard.press('Enter');
    await onPath(/^\/Playlist\/[0-9a-f-]{36}$/);
    await page
      .getByRole('button', { name: /^Einstellungen von/ })
      .first()
      .waitFor();
    await tabTo('button[aria-label^="Einstellungen von"]');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Einstellungen' });
    await dialog.waitFor();
    // the name field: focus it with Tab, replace its text
    await tabTo('#item-name', 20);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Per Tastatur');
    await page.screenshot({ path: shotPath('keyboard-item-settings.png') });
    const saved = page.waitForResponse((r) => /\/v1\/playlists\/[^/]+\/item$/.test(new URL(r.url()).pathname));
    await tabTo('[role="dialog"] button[type="submit"]', 60);
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Per Tastatur').first().waitFor();
  });
});
