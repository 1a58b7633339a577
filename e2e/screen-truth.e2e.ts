import { calendarDateAt, weekdayKey, weekdayOf } from '@signage/shared';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { type OwnServer, startOwnServer } from './lib/own-server.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

/**
 * 'Läuft gerade' and the yellow indicator in the browser. The e2e server runs on the system clock, so the off-time and
 * the on-time are made by a screen's own on-time (devices.power), as in support-rest.e2e.ts.
 */
const b = useBrowser();
const TEXT = 'Wegen Inventur heute ab 14 Uhr geschlossen – ab morgen wieder für Sie da';
/** The announcement's background, #1565c0. */
const BLUE = [0x15, 0x65, 0xc0];

interface Listed {
  guid: string;
  name: string;
  networkGuid: string | null;
  deviceState: string;
  isArchived: number;
  lastHeartbeat: number | null;
}

const cleanups: Array<() => Promise<unknown>> = [];
/** Staff pages stay open until the clean-ups (made through them) have run: other specs see the demo data as before. */
const staffPages: Page[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  for (const page of staffPages) await page.context().close();
});

/** The weekday key `days` days from now in Berlin (the demo locations' zone). */
const dayIn = (days: number) => weekdayKey(weekdayOf(calendarDateAt(Date.now() + days * 86_400_000, 'Europe/Berlin')));

async function supportRow(page: Page, name: string) {
  await page.goto('/Dashboard/Support');
  const online = page.getByLabel('Auch online anzeigen');
  await online.waitFor();
  if (!(await online.isChecked())) await online.check();
  const row = page.getByTestId('support-table-row').filter({ hasText: name });
  await row.waitFor();
  return row;
}

/** The colour of the picture's pixel at (x, y), read through a canvas in the page. */
const pixelOf = (picture: ReturnType<Page['getByTestId']>, x: number, y: number) =>
  picture.evaluate(
    (img: HTMLImageElement, at: { x: number; y: number }) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.drawImage(img, 0, 0);
      return [...g.getImageData(at.x, at.y, 1, 1).data.slice(0, 3)];
    },
    { x, y },
  );

describe("'Läuft gerade' tells the truth", () => {
  it('names the announcement a web screen shows, its picture shows it; the off-time says aus (Ruhezeit)', async () => {
    const page = await b.newPage({ viewport: { width: 1500, height: 900 } });
    await loginAs(page, 'admin');
    const { items } = await apiCall<{ items: Listed[] }>(page, 'POST', '/v1/devices/list', { showAll: 1 });
    const screen = items.find((d) => d.name === 'Düsseldorf Fenster');
    if (!screen?.networkGuid) throw new Error('Düsseldorf Fenster fehlt in den Demodaten');
    // On whatever the hour (its location's hours aside); restored afterwards.
    await apiCall(page, 'POST', `/v1/devices/${screen.guid}`, { power: { kind: 'always' } });
    cleanups.push(() => apiCall(page, 'POST', `/v1/devices/${screen.guid}`, { power: null }));
    const player = await b.newPage({ viewport: { width: 960, height: 540 } });
    await player.goto(`/player/${screen.guid}`);
    await player.locator('[data-testid="web-player"][data-power="on"]').waitFor({ timeout: 60_000 });

    const made = await apiCall<{ guid: string }>(page, 'POST', '/v1/announcements', {
      network: screen.networkGuid,
      scope: 'devices',
      devices: [screen.guid],
      colour: '#1565c0',
      text: TEXT,
      endsAt: Date.now() + 30 * 60_000,
    });
    cleanups.push(() => apiCall(page, 'POST', `/v1/announcements/${made.guid}/end`));
    await player.getByTestId('announcement').waitFor({ timeout: 30_000 });

    // The support list names it, shortened; the device page whole.
    const row = await supportRow(page, screen.name);
    const listed = row.getByTestId('now-playing');
    await listed.getByText(/^Ankündigung: Wegen Inventur heute ab 14 Uhr geschlos… \(seit \d\d:\d\d\)$/).waitFor();
    await page.screenshot({ path: shotPath('truth-support-announcement.png'), fullPage: true });
    await page.goto(`/Geraete/${screen.guid}`);
    const panel = page.getByTestId('now-playing-panel');
    await panel.getByText(`Ankündigung: ${TEXT}`, { exact: false }).waitFor();

    // The requested picture is the announcement: its blue background in the corner.
    await panel.getByRole('button', { name: 'Aktuelles Bild anfordern' }).click();
    await panel.getByTestId('snapshot-pending').waitFor();
    await panel.getByTestId('snapshot-pending').waitFor({ state: 'detached', timeout: 30_000 });
    const picture = panel.getByTestId('snapshot-picture');
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    const [r, g, bl] = await pixelOf(picture, 4, 4);
    for (const [got, want] of [
      [r, BLUE[0]],
      [g, BLUE[1]],
      [bl, BLUE[2]],
    ] as Array<[number, number]>)
      expect(Math.abs(got - want)).toBeLessThan(16);
    // The text is painted too: the middle of the picture is not all background.
    const width = await picture.evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(width).toBeGreaterThan(300);
    await panel.screenshot({ path: shotPath('truth-device-announcement.png') });

    // Its off-time (on only on a day three days ahead): dark at once, and 'aus (Ruhezeit)' at once.
    const day = dayIn(3);
    await apiCall(page, 'POST', `/v1/devices/${screen.guid}`, {
      power: { kind: 'own', weekly: { [day]: [{ from: '00:00', till: '01:00' }] } },
    });
    await player.locator('[data-testid="web-player"][data-power="off"]').waitFor({ timeout: 30_000 });
    await page.goto(`/Geraete/${screen.guid}`);
    await panel.getByText(/^aus \(Ruhezeit\)/).waitFor();
    const rowOff = await supportRow(page, screen.name);
    await rowOff
      .getByTestId('now-playing')
      .getByText(/^aus \(Ruhezeit\)/)
      .waitFor();
    await page.screenshot({ path: shotPath('truth-support-off.png'), fullPage: true });
    await player.context().close();
    staffPages.push(page);
  });
});

