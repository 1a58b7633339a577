import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { passwordOf, useBrowser } from './lib/browser.js';
import { LOCAL_OFFER_ID } from './lib/local-provider.js';
import { bothImagesLoaded } from './lib/offer-tool.js';
import { shotPath } from './lib/shots.js';

/**
 * The staff app and the offer tool with the keyboard only — Tab, Shift+Tab, Enter, Space, arrows and Escape; no click,
 * no fill, no page.goto after the first address of each app (the login page; the offer tool's link, which the agency's
 * booking system opens). The API is used for setup and clean-up only.
 */
const b = useBrowser();
const LOCATION = 'Sonnenschein Reisen Berlin-Mitte';
const SCREEN = 'Berlin Schaufenster links';
const TYPED_NAME = 'Per Tastatur';

interface Listed {
  guid: string;
  name: string;
}
interface Item {
  guid: string;
  name: string;
  orientation: string | null;
}

let page: Page;
/** Clean-ups through the API (other specs of the worker see the demo data as before). */
const cleanups: Array<() => Promise<unknown>> = [];

/** What the focused element is: its tag, text, a matching flag and how its focus is drawn. */
const focused = (p: Page, selector: string, text?: string) =>
  p.evaluate(
    ({ selector, text }) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { matches: false, visible: false, describe: 'body' };
      const style = getComputedStyle(el);
      const matches = el.matches(selector) && (text === undefined || (el.textContent ?? '').trim() === text);
      return {
        matches,
        // a focus ring the eye sees: the browser's keyboard focus (:focus-visible) drawn as an outline
        visible:
          el.matches(':focus-visible') && style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1,
        describe: `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40)}`,
      };
    },
    { selector, text },
  );

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element matches `selector` (and has the text `text`);
 * fails after `max` presses, naming what had the focus last.
 */
async function tabTo(p: Page, selector: string, options: { text?: string; back?: boolean; max?: number } = {}) {
  let last = '';
  for (let i = 0; i < (options.max ?? 150); i++) {
    await p.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const now = await focused(p, selector, options.text);
    if (now.matches) return now;
    last = now.describe;
  }
  throw new Error(`${options.back ? 'Shift+' : ''}Tab never reached ${selector} ${options.text ?? ''} (last: ${last})`);
}

const onPath = (pattern: RegExp) => page.waitForURL((url) => pattern.test(url.pathname));

/** Back to the menu with Shift+Tab and Enter on its entry. */
async function menu(path: string) {
  await tabTo(page, `nav a.nav-item[href="${path}"]`, { back: true });
  await page.keyboard.press('Enter');
  await onPath(new RegExp(`^${path}$`));
}

/**
 * The focus ring is drawn: the focused element's table cell looks different with the focus than after Tab has
 * moved it on (an outline the computed style declares can still be drawn round nothing). The focus comes back with
 * Shift+Tab.
 */
async function ringDrawn(p: Page): Promise<boolean> {
  const cell = (await p.evaluateHandle(() => document.activeElement?.closest('td'))).asElement();
  if (!cell) return false;
  const withFocus = await cell.screenshot();
  await p.keyboard.press('Tab');
  const without = await cell.screenshot();
  await p.keyboard.press('Shift+Tab');
  return !withFocus.equals(without);
}

/** Tab from the menu to the first row's link of the list, which shows its keyboard focus; Enter opens it. */
async function openFirstRow(link: string, opens: RegExp, shot: string) {
  await page.locator(link).first().waitFor();
  const row = await tabTo(page, link);
  expect(row.visible, `${shot}: the focused row link has an outline`).toBe(true);
  await page.locator('tr:has(a:focus)').screenshot({ path: shotPath(shot) });
  expect(await ringDrawn(page), `${shot}: the outline is drawn`).toBe(true);
  expect((await focused(page, link)).matches).toBe(true);
  await page.keyboard.press('Enter');
  await onPath(opens);
}

beforeAll(async () => {
  page = await b.newPage();
  // the login form typed: the name field has the focus, Tab leads to the password, Enter sends
  await page.goto('/login');
  await page.waitForFunction(() => document.activeElement?.id === 'login-username');
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-password');
  await page.keyboard.type(passwordOf('admin'));
  await page.keyboard.press('Enter');
  await onPath(/^\/Dashboard/);
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await page?.context().close();
});

