import { calendarDateAt, WEEKDAY_LABELS, weekdayKey, weekdayOf } from '@signage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { type OwnServer, startOwnServer } from './lib/own-server.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

/**
 * Alerts know the shop is closed, in the browser: a screen's on-time is set on the device page, and the support list
 * shows the silent screen as 'aus (Ruhezeit)' (grey), not offline. The e2e server runs on the system clock (the server
 * tests move a test clock to the night), so the night is made by the on-time: the demo screen 'München Theke' is on
 * only from 0 to 1 o'clock on the weekday three days ahead. The demo's screens have never been seen, so the screen
 * polls once and falls silent: on this spec's own server, where SILENT_AFTER_MINUTES of 0.02 (1.2 s) makes it silent
 * without waiting a quarter of an hour.
 */
const b = useBrowser();
const NAME = 'München Theke';

interface Listed {
  guid: string;
  name: string;
  indicator: number;
  health: string;
  nextOnAt: number | null;
}

let own: OwnServer | undefined;
// Its own server starts before the test (a fresh database, migrated and seeded: long on a loaded machine).
beforeAll(async () => {
  own = await startOwnServer('pglite', { SILENT_AFTER_MINUTES: '0.02' });
});
afterAll(async () => {
  await own?.stop();
});

describe('support list at rest', () => {
  it("sets a screen's on-time on the device page; the support list shows it grey as 'aus (Ruhezeit)'", async () => {
    if (!own) throw new Error('own server not started');
    const page = await b.newPage({ baseURL: own.baseURL });
    await page.setViewportSize({ width: 1400, height: 1000 });
    await loginAs(page, 'admin');
    const found = await apiCall<{ items: Listed[] }>(
      page,
      'GET',
      `/v1/devices/support?showOnline=1&keyWord=${encodeURIComponent(NAME)}`,
    );
    const screen = found.items.find((d) => d.name === NAME);
    if (!screen) throw new Error(`${NAME} fehlt in den Demodaten`);
    expect(screen).toMatchObject({ indicator: 2, health: 'offline' }); // never seen

    const day = weekdayKey(weekdayOf(calendarDateAt(Date.now() + 3 * 86_400_000, 'Europe/Berlin')));
    await page.goto(`/Geraete/${screen.guid}`);
    await page.getByRole('tab', { name: 'Allgemeine Daten' }).click(); // the admin lands on 'Wartungsmanager'
    const power = page.getByTestId('power-field');
    await power.waitFor();
    // The demo network has no opening hours: the default says it is always on.
    await power.getByTestId('power-no-hours').waitFor();
    expect(await power.getByTestId('power-no-hours').textContent()).toBe('Keine Öffnungszeiten hinterlegt: immer an');
    await power.scrollIntoViewIfNeeded();
    await power.screenshot({ path: shotPath('alerts-device-power-default.png') });
    await power.getByLabel('eigene Zeiten').check();
    await power.getByLabel(WEEKDAY_LABELS[day], { exact: true }).fill('00:00-01:00');
    // A bad span is refused on its field, nothing is sent.
    await power.getByLabel('Mo', { exact: true }).fill(day === 'mo' ? '00:00-01:00' : 'früh');
    if (day !== 'mo') {
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect.poll(() => power.getByText('Zeitspannen wie 08:00–20:00 angeben').count()).toBeGreaterThan(0);
      await power.getByLabel('Mo', { exact: true }).fill('');
    }
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/v1/devices/${screen.guid}`) && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Speichern' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId('form-saved').waitFor();
    await power.scrollIntoViewIfNeeded();
    await power.screenshot({ path: shotPath('alerts-device-power.png') });

    // The screen reports once; it is off now, so its silence is rest, not offline.
    expect((await page.request.get(`/api/playlist?key=${screen.guid}&version=4.2.0`)).status()).toBe(200);
    // The support list fetches on opening and on 'Aktualisieren', not on a timer: it is opened once the server says
    // the screen has fallen silent (1.2 s here), or a fast machine shows the fresh poll as online and stays there.
    await expect
      .poll(
        async () => {
          const now = await apiCall<{ items: Listed[] }>(
            page,
            'GET',
            `/v1/devices/support?showOnline=1&keyWord=${encodeURIComponent(NAME)}`,
          );
          return now.items.find((d) => d.guid === screen.guid)?.health;
        },
        { timeout: 30_000, interval: 300 },
      )
      .toBe('resting');

    await page.goto('/Dashboard/Support');
    const online = page.getByLabel('Auch online anzeigen');
    await online.waitFor();
    if (!(await online.isChecked())) await online.check();
    await page.getByLabel('Suche').fill('München');
    const row = page.getByTestId('support-table-row').filter({ hasText: NAME });
    await row.waitFor();
    const indicator = row.getByTestId('device-indicator');
    await expect.poll(() => indicator.getAttribute('data-health')).toBe('resting');
    expect(await indicator.textContent()).toContain('aus (Ruhezeit)');
    const tooltip = page.getByRole('tooltip');
    // The support list refreshes itself: a row drawn anew under the pointer gets no new hover, so the pointer
    // leaves and comes back until the tooltip shows.
    await expect
      .poll(
        async () => {
          await page.mouse.move(0, 0);
          await indicator.getByText('aus (Ruhezeit)').hover();
          return tooltip.isVisible();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    expect(await tooltip.textContent()).toBe(`wieder an: ${WEEKDAY_LABELS[day]} 0:00`);
    await page.screenshot({ path: shotPath('alerts-support-rest.png') });

    // The offline filter agrees: without 'Auch online anzeigen' the resting screen is not listed.
    await online.uncheck();
    await expect.poll(() => page.getByTestId('support-table-row').filter({ hasText: NAME }).count()).toBe(0);
    await page.context().close();
  }, 180_000);
});
