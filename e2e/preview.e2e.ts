import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();

/** A registered horizontal device with the default (portrait 84x128) monitor box, a location image and a loop of three images. */
const setup = { device: '', playlist: '' };
let admin: Page;

const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function post(page: Page, url: string, name: string, buffer: Buffer) {
  const response = await page.request.post(url, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    multipart: { files: { name, mimeType: 'image/png', buffer } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

beforeAll(async () => {
  setup.device = randomUUID();
  expect((await fetch(`${b.baseURL}/api/playlist?key=${setup.device}&version=e2e-preview`)).status).toBe(200);
  admin = await b.newPage();
  await loginAs(admin, 'admin');
  const { guid } = await apiCall<{ guid: string }>(admin, 'POST', '/v1/playlists', {
    name: `E2E Vorschau ${setup.device.slice(0, 8)}`,
    orientation: 'horizontal',
  });
  setup.playlist = guid;
  for (const [i, colour] of ['#c1121f', '#2a9d8f', '#264653'].entries()) {
    await post(admin, `/v1/playlists/upload/${guid}?active=1`, `e2e-vorschau-${i}.png`, await png(640, 360, colour));
  }
  await apiCall(admin, 'GET', `/v1/playlists/linkToDevice/${guid}/${setup.device}`);
  await post(
    admin,
    `/v1/devices/upload/${setup.device}/background`,
    'schaufenster.png',
    await png(1600, 900, '#e9c46a'),
  );
  const device = await apiCall<{ orientation: string; jsonMonitor: { w: number; h: number } }>(
    admin,
    'GET',
    `/v1/devices/${setup.device}`,
  );
  expect(device.orientation).toBe('horizontal');
  expect(device.jsonMonitor).toMatchObject({ w: 84, h: 128 });
});

afterAll(async () => {
  await admin?.context().close();
});

/** The drawn monitor box relative to the drawn location image. */
async function monitorGeometry(page: Page) {
  const image = await page.getByTestId('stage').locator('img').first().boundingBox();
  const box = await page.getByTestId('stage-monitor').boundingBox();
  if (!image || !box) throw new Error('stage not drawn');
  return { ratio: box.width / box.height, share: box.width / image.width };
}

describe('stage preview', () => {
  it('draws the item in the monitor box of the device orientation and shows the reset at once', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto(`/preview/${setup.device}`);
    await page.getByTestId('stage-monitor').getByTestId('stage-item').waitFor();
    await expect.poll(async () => (await monitorGeometry(page)).share).toBeGreaterThan(0.3);
    // SPEC §5: the portrait 84x128 is off 16:9 by more than 0.1, so a horizontal screen gets 384x216
    // (40 % of the 960 reference width), not a tiny portrait box in the corner.
    const drawn = await monitorGeometry(page);
    expect(Math.abs(drawn.ratio - 16 / 9)).toBeLessThan(0.1);
    expect(drawn.share).toBeCloseTo(0.4, 1);

    await page.getByRole('button', { name: 'Monitorposition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Monitorposition' });
    await dialog.getByText('wurde zurückgesetzt').waitFor();
    expect(await dialog.getByLabel('Breite').inputValue()).toBe('384');
    expect(await dialog.getByLabel('Höhe').inputValue()).toBe('216');
    const saved = page.waitForResponse((res) => res.url().includes(`/v1/devices/JSON/${setup.device}`));
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    const after = await monitorGeometry(page);
    expect(Math.abs(after.ratio - 16 / 9)).toBeLessThan(0.1);
    expect(after.share).toBeCloseTo(0.4, 1);
    const stored = await apiCall<{ jsonMonitor: { w: number; h: number } }>(
      admin,
      'GET',
      `/v1/devices/${setup.device}`,
    );
    expect(stored.jsonMonitor).toMatchObject({ w: 384, h: 216 });
    await page.screenshot({ path: shotPath('screens-a-preview-admin.png') });
    await page.context().close();
  });

  it('shows the support user what plays, without the playlist right and without move arrows', async () => {
    const page = await b.newPage();
    await loginAs(page, 'support');
    await page.goto(`/preview/${setup.device}`);
    await page.getByTestId('stage-item').waitFor();
    expect(await page.getByTestId('item-card').count()).toBe(3);
    await page.getByText('3 Einträge').waitFor();
    expect(await page.getByTestId('stage-position').textContent()).toContain('Läuft jetzt 1 von 3');
    expect(await page.getByText('In der Sendeschleife läuft gerade nichts').count()).toBe(0);
    expect(await page.getByText('Ihr Benutzer darf die Playlist dieses Geräts nicht lesen').count()).toBe(0);
    expect(await page.getByText('Dafür fehlt Ihnen die Berechtigung').count()).toBe(0);
    // The loop is read-only for support: no arrows to reorder it.
    expect(await page.getByRole('button', { name: /nach (links|rechts) verschieben/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Nächster Eintrag' }).click();
    await expect.poll(() => page.getByTestId('stage-position').textContent()).toContain('Läuft jetzt 2 von 3');
    await page.screenshot({ path: shotPath('screens-a-preview-support.png') });
    await page.context().close();
  });
});
