// An announcement made on the dashboard's 'Ankündigungen' page shows full-screen on a web screen of its location within
// a second (push), ends now from the list just as fast, and a short one ends by itself on the screen without a poll.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const browser = useBrowser();
const TEXT = 'Heute wegen Betriebsversammlung ab 16 Uhr geschlossen';

describe('announcements', { timeout: 240_000 }, () => {
  it('appears on the screen, ends from the list, and a short one ends by itself', async () => {
    const staff = await browser.newPage();
    await loginAs(staff, 'admin');
    const token = (await staff.evaluate(() => JSON.parse(localStorage.getItem('credentials') ?? '{}'))).authToken;
    // A web screen at a fresh location, with a loop of one blue picture.
    const network = await apiCall<{ guid: string; name: string }>(staff, 'POST', '/v1/companies', {
      isMother: 1,
      name: `Netz Ankündigung ${randomUUID().slice(0, 4)}`,
    });
    const location = await apiCall<{ guid: string; name: string }>(staff, 'POST', '/v1/companies', {
      guidParent: network.guid,
      name: `Filiale ${randomUUID().slice(0, 4)}`,
    });
    const device = randomUUID();
    expect((await fetch(`${browser.baseURL}/api/playlist?key=${device}&version=e2e`)).status).toBe(200);
    await apiCall(staff, 'GET', `/v1/devices/link/${location.guid}/${device}`);
    const playlist = (
      await apiCall<{ guid: string }>(staff, 'POST', '/v1/playlists', { guidCompany: location.guid, name: 'Schleife' })
    ).guid;
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'blau.png');
    const upload = await fetch(`${browser.baseURL}/v1/playlists/upload/${playlist}?active=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    await apiCall(staff, 'GET', `/v1/playlists/linkToDevice/${playlist}/${device}`);

    const screen = await browser.newPage({ viewport: { width: 960, height: 540 }, serviceWorkers: 'block' });
    await screen.goto(`/player/${device}`);
    await screen.getByTestId('player-item').waitFor({ timeout: 60_000 });

    // The dashboard: target the location, write, preview, announce.
    await staff.goto('/Dashboard/Ankuendigungen');
    await staff.getByRole('button', { name: 'Standort' }).click();
    await staff.getByLabel('Netzwerk').click();
    await staff.getByRole('option', { name: network.name }).click();
    await staff.getByLabel('Standort').click();
    await staff.getByRole('option', { name: location.name }).click();
    await staff.getByLabel('Text').fill(TEXT);
    await expect.poll(() => staff.getByTestId('announcement-preview').innerText()).toContain(TEXT);
    // Over the screen's push channel it is on the screen within a second of the save, without a reload.
    const saved = staff.waitForResponse(
      (r) => r.url().endsWith('/v1/announcements') && r.request().method() === 'POST',
    );
    await staff.getByRole('button', { name: 'Ankündigen' }).click();
    expect((await saved).status()).toBe(200);
    const savedAt = Date.now();
    await screen.getByTestId('announcement').getByText(TEXT).waitFor({ timeout: 5_000 });
    expect(Date.now() - savedAt).toBeLessThan(1_000);
    await staff.getByText('Die Ankündigung ist angelegt').waitFor();
    const row = staff.getByTestId('announcement-list').getByRole('row', { name: new RegExp(location.name) });
    await row.getByText('Läuft').waitFor();
    await staff.screenshot({ path: shotPath('announcements-dashboard.png'), fullPage: true });

    await screen.screenshot({ path: shotPath('announcements-screen.png') });

    // "Jetzt beenden" asks first and says what happens; cancelling leaves it running on the screen.
    let endCalls = 0;
    staff.on('request', (r) => {
      if (r.url().endsWith('/end') && r.method() === 'POST') endCalls++;
    });
    const dialog = staff.getByTestId('confirm-delete-dialog');
    await row.getByRole('button', { name: 'Jetzt beenden' }).click();
    await dialog.getByText('Ankündigung jetzt beenden').waitFor();
    await staff.screenshot({ path: shotPath('announcements-end-dialog.png') });
    expect(await dialog.innerText()).toContain(`Die Ankündigung „${TEXT}“ wird sofort beendet`);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(endCalls).toBe(0);
    await row.getByText('Läuft').waitFor();
    expect(await screen.getByTestId('announcement').getByText(TEXT).count()).toBe(1);

    const ended = staff.waitForResponse((r) => r.url().endsWith('/end') && r.request().method() === 'POST');
    await row.getByRole('button', { name: 'Jetzt beenden' }).click();
    await dialog.getByRole('button', { name: 'Beenden' }).click();
    expect((await ended).status()).toBe(200);
    expect(endCalls).toBe(1);
    const endedAt = Date.now();
    await screen.getByTestId('player-item').waitFor({ timeout: 5_000 });
    expect(Date.now() - endedAt).toBeLessThan(1_000);
    await row.getByText('Beendet').waitFor();
    expect(await screen.getByTestId('announcement').count()).toBe(0);

    // A short one ends on the screen by itself, with the server out of reach.
    await apiCall(staff, 'POST', '/v1/announcements', {
      network: network.guid,
      scope: 'devices',
      devices: [device],
      text: 'Gleich wieder da',
      colour: '#ef6c00',
      endsAt: Date.now() + 15_000,
    });
    await screen.reload();
    await screen.getByTestId('announcement').getByText('Gleich wieder da').waitFor({ timeout: 10_000 });
    await screen.route('**/api/playlist**', (route) => route.abort());
    await screen.getByTestId('player-item').waitFor({ timeout: 30_000 });
    expect(await screen.getByTestId('announcement').count()).toBe(0);
  });
});
