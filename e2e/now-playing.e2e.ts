import { describe, expect, it } from 'vitest';
import { waitFor } from '../apps/server/src/test/wait.js';
import { apiCall } from './lib/api.js';
import { useBrowser } from './lib/browser.js';
import { type ListedDevice, listAllDevices } from './lib/demo-data.js';
import { loginAs } from './lib/session.js';
import { shotPath } from './lib/shots.js';

const b = useBrowser();

interface DeviceAnswer {
  nowPlaying?: { name: string; live: boolean } | null;
}

describe("'läuft gerade' and a screen's picture on request", () => {
  it('shows what a web screen plays in the support list and the device page; a requested picture arrives', async () => {
    const page = await b.newPage();
    await loginAs(page, 'admin');
    const items = await listAllDevices(page);
    // a screen whose loop is pictures only, so the picture on request is a JPEG whatever is on screen
    let screen: ListedDevice | undefined;
    for (const candidate of items.filter((d) => d.networkGuid && d.deviceState === 'ACTIVE' && !d.isArchived)) {
      const answer = await page.request.get(`/api/playlist?key=${candidate.guid}`);
      const shown = answer.ok() ? ((await answer.json()) as { items: Array<{ type: string }> }).items : [];
      if (shown.length > 0 && shown.every((i) => i.type === 'IMAGE')) {
        screen = candidate;
        break;
      }
    }
    if (!screen) throw new Error('demo data without a screen playing only pictures');
    const guid = screen.guid;

    const player = await b.newPage();
    await player.setViewportSize({ width: 960, height: 540 });
    await player.goto(`/player/${guid}`);
    await player.locator('[data-testid="player-item"][data-type="IMAGE"]').waitFor({ timeout: 60_000 });

    // the screen's notice arrives at once; 'live' once its heartbeat is written (every 5 s)
    await waitFor(
      async () =>
        (await apiCall<DeviceAnswer>(page, 'GET', `/v1/devices/${guid}`)).nowPlaying?.live === true ? true : undefined,
      "'läuft gerade' of the web screen",
      30_000,
      250,
    );

    await page.setViewportSize({ width: 1500, height: 900 });
    await page.goto('/Dashboard/Support');
    await page.getByLabel('Auch online anzeigen').check();
    const row = page.getByTestId('support-table').getByRole('row').filter({ hasText: screen.name });
    await row.getByText(/^läuft gerade: .+ seit \d\d:\d\d$/).waitFor();
    await page.screenshot({ path: shotPath('support-list-now-playing.png'), fullPage: true });

    await page.goto(`/Geraete/${guid}`);
    const panel = page.getByTestId('now-playing-panel');
    await panel.getByText(/^läuft gerade: .+ seit \d\d:\d\d$/).waitFor();
    const asked = Date.now();
    await panel.getByRole('button', { name: 'Aktuelles Bild anfordern' }).click();
    await panel.getByTestId('snapshot-pending').waitFor();
    const picture = panel.getByTestId('snapshot-picture');
    await picture.waitFor({ timeout: 30_000 });
    const arrivedMs = Date.now() - asked;
    console.log(`picture on request: shown on the device page ${arrivedMs} ms after the click`);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    expect(await picture.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    const bytes = ((await picture.getAttribute('src')) as string).length * 0.75;
    expect(bytes).toBeLessThan(110 * 1024);
    expect(await panel.getByTestId('snapshot-time').innerText()).toMatch(/^Bild vom \d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    expect(await panel.getByTestId('snapshot-pending').count()).toBe(0);
    // The request reaches the screen over its push channel (a poll at once), the picture is posted, and the device
    // page, checking every 2 s, shows it: within a few seconds, not the 30-s poll.
    expect(arrivedMs).toBeLessThan(8_000);
    await panel.screenshot({ path: shotPath('device-page-now-playing-panel.png') });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shotPath('device-page-now-playing.png'), fullPage: true });
    await player.context().close();
    await page.context().close();
  });
});
