// "Verified on the glass": a real web player sends a small picture of what it shows; the server
// compares it with the image the item should show. The first showing is 'bestätigt' (device page, support list);
// when the screen shows another picture (here: the same offer with another price, served to this screen only),
// 'Bildschirm prüfen' makes it 'abweichend' and the support list names the screen in a red box. On the offer tool's
// real renders (built-in template, sample offer) in 1920×1080, 640×360, 1080×1920 and 360×640 windows: the same
// picture is 'bestätigt', the picture with ONE price digit changed (hundreds, tens, units) 'abweichend'; the
// distances are logged (docs/BENCHMARKS.md "Glass check distances").
import { randomUUID } from 'node:crypto';
import { DEFAULT_TEMPLATE_CONFIG, type DeviceGlass, type GlassCheck, templateConfig } from '@signage/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderOffer } from '../apps/server/src/lib/offer-render/index.js';
import { sampleOffer } from '../apps/server/src/lib/offer-render/sample.js';
import { CONFIRM_MAX_DISTANCE } from '../apps/server/src/modules/glass/hash.js';
import { waitFor } from '../apps/server/src/test/wait.js';
import { useBrowser } from './lib/browser.js';
import {
  itemsOf,
  linkToScreen,
  newPlaylist,
  newScreen,
  type Staff,
  saveItem,
  signInStaff,
  staffCall,
} from './lib/player-fixture.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();

