// A screen started during its off-time prefetches what its next on-time plays (`upcoming`) into its media cache, so it
// wakes with the server down and plays from the cache; a medium it cannot load is skipped (never a broken-image icon).
// The page's clock is controlled; the polls are answered by the field contract on top of the real server's answer, as
// in player-schedule.e2e.ts.
import { DEFAULT_SCREEN_POWER } from '@signage/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../apps/server/src/test/wait.js';
import { BERLIN, berlin, weekdays } from './lib/berlin-week.js';
import { useBrowser } from './lib/browser.js';
import {
  addPictures,
  cachedMedia,
  glassChanges,
  linkToScreen,
  newPlaylist,
  newScreen,
  recordGlass,
  saveItem,
  signInStaff,
  staffCall,
} from './lib/player-fixture.js';
import { answerFromContract, cutWhenAway, type Network, type Scenario } from './lib/schedule-contract.js';

const browser = useBrowser();
const power = (page: Page) => page.getByTestId('web-player').getAttribute('data-power');

/** The picture on the glass has loaded and shows (a broken one has no natural size). */
const pictureShows = (page: Page) =>
  page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('img[data-testid="player-item"]');
    return !!img && img.complete && img.naturalWidth > 0 && img.src.startsWith('blob:');
  });

describe('waking up', { timeout: 300_000 }, () => {
  it('fills its cache during the off-time, wakes without the server and skips a medium it cannot load', async () => {
    const staff = await signInStaff(browser.baseURL);
    const device = await newScreen(staff.base);
    const playlist = await newPlaylist(staff, `E2E Aufwachen ${Date.now()}`);
    const [red, green, blue] = await addPictures(staff, playlist, ['#c1121f', '#2a9d8f', '#1d4ed8']);
    for (const guid of [red, green, blue]) await saveItem(staff, playlist, guid, { duration: 2 });
    await linkToScreen(staff, playlist, device);
    const { items } = await staffCall<{ items: Array<{ guid: string; localAbsoluteFileName: string | null }> }>(
      staff,
      `/v1/playlists/${playlist}`,
    );
    const fileOf = (guid: string) =>
      new URL(items.find((i) => i.guid === guid)?.localAbsoluteFileName as string, staff.base);
    const [redFile, greenFile, blueFile] = [fileOf(red), fileOf(green), fileOf(blue)];

    // Open Mo–Fr 8–18: the screen is on 7:30–18:30 (the default); started at 2:00 it is dark.
    const scenario: Scenario = {
      timeZone: BERLIN,
      origin: berlin(0, 0),
      hours: { weekly: weekdays('08:00', '18:00'), exceptions: [] },
      power: DEFAULT_SCREEN_POWER,
      schedules: {},
    };
    const network: Network = { away: false, polls: 0 };
    const page = await browser.newPage({ viewport: { width: 640, height: 360 }, serviceWorkers: 'block' });
    await page.clock.install({ time: berlin(0, 2) });
    await answerFromContract(page, scenario);
    await cutWhenAway(page, network);
    // The blue picture's file cannot be loaded, ever (gone, refused).
    await page.route(
      (url) => url.pathname === blueFile.pathname,
      (route) => route.abort('connectionrefused'),
    );

    await page.goto(`/player/${device}`);
    await waitUntil(async () => (await power(page)) === 'off', 'dark at 2:00');
    const cached = async () => new Set((await cachedMedia(page)).map((u) => new URL(u).pathname));
    await waitUntil(async () => {
      const files = await cached();
      return files.has(redFile.pathname) && files.has(greenFile.pathname);
    }, "the morning's pictures cached during the night");
    expect(await power(page)).toBe('off');
    expect(await page.locator('img, video, iframe').count()).toBe(0);
    expect((await cached()).has(blueFile.pathname)).toBe(false);

    // The server goes away; at 7:30 the screen wakes by itself and plays from its cache, without blue.
    network.away = true;
    await page.clock.fastForward(berlin(0, 7, 30, 1) - (await page.evaluate(() => Date.now())));
    await waitUntil(async () => (await power(page)) === 'on', 'awake at 7:30');
    await recordGlass(page);
    await waitUntil(async () => (await glassChanges(page)).length >= 4, 'three changes of picture');
    const shown = (await glassChanges(page)).map((c) => c.guid);
    expect(shown).not.toContain(blue);
    expect(shown).not.toContain(null);
    expect(new Set(shown)).toEqual(new Set([red, green]));
    expect(await pictureShows(page)).toBe(true);
    await page.context().close();
  });
});