describe('the yellow indicator', () => {
  // The demo's screens have never been seen: a screen of this spec's own server reports once and then falls silent;
  // SILENT_AFTER_MINUTES of 0.02 (1.2 s) makes it silent without waiting a quarter of an hour.
  let own: OwnServer | undefined;
  afterAll(async () => {
    await own?.stop();
  });

  it("shows a screen silent in its on-time yellow 'keine Meldung seit …' in the support list", async () => {
    own = await startOwnServer('pglite', { SILENT_AFTER_MINUTES: '0.02' });
    const page = await b.newPage({ viewport: { width: 1500, height: 900 }, baseURL: own.baseURL });
    await loginAs(page, 'admin');
    const { items } = await apiCall<{ items: Listed[] }>(page, 'POST', '/v1/devices/list', { showAll: 1 });
    const screen = items.find((d) => d.name === 'München Theke');
    if (!screen) throw new Error('München Theke fehlt in den Demodaten');
    expect(screen.lastHeartbeat).toBeNull();
    // On today only, and it reported once: silent, not offline (its on-time since is under 24 h).
    await apiCall(page, 'POST', `/v1/devices/${screen.guid}`, {
      power: { kind: 'own', weekly: { [dayIn(0)]: [{ from: '00:00', till: '23:59' }] } },
    });
    const polled = await page.request.get(`/api/playlist?key=${screen.guid}&version=4.2.0`);
    expect(polled.status()).toBe(200);
    // The list is read again until the screen's silence shows (the page does not refresh by itself).
    await expect
      .poll(
        async () => (await supportRow(page, screen.name)).getByTestId('device-indicator').getAttribute('data-health'),
        {
          timeout: 30_000,
        },
      )
      .toBe('silent');
    const row = await supportRow(page, screen.name);
    const indicator = row.getByTestId('device-indicator');
    expect(await indicator.getAttribute('data-indicator')).toBe('1');
    expect(await indicator.textContent()).toMatch(/^keine Meldung seit (\d\d\.\d\d\.\d{4} )?\d\d:\d\d$/);
    await row.screenshot({ path: shotPath('truth-support-silent.png') });
    // Not offline: the default list (offline only) leaves it out.
    await page.getByLabel('Auch online anzeigen').uncheck();
    await expect.poll(() => page.getByTestId('support-table-row').filter({ hasText: screen.name }).count()).toBe(0);
    await page.context().close();
  }, 180_000);
});
