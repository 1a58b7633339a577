// A browser screen survives a reload without the server. The test runs a server of its own (the built one, serving the
// built SPA with the player's service worker), plays a loop of a picture and a video, stops that server, reloads the
// page, and starts the server again on the same port and data directory.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, repoRoot, run, serverEnv } from '../apps/server/src/test/processes.js';
import { waitFor } from '../apps/server/src/test/wait.js';
import { serverEntry } from '../scripts/server-build.mjs';
import { freePort, waitForHealth } from '../scripts/server-process.mjs';
import { launchBrowser } from './lib/browser.js';
import { ADMIN_PASSWORD } from './lib/constants.js';
import { shotPath } from './lib/shots.js';
import { makeTestMedia, type TestMedia } from './lib/test-media.js';

const HEALTH_MS = 300_000;
const MEDIA_CACHE = 'web-player-media-v1';

interface AnswerItem {
  guid: string;
  type: string;
  localAbsoluteFileName: string | null;
}

const state = { dataDir: '', port: 0, url: '', token: '', device: randomUUID(), playlist: '' };
let server: Running | null = null;
let browser: Browser;
let media: TestMedia;

async function startServer(): Promise<void> {
  server = run(process.execPath, [serverEntry], {
    env: serverEnv({
      PORT: String(state.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: state.url,
      DATA_DIR: state.dataDir,
      WEB_DIST: join(repoRoot, 'apps/web/dist'),
      ADMIN_PASSWORD,
    }),
  });
  const running = server;
  await waitForHealth(state.url, running.child, HEALTH_MS).catch((err: Error) => {
    throw new Error(`${err.message}\n${running.output()}`);
  });
}

async function stopServer(): Promise<void> {
  if (!server) return;
  server.child.kill('SIGTERM');
  await server.exit;
  server = null;
}

async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${state.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${state.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function upload(name: string, type: string, content: Buffer): Promise<void> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(content)], { type }), name);
  const response = await fetch(`${state.url}/v1/playlists/upload/${state.playlist}?active=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${state.token}` },
    body: form,
  });
  expect(response.status, await response.text()).toBe(200);
}

/** The device's current answer, as a screen polls it. */
async function answer(): Promise<AnswerItem[]> {
  const response = await fetch(`${state.url}/api/playlist?key=${state.device}&version=e2e-offline`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: AnswerItem[] }).items;
}

