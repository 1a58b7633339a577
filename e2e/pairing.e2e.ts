import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();

interface Company {
  guid: string;
  name: string;
  city: string | null;
  typ: number;
}

/** A demo network with a location, and a playlist of that network with one image. */
const target = { network: {} as Company, location: {} as Company, playlist: '', playlistName: '' };
let admin: Page;

beforeAll(async () => {
  admin = await b.newPage();
  await loginAs(admin, 'admin');
  const networks = await apiCall<Company[]>(admin, 'POST', '/v1/companies/list', { isMother: 1 });
  for (const network of networks.filter((n) => n.typ === 0)) {
    const locations = await apiCall<Company[]>(admin, 'POST', '/v1/companies/list', {
      isMother: 0,
      guidParent: network.guid,
    });
    if (locations.length) {
      target.network = network;
      target.location = locations[0];
      break;
    }
  }
  if (!target.location.guid) throw new Error('demo data without a network that has a location');
  target.playlistName = `E2E Kopplung ${Date.now()}`;
  target.playlist = await playlistWithImage(target.playlistName);
});

/** A playlist of the target network with one image; returns its guid. */
async function playlistWithImage(name: string): Promise<string> {
  const { guid } = await apiCall<{ guid: string }>(admin, 'POST', '/v1/playlists', {
    guidCompany: target.network.guid,
    name,
    orientation: 'horizontal',
  });
  const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  const response = await admin.request.post(`/v1/playlists/upload/${guid}?active=1`, {
    headers: { authorization: `Bearer ${await tokenOf(admin)}` },
    multipart: { files: { name: 'e2e-kopplung.png', mimeType: 'image/png', buffer: image } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return guid;
}

afterAll(async () => {
  await admin?.context().close();
});

/** Picks an option of an MUI select by the field's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('pairing a new screen', () => {
  it('shows a code at /player, the administrator claims it in Geräte, the screen plays', async () => {
    const screen = await b.newPage();
    await screen.setViewportSize({ width: 1920, height: 1080 });
    await screen.goto('/player');
    await screen.waitForURL(/\/player\/[0-9a-f-]{36}$/);
    const deviceGuid = new URL(screen.url()).pathname.split('/').pop() as string;
    expect(await screen.evaluate(() => localStorage.getItem('webPlayer:deviceId'))).toBe(deviceGuid);
    const codeBox = screen.getByTestId('pairing-code');
    await codeBox.waitFor();
    const shown = (await codeBox.textContent()) ?? '';
    expect(shown).toMatch(/^[A-HJKMNP-Z2-9]{3} [A-HJKMNP-Z2-9]{3}$/);
    const text = (await screen.getByTestId('pairing-screen').textContent()) ?? '';
    expect(text).toContain('Digital-Signage-Plattform');
    expect(text).toContain('Geben Sie diesen Code in der Verwaltung unter Geräte → Bildschirm koppeln ein.');
    expect(await screen.getByTestId('pairing-device').textContent()).toBe(deviceGuid);
    expect(await screen.getByTestId('pairing-server').textContent()).toBe(b.baseURL);
    await screen.screenshot({ path: shotPath('pairing-landscape.png') });
    await screen.setViewportSize({ width: 1080, height: 1920 });
    await screen.screenshot({ path: shotPath('pairing-portrait.png') });
    // Opening /player again in this browser keeps the same screen and code.
    await screen.goto('/player');
    await screen.waitForURL(`**/player/${deviceGuid}`);
    await codeBox.waitFor();
    expect(await codeBox.textContent()).toBe(shown);

    const page = await b.newPage();
    await loginAs(page, 'admin');
    await page.goto('/Dashboard/Geraete');
    await page.getByRole('button', { name: 'Bildschirm koppeln' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bildschirm koppeln' });
    await dialog.waitFor();
    await choose(page, 'Netzwerk', target.network.name);
    const locationName = target.location.city
      ? `${target.location.name} (${target.location.city})`
      : target.location.name;
    await choose(page, 'Standort', locationName);
    await choose(page, 'Playlist', target.playlistName);

    // A wrong code: German error, nothing changes.
    const wrong = shown.replace(/\s/g, '').startsWith('ZZZ') ? 'YYY YYY' : 'ZZZ ZZZ';
    await dialog.getByLabel('Code vom Bildschirm').fill(wrong);
    await dialog.getByRole('button', { name: 'Koppeln' }).click();
    const error = page.getByTestId('pair-screen-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(
      'Dieser Code ist unbekannt oder abgelaufen. Bitte lesen Sie den Code am Bildschirm erneut ab.',
    );

    // The right code, typed lower case with spaces.
    await dialog.getByLabel('Code vom Bildschirm').fill(` ${shown.toLowerCase()} `);
    await page.screenshot({ path: shotPath('pairing-dialog.png') });
    await dialog.getByRole('button', { name: 'Koppeln' }).click();
    // The dialog ends with the paired screen and a link to it: the list's default filter hides it.
    await dialog
      .getByTestId('pair-screen-done')
      .getByText(/Bildschirm „Neues Gerät .*“ gekoppelt/)
      .waitFor();
    await dialog.getByText('In der Geräteliste steht er unter „Alle anzeigen“').waitFor();
    await page.screenshot({ path: shotPath('pairing-done.png') });
    const hint = page.getByTestId('devices-hidden');
    await hint.getByText(/^\d+ zugeordnete Geräte? ausgeblendet – Alle anzeigen$/).waitFor();
    await dialog.getByRole('link', { name: 'Gerät öffnen' }).click();
    await page.waitForURL(`**/Geraete/${deviceGuid}`);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Allgemeine Daten' }).waitFor();
    await page.goBack();
    await page.waitForURL('**/Dashboard/Geraete');
    const pairedRow = page.getByRole('row', { name: new RegExp(`Neues Gerät ${deviceGuid.slice(0, 8)}`, 'i') });
    await page.getByTestId('devices-hidden').waitFor();
    expect(await pairedRow.count()).toBe(0);
    await page.getByTestId('devices-hidden').getByRole('button', { name: 'Alle anzeigen' }).click();
    expect(await page.getByRole('checkbox', { name: 'Alle anzeigen' }).isChecked()).toBe(true);
    await page.getByTestId('devices-hidden-hint').waitFor({ state: 'detached' });
    await pairedRow.waitFor();

    // Within one poll of the screen: the pairing screen goes, the playlist plays.
    await screen.getByTestId('player-item').waitFor({ timeout: 15_000 });
    expect(await screen.getByTestId('pairing-screen').count()).toBe(0);
    await screen.setViewportSize({ width: 1920, height: 1080 });
    await screen.screenshot({ path: shotPath('pairing-playing.png') });
    const device = await apiCall<{
      networkGuid: string;
      guidCompany: string;
      guidPlaylist: string;
      deviceState: string;
    }>(page, 'GET', `/v1/devices/${deviceGuid}`);
    expect(device).toMatchObject({
      networkGuid: target.network.guid,
      guidCompany: target.location.guid,
      guidPlaylist: target.playlist,
      deviceState: 'ACTIVE',
    });
    await page.context().close();
    await screen.context().close();
  }, 120_000);

  it('a screen paired in its open page shows a calm black screen, never its code, when its loop empties', async () => {
    const playlist = await playlistWithImage(`E2E Gekoppelt ${Date.now()}`);
    const screen = await b.newPage({ viewport: { width: 960, height: 540 }, serviceWorkers: 'block' });
    await screen.goto('/player');
    await screen.waitForURL(/\/player\/[0-9a-f-]{36}$/);
    const code = (await screen.getByTestId('pairing-code').textContent()) ?? '';
    await apiCall(admin, 'POST', '/v1/devices/pair', {
      code,
      network: target.network.guid,
      location: target.location.guid,
      playlist,
    });
    await screen.getByTestId('player-item').waitFor({ timeout: 15_000 });
    expect(await screen.getByTestId('pairing-screen').count()).toBe(0);

    // The loop's only item deleted: the screen stays paired and shows nothing but black.
    const { items } = await apiCall<{ items: Array<{ guid: string }> }>(admin, 'GET', `/v1/playlists/${playlist}`);
    for (const item of items) await apiCall(admin, 'GET', `/v1/playlists/${playlist}/items/${item.guid}/delete`);
    await screen.getByTestId('player-item').waitFor({ state: 'detached', timeout: 15_000 });
    const calm = async () => {
      expect(await screen.getByTestId('pairing-screen').count()).toBe(0);
      expect(await screen.getByTestId('pairing-code').count()).toBe(0);
      expect(await screen.getByTestId('web-player').textContent()).toBe('');
    };
    await calm();
    // And after another answer (the player polls at once when the browser is back online).
    const answered = screen.waitForResponse((r) => r.url().includes('/api/playlist?') && r.status() < 400);
    await screen.evaluate(() => window.dispatchEvent(new Event('online')));
    await answered;
    await calm();
    await screen.screenshot({ path: shotPath('pairing-paired-empty.png') });
    await screen.context().close();
  }, 120_000);
});
