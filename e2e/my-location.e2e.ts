import { afterAll, describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { type OwnServer, startOwnServer } from './lib/own-server.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

/**
 * 'Mein Standort' of the location user. A screen that has been seen and then fell silent plays nothing: its card says
 * since when it is offline, not 'Jetzt: Kreta' (the loop's current item).
 */
const b = useBrowser();
const SEEN = 'Berlin Schaufenster links';
const NEVER_SEEN = 'Berlin Schaufenster rechts';

interface Listed {
  guid: string;
  name: string;
  indicator: number;
  lastHeartbeat: number | null;
}

describe("'Mein Standort' of an offline screen", () => {
  // The demo's screens have never been seen: a screen of this spec's own server reports once and then falls
  // silent; OFFLINE_AFTER_HOURS of 0.001 (3.6 s) makes it offline without waiting a day.
  let own: OwnServer | undefined;
  afterAll(async () => {
    await own?.stop();
  });

  it("says since when a seen, then silent screen is offline, without 'Jetzt: …'", async () => {
    own = await startOwnServer('pglite', { OFFLINE_AFTER_HOURS: '0.001' });
    const admin = await b.newPage({ baseURL: own.baseURL });
    await loginAs(admin, 'admin');
    const listed = async () =>
      (await apiCall<{ items: Listed[] }>(admin, 'POST', '/v1/devices/list', { showAll: 1 })).items;
    const screen = (await listed()).find((d) => d.name === SEEN);
    if (!screen) throw new Error(`${SEEN} fehlt in den Demodaten`);
    expect(screen.lastHeartbeat).toBeNull();
    // always on: its offline time is the wall clock's (not only the opening hours')
    await apiCall(admin, 'POST', `/v1/devices/${screen.guid}`, { power: { kind: 'always' } });
    const polled = await admin.request.get(`/api/playlist?key=${screen.guid}&version=4.2.0`);
    expect(polled.status()).toBe(200);
    // seen, then silent: offline once the heartbeat is older than the threshold
    await expect
      .poll(async () => (await listed()).find((d) => d.guid === screen.guid), { timeout: 30_000 })
      .toMatchObject({ indicator: 2, lastHeartbeat: expect.any(Number) });
    await admin.context().close();

    const page = await b.newPage({ baseURL: own.baseURL });
    await loginAs(page, 'standort');
    await page.goto('/Dashboard/MainLocation');
    const card = page.getByRole('article', { name: SEEN });
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toMatch(/Offline seit \d\d\.\d\d\.\d{4} \d\d:\d\d – zeigt nichts an/);
    expect(text).not.toContain('Jetzt:');
    // a screen never seen says so
    const never = (await page.getByRole('article', { name: NEVER_SEEN }).textContent()) ?? '';
    expect(never).toContain('Noch nie verbunden – zeigt nichts an');
    expect(never).not.toContain('Jetzt:');
    await page.screenshot({ path: shotPath('my-location-offline.png'), fullPage: true });
    await page.context().close();
  }, 240_000);
});