describe('keyboard only', () => {
  it('opens a network, a device and a support row from the menu with Tab and Enter', async () => {
    await page.locator('nav a.nav-item').first().waitFor();
    await tabTo(page, 'nav a.nav-item[href="/Dashboard/Netzwerke"]');
    await page.keyboard.press('Enter');
    await onPath(/^\/Dashboard\/Netzwerke$/);
    await openFirstRow('main a[href^="/Netzwerke/"]', /^\/Netzwerke\/[0-9a-f-]{36}/, 'keyboard-networks.png');

    await menu('/Dashboard/Geraete');
    await openFirstRow('main a[href^="/Geraete/"]', /^\/Geraete\/[0-9a-f-]{36}$/, 'keyboard-devices.png');

    await menu('/Dashboard/Support');
    // Every screen, not only the offline ones (which screens are offline, and whether the red box of the glass check
    // names some, depends on what ran before on this server): Tab to 'Auch online anzeigen', Space ticks it.
    await page.locator('input[name="showOnline"]').waitFor();
    await tabTo(page, 'input[name="showOnline"]');
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('input[name="showOnline"]').isChecked()).toBe(true);
    // a row of the table (the red box above it may name screens with links of their own)
    await openFirstRow('main tr a[href^="/Geraete/"]', /^\/Geraete\/[0-9a-f-]{36}$/, 'keyboard-support.png');
  });

  it("edits a playlist item's settings and saves it, then the playlist: 'Gespeichert.' each time", async () => {
    await menu('/Dashboard/Playlist');
    await openFirstRow('main a[href^="/Playlist/"]', /^\/Playlist\/[0-9a-f-]{36}$/, 'keyboard-playlists.png');
    const playlistGuid = new URL(page.url()).pathname.split('/')[2] as string;
    const before = await apiCall<{ items: Item[] }>(page, 'GET', `/v1/playlists/${playlistGuid}`);

    await page
      .getByRole('button', { name: /^Einstellungen von/ })
      .first()
      .waitFor();
    const settingsOf = await tabTo(page, 'button[aria-label^="Einstellungen von"]');
    const item = before.items.find((i) => settingsOf.describe.endsWith(`Einstellungen von ${i.name}`));
    if (!item) throw new Error(`no item for ${settingsOf.describe}`);
    cleanups.push(() =>
      apiCall(page, 'POST', `/v1/playlists/${playlistGuid}/item`, {
        guid: item.guid,
        name: item.name,
        orientation: item.orientation,
      }),
    );
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Einstellungen' });
    await dialog.waitFor();

    // the name: Tab to it, select its text, type the new one
    await tabTo(page, '#item-name', { max: 20 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(TYPED_NAME);
    // 'Bildschirme': the select opens with the arrow key, the arrows choose, Enter takes 'Nur Querformat'
    const wanted = item.orientation === 'horizontal' ? 'Nur Hochformat' : 'Nur Querformat';
    await tabTo(page, '#item-orientation', { max: 40 });
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    for (let i = 0; i < 4; i++) {
      const active = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (active === wanted) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await listbox.waitFor({ state: 'detached' });
    expect(await dialog.locator('#item-orientation').textContent()).toBe(wanted);
    await page.screenshot({ path: shotPath('keyboard-item-settings.png') });

    const saved = page.waitForResponse((r) => /\/v1\/playlists\/[^/]+\/item$/.test(new URL(r.url()).pathname));
    await tabTo(page, '[role="dialog"] button[type="submit"]', { max: 60 });
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    const snackbar = page.getByTestId('saved-snackbar');
    await snackbar.waitFor();
    expect(await snackbar.textContent()).toContain('Gespeichert.');
    await page.getByText(TYPED_NAME).first().waitFor();
    const after = await apiCall<{ items: Item[] }>(page, 'GET', `/v1/playlists/${playlistGuid}`);
    const changed = after.items.find((i) => i.guid === item.guid);
    expect(changed?.name).toBe(TYPED_NAME);
    expect(changed?.orientation).toBe(wanted === 'Nur Querformat' ? 'horizontal' : 'vertical');
    // the settings button has the focus again (the dialog gives it back)
    expect((await focused(page, `button[aria-label="Einstellungen von ${TYPED_NAME}"]`)).matches).toBe(true);

    // Escape closes the snackbar; the playlist's own Speichern (Tab, Enter) shows it again on the list
    await page.keyboard.press('Escape');
    await snackbar.waitFor({ state: 'hidden' });
    await tabTo(page, 'main button', { text: 'Speichern' });
    await page.keyboard.press('Enter');
    await onPath(/^\/Dashboard\/Playlist$/);
    await snackbar.waitFor();
    expect(await snackbar.textContent()).toContain('Gespeichert.');
    await page.screenshot({ path: shotPath('keyboard-playlist-saved.png') });
  });

  it("runs the offer tool of the local provider to 'Angebot hinzufügen'", { timeout: 400_000 }, async () => {
    const locations = await apiCall<Listed[]>(page, 'POST', '/v1/companies/list', { keyWord: 'Berlin-Mitte' });
    const location = locations.find((c) => c.name === LOCATION);
    if (!location) throw new Error(`demo data without ${LOCATION}`);
    const { offerCode } = await apiCall<{ offerCode: string }>(page, 'GET', `/v1/companies/${location.guid}`);
    const { items } = await apiCall<{ items: Listed[] }>(page, 'POST', '/v1/devices/list', { showAll: 1 });
    const screen = items.find((d) => d.name === SCREEN);
    if (!screen) throw new Error(`demo data without ${SCREEN}`);
    const loop = async () => {
      const res = await fetch(`${b.baseURL}/api/playlist?key=${screen.guid}&version=e2e-keyboard`);
      expect(res.status).toBe(200);
      return (await res.json()) as { playlist: { guid: string } | null; items: Array<{ guid: string; name: string }> };
    };
    const isOffer = (name: string) => name.startsWith(`Angebot ${LOCAL_OFFER_ID} `);
    expect((await loop()).items.some((i) => isOffer(i.name))).toBe(false);
    cleanups.push(async () => {
      const now = await loop();
      for (const added of now.items.filter((i) => isOffer(i.name)))
        await apiCall(page, 'GET', `/v1/playlists/${now.playlist?.guid}/items/${added.guid}/delete`);
    });

    const tool = await b.newPage();
    try {
      await tool.goto(`/pc/addImage?code=${offerCode}&offerId=${LOCAL_OFFER_ID}&provider=http`);
      await bothImagesLoaded(tool);
      // step 1 → 2
      await tabTo(tool, 'button', { text: 'Weiter' });
      await tool.keyboard.press('Enter');
      // step 2: the screens are chips (buttons) by name, all chosen; Space takes one out and puts it back
      const chip = `[role="button"][aria-pressed]`;
      await tool.locator(chip).first().waitFor();
      const first = await tabTo(tool, chip, { back: true });
      expect(first.describe).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
      const pressed = () => tool.evaluate(() => document.activeElement?.getAttribute('aria-pressed'));
      expect(await pressed()).toBe('true');
      await tool.keyboard.press('Space');
      await expect.poll(pressed).toBe('false');
      await tool.keyboard.press('Space');
      await expect.poll(pressed).toBe('true');
      await tool.screenshot({ path: shotPath('keyboard-offer-step2.png'), fullPage: true });
      await tabTo(tool, 'button', { text: 'Weiter' });
      await tool.keyboard.press('Enter');
      // step 3: the proposed dates as they are, Tab to 'Angebot hinzufügen', Enter
      await tabTo(tool, 'button', { text: 'Angebot hinzufügen', back: true });
      await tool.keyboard.press('Enter');
      await tool.getByText('Angebot wurde der Playlist hinzugefügt.').waitFor({ timeout: 120_000 });
      await tool.screenshot({ path: shotPath('keyboard-offer-added.png'), fullPage: true });
    } finally {
      await tool.context().close();
    }
    expect((await loop()).items.map((i) => i.name)).toContain(`Angebot ${LOCAL_OFFER_ID} horizontal.png`);
  });
});
