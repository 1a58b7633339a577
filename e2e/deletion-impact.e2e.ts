import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();
const RUN = Date.now().toString(36);

const isCall = (method: string, pattern: RegExp) => (res: { url(): string; request(): { method(): string } }) =>
  res.request().method() === method && pattern.test(new URL(res.url()).pathname + new URL(res.url()).search);

/** A screen that registers itself with its first poll, then is put at the location and given the playlist. */
async function screenPlaying(page: Page, location: string, playlist: string, name: string) {
  const device = randomUUID();
  expect((await fetch(`${b.baseURL}/api/playlist?key=${device}`)).status).toBe(200);
  await apiCall(page, 'GET', `/v1/devices/link/${location}/${device}`);
  await apiCall(page, 'GET', `/v1/playlists/linkToDevice/${playlist}/${device}`);
  await apiCall(page, 'POST', `/v1/devices/${device}`, { name });
  return device;
}

const createPlaylist = (page: Page, guidCompany: string, name: string) =>
  apiCall<{ guid: string }>(page, 'POST', '/v1/playlists', { guidCompany, name });

describe('delete confirmations say what goes with it', () => {
  it('names the screens that play a playlist, and what a location takes with it, before deleting', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const network = await apiCall<{ guid: string }>(page, 'POST', '/v1/companies', {
      isMother: 1,
      name: `E2E Löschnetz ${RUN}`,
    });
    const location = await apiCall<{ guid: string }>(page, 'POST', '/v1/companies', {
      guidParent: network.guid,
      name: `E2E Löschort ${RUN}`,
    });
    const loop = await createPlaylist(page, location.guid, `E2E Löschschleife ${RUN}`);
    const screen = await screenPlaying(page, location.guid, loop.guid, `E2E Fenster ${RUN}`);

    // Playlist: the dialog lists the screen; cancel keeps everything.
    await page.goto('/Dashboard/Playlist');
    await page.getByLabel('Playlist suchen').fill(`E2E Löschschleife ${RUN}`);
    const deleteButton = page.getByRole('button', { name: `Playlist E2E Löschschleife ${RUN} löschen` });
    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: 'Löschen bestätigen' });
    const devices = confirm.getByTestId('deletion-impact-devices');
    await devices.waitFor();
    expect(await devices.textContent()).toContain('zeigen danach nichts mehr (1)');
    expect(await devices.textContent()).toContain(`E2E Fenster ${RUN}`);
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await apiCall<{ guidPlaylist: string | null }>(page, 'GET', `/v1/devices/${screen}`)).guidPlaylist).toBe(
      loop.guid,
    );

    // Confirmed: deleted with confirm=1, the screen has no playlist any more.
    await deleteButton.click();
    await devices.waitFor();
    const deleted = page.waitForResponse(isCall('GET', /^\/v1\/playlists\/[0-9a-f-]{36}\/delete\?confirm=1$/));
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    expect((await deleted).status()).toBe(200);
    await deleteButton.waitFor({ state: 'detached' });
    expect((await apiCall<{ guidPlaylist: string | null }>(page, 'GET', `/v1/devices/${screen}`)).guidPlaylist).toBe(
      null,
    );

    // Location: its playlist and screen are listed in the Standorte tab's dialog, then it goes.
    const second = await createPlaylist(page, location.guid, `E2E Zweite Schleife ${RUN}`);
    await apiCall(page, 'GET', `/v1/playlists/linkToDevice/${second.guid}/${screen}`);
    await page.goto(`/Netzwerke/${network.guid}/3`);
    await page.getByRole('button', { name: `Standort E2E Löschort ${RUN} löschen` }).click();
    const playlists = confirm.getByTestId('deletion-impact-playlists');
    await playlists.waitFor();
    expect(await playlists.textContent()).toContain(`E2E Zweite Schleife ${RUN}`);
    expect(await confirm.getByTestId('deletion-impact-devices').textContent()).toContain(`E2E Fenster ${RUN}`);
    await page.screenshot({ path: shotPath('content-b-location-delete.png') });
    const gone = page.waitForResponse(isCall('GET', /^\/v1\/companies\/[0-9a-f-]{36}\/delete\?confirm=1$/));
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    expect((await gone).status()).toBe(200);
    await page.getByRole('row', { name: new RegExp(`E2E Löschort ${RUN}`) }).waitFor({ state: 'detached' });
    const left = await apiCall<{ guidCompany: string | null }>(page, 'GET', `/v1/devices/${screen}`);
    expect(left.guidCompany).toBeNull();
    await page.context().close();
  }, 180_000); // two deletions with their dialogs and API setup: longer than one flow
});
