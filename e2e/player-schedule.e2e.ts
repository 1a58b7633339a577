// A web screen plays the loop of its schedule, switches at a boundary while the server is away, goes dark outside its
// on-time (still polling) and wakes by itself at the next on-window; the browser's clock is controlled (page.clock).
// Until the server side of the schedules is merged the polls are answered by the field contract
// (lib/schedule-contract.ts) on top of the real server's answer: the marked line. Without it the real server answers;
// the scenario must then be on the server (the location's hours, the items' schedules) and the server's clock at the
// page's moments (Monday 7:58 … Tuesday 7:30 in Berlin).
import { randomUUID } from 'node:crypto';
import { DEFAULT_SCREEN_POWER } from '@signage/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../apps/server/src/test/wait.js';
import { BERLIN, berlin, weekdays } from './lib/berlin-week.js';
import { useBrowser } from './lib/browser.js';
import { ADMIN_PASSWORD } from './lib/constants.js';
import { answerFromContract, cutWhenAway, type Network, type Scenario } from './lib/schedule-contract.js';
import { shotPath } from './lib/shots.js';

const browser = useBrowser();

async function api<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${browser.baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A screen (registered by its first poll) with a loop of three pictures, red, green and blue, 3 s each. */
async function screenWithLoop(): Promise<{ device: string; red: string; green: string; blue: string }> {
  const login = await fetch(`${browser.baseURL}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const token = ((await login.json()) as { authToken: string }).authToken;
  const device = randomUUID();
  expect((await fetch(`${browser.baseURL}/api/playlist?key=${device}&version=e2e-schedule`)).status).toBe(200);
  const playlist = (
    await api<{ guid: string }>(token, 'POST', '/v1/playlists', { name: 'E2E Zeitplan', orientation: 'horizontal' })
  ).guid;
  for (const colour of ['#c1121f', '#2a9d8f', '#1d4ed8']) {
    const picture = await sharp({ create: { width: 640, height: 360, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(picture)], { type: 'image/png' }), `zeitplan-${colour.slice(1)}.png`);
    const response = await fetch(`${browser.baseURL}/v1/playlists/upload/${playlist}?active=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status, await response.text()).toBe(200);
  }
  const { items } = await api<{ items: Array<{ guid: string; orderNr: number }> }>(
    token,
    'GET',
    `/v1/playlists/${playlist}`,
  );
  for (const item of items)
    await api(token, 'POST', `/v1/playlists/${playlist}/item`, { guid: item.guid, duration: 3 });
  await api(token, 'GET', `/v1/playlists/linkToDevice/${playlist}/${device}`);
  const [red, green, blue] = [...items].sort((a, b) => a.orderNr - b.orderNr).map((i) => i.guid);
  return { device, red, green, blue } as { device: string; red: string; green: string; blue: string };
}

/** Moves the page's clock to the instant, firing the timers due on the way once (as after a long frame). */
async function clockTo(page: Page, instant: number): Promise<void> {
  await page.clock.fastForward(instant - (await page.evaluate(() => Date.now())));
}

const shown = (page: Page, guid: string) => page.locator(`[data-testid="player-item"][data-item-guid="${guid}"]`);
const power = (page: Page) => page.getByTestId('web-player').getAttribute('data-power');