/** Polls until the answer satisfies `check` (the video is converted in the background). */
async function answerUntil(check: (items: AnswerItem[]) => boolean, what: string): Promise<AnswerItem[]> {
  let last: AnswerItem[] = [];
  try {
    return await waitFor(
      async () => {
        last = await answer();
        return check(last) ? last : undefined;
      },
      what,
      120_000,
      1000,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}: ${JSON.stringify(last)}`);
  }
}

const poster = (colour: string) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: colour } })
    .png()
    .toBuffer();
const shown = (page: Page, guid: string) => page.locator(`[data-testid="player-item"][data-item-guid="${guid}"]`);
const cachedMedia = (page: Page) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url).sort(), MEDIA_CACHE);

beforeAll(async () => {
  state.dataDir = mkdtempSync(join(tmpdir(), 'signage-offline-'));
  state.port = await freePort();
  state.url = `http://127.0.0.1:${state.port}`;
  media = await makeTestMedia('offline');
  await startServer();
  const login = await fetch(`${state.url}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  state.token = ((await login.json()) as { authToken: string }).authToken;
  // The screen registers itself with its first poll; then it gets a loop of a picture and a video.
  await answer();
  state.playlist = (
    await api<{ guid: string }>('POST', '/v1/playlists', { name: 'E2E offline', orientation: 'horizontal' })
  ).guid;
  await upload('offline-bild.png', 'image/png', await poster('#c1121f'));
  await upload('offline-video.mp4', 'video/mp4', readFileSync(media.mp4));
  for (const item of (await api<{ items: Array<{ guid: string }> }>('GET', `/v1/playlists/${state.playlist}`)).items) {
    await api('POST', `/v1/playlists/${state.playlist}/item`, { guid: item.guid, duration: 3 });
  }
  await api('GET', `/v1/playlists/linkToDevice/${state.playlist}/${state.device}`);
  browser = await launchBrowser();
}, HEALTH_MS);

afterAll(async () => {
  await browser?.close();
  await stopServer();
  media?.cleanup();
  if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
});

describe('the web player without its server', { timeout: 600_000 }, () => {
  it('reloads without the server, plays the last loop from its cache, and catches up when the server is back', async () => {
    const loop = await answerUntil(
      (items) => items.some((i) => i.type === 'VIDEO' && i.localAbsoluteFileName) && items.length === 2,
      'picture and converted video',
    );
    const image = loop.find((i) => i.type === 'IMAGE') as AnswerItem;
    const video = loop.find((i) => i.type === 'VIDEO') as AnswerItem;
    const context = await browser.newContext({ baseURL: state.url, viewport: { width: 960, height: 540 } });
    const page = await context.newPage();
    await page.goto(`/player/${state.device}`);
    await shown(page, image.guid).waitFor();
    await shown(page, video.guid).waitFor({ timeout: 20_000 });
    // The worker controls the page and both files are on disk.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => cachedMedia(page), { timeout: 20_000 }).toHaveLength(2);

    await stopServer();
    await expect(fetch(`${state.url}/healthz`)).rejects.toThrow();
    await page.reload();
    await page.getByTestId('player-offline').waitFor({ timeout: 30_000 });
    const picture = shown(page, image.guid);
    await picture.waitFor({ timeout: 20_000 });
    expect(await picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640);
    await page.screenshot({ path: shotPath('player-offline.png') });
    const clip = shown(page, video.guid);
    await clip.waitFor({ timeout: 20_000 });
    await page.waitForFunction(
      (guid) =>
        (document.querySelector(`video[data-item-guid="${guid}"]`) as HTMLVideoElement | null)?.currentTime ?? 0,
      video.guid,
    );
    const first = await clip.evaluate((v) => (v as HTMLVideoElement).currentTime);
    await page.waitForFunction(
      ([guid, t]) =>
        ((document.querySelector(`video[data-item-guid="${guid}"]`) as HTMLVideoElement | null)?.currentTime ?? 0) > t,
      [video.guid, first] as const,
    );
    await page.screenshot({ path: shotPath('player-offline-video.png') });
    // The worker cuts ranges from the cached full file (as a video element asks for them).
    const range = await page.evaluate(async (src) => {
      const response = await fetch(src, { headers: { range: 'bytes=0-99' } });
      return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
    }, video.localAbsoluteFileName as string);
    expect(range).toEqual({ status: 206, bytes: 100 });

    // The server is back: the next poll brings the change, the new picture is cached, the removed one evicted.
    await startServer();
    await api('GET', `/v1/playlists/${state.playlist}/items/${image.guid}/delete`);
    await upload('offline-neu.png', 'image/png', await poster('#2a9d8f'));
    const changed = await answerUntil(
      (items) => items.length === 2 && !items.some((i) => i.guid === image.guid),
      'new',
    );
    const added = changed.find((i) => i.type === 'IMAGE') as AnswerItem;
    await shown(page, added.guid).waitFor({ timeout: 60_000 });
    await page.getByTestId('player-offline').waitFor({ state: 'detached' });
    await expect
      .poll(() => cachedMedia(page), { timeout: 20_000 })
      .toEqual([added.localAbsoluteFileName, video.localAbsoluteFileName].sort());
    // The staff app in the same browser is outside the worker's scope.
    const staff = await context.newPage();
    await staff.goto('/login');
    await staff.getByLabel('Benutzername').waitFor();
    expect(await staff.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await context.close();
  });
});