/** An offer picture as the offer tool draws it: hotel, picture, price. */
const offer = (price: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
<rect width="1280" height="720" fill="#f4efe6"/><rect width="1280" height="150" fill="#0a4d8c"/>
<text x="50" y="100" font-size="72" font-family="sans-serif" fill="#fff">Hotel Sonnenstrand</text>
<rect x="50" y="200" width="600" height="400" fill="#7aa6c9"/><circle cx="350" cy="400" r="120" fill="#e9c46a"/>
<text x="700" y="280" font-size="42" font-family="sans-serif" fill="#333">7 Nächte · Halbpension</text>
<text x="700" y="540" font-size="130" font-family="sans-serif" font-weight="bold" fill="#c0392b">${price}</text>
</svg>`),
  )
    .png()
    .toBuffer();

async function upload(staff: Staff, playlist: string, png: Buffer, name: string) {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const response = await fetch(`${staff.base}/v1/playlists/upload/${playlist}?active=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staff.token}` },
    body: form,
  });
  expect(response.status, await response.text()).toBe(200);
  const [item] = await itemsOf(staff, playlist);
  if (!item) throw new Error('upload added no item');
  return item.guid;
}

const glassOf = (staff: Staff, device: string) => staffCall<DeviceGlass>(staff, `/v1/devices/${device}/glass`);

/** The offer tool's built-in template with the sample offer at `price` (1920×1080 or 1080×1920 PNG). */
const rendered = async (price: string, orientation: 'horizontal' | 'vertical') =>
  renderOffer(templateConfig.parse(DEFAULT_TEMPLATE_CONFIG), await sampleOffer({ price }), new Map(), orientation);

/**
 * 'Bildschirm prüfen' for a player in a window of `size` showing `shows` (when given: the picture the player gets for
 * every media file from then on; the server's file is unchanged): the window and picture first (a reload, the item
 * on the glass), then the request and a reload (its first poll carries the request at once), and the check the
 * player answers it with. In this order the page that answers shows the new picture (asked first, the page before
 * the reload could answer with the old one).
 */
async function checkAt(
  staff: Staff,
  device: string,
  player: Page,
  size: { width: number; height: number },
  shows?: Buffer,
) {
  await player.setViewportSize(size);
  if (shows) {
    await player.unrouteAll();
    await player.route('**/media/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: shows }));
    await player.evaluate(async () => {
      for (const key of await caches.keys()) await caches.delete(key);
    });
    await player.reload();
    await player.getByTestId('player-item').first().waitFor({ timeout: 60_000 });
  }
  // the poll's player version reaches the screen's record after its write-behind: checkable from then on
  await waitFor(
    async () => (await glassOf(staff, device)).checkable || undefined,
    'the web player is known',
    30_000,
    250,
  );
  const asked = await staffCall<DeviceGlass>(staff, `/v1/devices/${device}/glass`, {});
  const before = asked.latest?.id ?? 0;
  await player.reload();
  await player.getByTestId('player-item').first().waitFor({ timeout: 60_000 });
  return waitFor<GlassCheck>(
    async () => {
      const state = await glassOf(staff, device);
      return state.pending === null && state.latest && state.latest.id > before ? state.latest : undefined;
    },
    `the check asked for at ${size.width}×${size.height}`,
    60_000,
    250,
  );
}

describe('verified on the glass', { timeout: 300_000 }, () => {
  it("a shown offer is 'bestätigt'; a screen showing another price is 'abweichend' after 'Bildschirm prüfen'", async () => {
    const staff = await signInStaff(b.baseURL);
    const device = await newScreen(b.baseURL);
    const name = `E2E Glas ${Date.now()}`;
    await staffCall(staff, `/v1/devices/${device}`, { name });
    const playlist = await newPlaylist(staff, name);
    const item = await upload(staff, playlist, await offer('1.899 €'), 'angebot-kreta.png');
    await saveItem(staff, playlist, item, { duration: 600 });
    await linkToScreen(staff, playlist, device);

    const player = await b.newPage({ viewport: { width: 640, height: 360 }, serviceWorkers: 'block' });
    await player.goto(`/player/${device}`);
    await player.locator(`[data-testid="player-item"][data-item-guid="${item}"]`).waitFor({ timeout: 60_000 });
    const first = await waitFor(
      async () => (await glassOf(staff, device)).latest ?? undefined,
      'the first showing is checked',
      30_000,
      250,
    );
    expect(first).toMatchObject({ guidItem: item, result: 'bestätigt', requested: false });
    expect(first.capture).toMatch(/^data:image\/png;base64,/);

    const page = await b.newPage({ viewport: { width: 1500, height: 900 } });
    await loginAs(page, 'admin');
    await page.goto(`/Geraete/${device}`);
    const panel = page.getByTestId('glass-panel');
    await panel.getByTestId('glass-check').first().getByText('bestätigt').waitFor();
    await page.goto('/Dashboard/Support');
    await page.getByLabel('Auch online anzeigen').check();
    await page.getByLabel('Suche').fill(name);
    const row = page.getByTestId('support-table').getByRole('row').filter({ hasText: name });
    await row.locator('[data-testid="glass-result"][data-result="bestätigt"]').waitFor();
    // Other files on the same server may leave screens in the box; this screen is not among them.
    expect(await page.getByTestId('glass-alert').getByRole('link', { name }).count()).toBe(0);

    // The screen now shows the same offer with another price (its file comes from elsewhere; the server's is unchanged).
    const changed = await offer('2.049 €');
    await player.route('**/media/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: changed }),
    );
    await player.evaluate(async () => {
      for (const key of await caches.keys()) await caches.delete(key);
    });
    await player.reload();
    await player.locator(`[data-testid="player-item"][data-item-guid="${item}"]`).waitFor({ timeout: 60_000 });

    await page.goto(`/Geraete/${device}`);
    await panel.getByRole('button', { name: 'Bildschirm prüfen' }).click();
    await panel.getByTestId('glass-pending').waitFor();
    expect(await panel.getByTestId('glass-pending').innerText()).toMatch(/^Angefordert /);
    await panel.getByTestId('glass-check').first().getByText('abweichend').waitFor({ timeout: 30_000 });
    expect(await panel.getByTestId('glass-pending').count()).toBe(0);
    const second = (await glassOf(staff, device)).latest;
    expect(second).toMatchObject({ result: 'abweichend', requested: true });
    await panel.screenshot({ path: shotPath('device-page-glass.png') });
    console.log(`glass distance: same image ${first.distance}, other price ${second?.distance}`);

    await page.goto('/Dashboard/Support');
    const alert = page.getByTestId('glass-alert');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/Bildschirm(e)? zeig(t|en) etwas anderes/);
    await alert.getByRole('link', { name }).waitFor();
    await page.getByLabel('Suche').fill(name);
    await row.locator('[data-testid="glass-result"][data-result="abweichend"]').waitFor();
    await page.screenshot({ path: shotPath('support-list-glass.png'), fullPage: true });
    await alert.getByRole('link', { name }).click();
    await page.waitForURL((url) => url.pathname === `/Geraete/${device}`);
    await player.context().close();
    await page.context().close();
  });

  it("an Android screen is 'nicht prüfbar' in the support list and on its device page, without 'Bildschirm prüfen'", async () => {
    const staff = await signInStaff(b.baseURL);
    const device = randomUUID();
    // a screen that polls as the Android player does (its version string), never as the web player
    expect((await fetch(`${b.baseURL}/api/playlist?key=${device}&version=4.2.0`)).status).toBe(200);
    const name = `E2E Android ${Date.now()}`;
    await staffCall(staff, `/v1/devices/${device}`, { name });
    expect(await glassOf(staff, device)).toMatchObject({ checkable: false, latest: null });

    const page = await b.newPage({ viewport: { width: 1500, height: 900 } });
    await loginAs(page, 'admin');
    await page.goto('/Dashboard/Support');
    await page.getByLabel('Auch online anzeigen').check();
    await page.getByLabel('Suche').fill(name);
    const row = page.getByTestId('support-table').getByRole('row').filter({ hasText: name });
    await row.locator('[data-testid="glass-result"][data-result="nicht prüfbar"]').waitFor();
    expect(await row.getByTestId('glass-result').innerText()).toBe('nicht prüfbar');

    await page.goto(`/Geraete/${device}`);
    const panel = page.getByTestId('glass-panel');
    await panel.locator('[data-testid="glass-result"][data-result="nicht prüfbar"]').waitFor();
    await panel.getByText('dieser Bildschirm ist nicht prüfbar').waitFor();
    expect(await panel.getByRole('button', { name: 'Bildschirm prüfen' }).count()).toBe(0);
    await page.context().close();
  });

  it("a real offer render with one price digit changed is 'abweichend', the same render 'bestätigt' (landscape and portrait windows)", async () => {
    const staff = await signInStaff(b.baseURL);
    const figures: string[] = [];
    for (const [orientation, sizes] of [
      [
        'horizontal',
        [
          { width: 1920, height: 1080 },
          { width: 640, height: 360 },
        ],
      ],
      [
        'vertical',
        [
          { width: 1080, height: 1920 },
          { width: 360, height: 640 },
        ],
      ],
    ] as const) {
      const device = await newScreen(b.baseURL);
      const name = `E2E Glas Ziffer ${orientation} ${Date.now()}`;
      await staffCall(staff, `/v1/devices/${device}`, { name });
      const playlist = await newPlaylist(staff, name);
      const item = await upload(staff, playlist, await rendered('1.299 €', orientation), `angebot-${orientation}.png`);
      await saveItem(staff, playlist, item, { duration: 600 });
      await linkToScreen(staff, playlist, device);
      const player = await b.newPage({ viewport: sizes[0], serviceWorkers: 'block' });
      await player.goto(`/player/${device}`);
      await player.locator(`[data-testid="player-item"][data-item-guid="${item}"]`).waitFor({ timeout: 60_000 });
      // the first showing's own check, then one asked for in each window size
      const first = await waitFor(
        async () => (await glassOf(staff, device)).latest ?? undefined,
        'the first showing is checked',
        30_000,
        250,
      );
      const same = [first];
      for (const size of sizes) same.push(await checkAt(staff, device, player, size));
      // the screen shows the same offer one digit off: hundreds, tens, units
      const digit: GlassCheck[] = [];
      for (const [i, price] of ['1.399 €', '1.289 €', '1.298 €'].entries()) {
        const size = sizes[i % sizes.length] as { width: number; height: number };
        digit.push(await checkAt(staff, device, player, size, await rendered(price, orientation)));
      }
      figures.push(
        `${orientation}: same ${same.map((c) => c.distance).join(', ')}; one digit ${digit.map((c) => c.distance).join(', ')}`,
      );
      for (const check of same) expect(check.result, `same ${check.distance}`).toBe('bestätigt');
      for (const check of digit) expect(check.result, `one digit ${check.distance}`).toBe('abweichend');
      expect(first.capture).toMatch(/^data:image\/png;base64,/);
      await player.context().close();
    }
    console.log(
      `glass distances of a real Chromium web player (limit ${CONFIRM_MAX_DISTANCE}): ${figures.join(' | ')}`,
    );
  });
});