/** Records every item the page shows from now on (window.shownItems). */
const recordShown = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { shownItems: seen });
    new MutationObserver(() => {
      const guid = document.querySelector('[data-testid="player-item"]')?.getAttribute('data-item-guid');
      if (guid && seen.at(-1) !== guid) seen.push(guid);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
const shownSince = (page: Page) => page.evaluate(() => (window as unknown as { shownItems: string[] }).shownItems);

/** The brightest channel value of a screenshot (0: all black). */
async function brightest(png: Buffer): Promise<number> {
  const { channels } = await sharp(png).stats();
  return Math.max(...channels.slice(0, 3).map((c) => c.max));
}

describe('the web player follows its schedule and on-time', { timeout: 300_000 }, () => {
  it('switches at a boundary while the server is away, goes dark outside its on-time and wakes by itself', async () => {
    const { device, red, green, blue } = await screenWithLoop();
    // Open Mo–Fr 8–18 (screen on 7:30–18:30 by default); green only while open, blue 6–8 (breakfast), red always.
    const scenario: Scenario = {
      timeZone: BERLIN,
      origin: berlin(0, 0),
      hours: { weekly: weekdays('08:00', '18:00'), exceptions: [] },
      power: DEFAULT_SCREEN_POWER,
      schedules: {
        [green]: { kind: 'open' },
        [blue]: { kind: 'times', days: ['mo', 'di', 'mi', 'do', 'fr'], spans: [{ from: '06:00', till: '08:00' }] },
      },
    };
    const network: Network = { away: false, polls: 0 };
    const page = await browser.newPage({ viewport: { width: 960, height: 540 }, serviceWorkers: 'block' });
    await page.clock.install({ time: berlin(0, 7, 58) });
    await answerFromContract(page, scenario); // ← the contract stub (see the top)
    await cutWhenAway(page, network);

    // 7:58: the breakfast loop, red and blue.
    await page.goto(`/player/${device}`);
    await shown(page, blue).waitFor();
    await shown(page, red).waitFor();
    expect(await power(page)).toBe('on');
    await page.screenshot({ path: shotPath('webplayer-0758-loop.png') });

    // The server goes away; at 8:00 the screen switches to red and green by itself, from its cached files.
    network.away = true;
    await clockTo(page, berlin(0, 7, 59, 30));
    await page.getByTestId('player-offline').waitFor();
    await recordShown(page);
    await clockTo(page, berlin(0, 8, 0, 1));
    await shown(page, green).waitFor();
    await waitUntil(async () => (await shownSince(page)).length >= 4, 'two rounds of the 8:00 loop');
    expect(new Set((await shownSince(page)).slice(1))).toEqual(new Set([red, green]));
    expect(await shown(page, green).evaluate((img) => (img as HTMLImageElement).src)).toMatch(/^blob:/);
    await page.screenshot({ path: shotPath('webplayer-0800-switched-offline.png') });

    // 18:30: dark by itself (still without the server): nothing shown, nothing playing, all black.
    await clockTo(page, berlin(0, 18, 30, 1));
    await waitUntil(async () => (await power(page)) === 'off', 'dark at 18:30');
    expect(await page.getByTestId('player-item').count()).toBe(0);
    expect(await page.locator('img, video, iframe').count()).toBe(0);
    const dark = await page.screenshot({ path: shotPath('webplayer-1830-dark.png') });
    expect(await brightest(dark)).toBe(0);

    // The server is back during the night: the dark screen keeps polling every 30 s (its heartbeat).
    network.away = false;
    const before = network.polls;
    await clockTo(page, berlin(0, 18, 31, 1));
    await waitUntil(() => network.polls > before, 'a poll while dark');
    await clockTo(page, berlin(0, 18, 31, 32));
    await waitUntil(() => network.polls > before + 1, 'the next poll 30 s later');
    expect(await power(page)).toBe('off');

    // Without the server again, it wakes at 7:30 next morning from the night's answer and plays red and blue.
    network.away = true;
    await clockTo(page, berlin(1, 7, 29, 50));
    expect(await power(page)).toBe('off');
    await clockTo(page, berlin(1, 7, 30, 1));
    await waitUntil(async () => (await power(page)) === 'on', 'awake at 7:30');
    await shown(page, red).waitFor();
    await shown(page, blue).waitFor();
    const awake = await page.screenshot({ path: shotPath('webplayer-0730-awake.png') });
    expect(await brightest(awake)).toBeGreaterThan(100);
    await page.context().close();
  });
});
