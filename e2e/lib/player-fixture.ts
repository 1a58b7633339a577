// Set-up for the web player's end-to-end tests: a screen registered by its first poll, a playlist of coloured
// pictures made through the staff API, and what the page shows over time (recorded in the page).
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { ADMIN_PASSWORD } from './constants.js';

export interface Staff {
  base: string;
  token: string;
}

export async function signInStaff(base: string): Promise<Staff> {
  const login = await fetch(`${base}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  return { base, token: ((await login.json()) as { authToken: string }).authToken };
}

/** A JSON call of the staff API (GET without a body, POST with one). */
export async function staffCall<T>(staff: Staff, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${staff.base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${staff.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new screen, registered by its first poll. */
export async function newScreen(base: string): Promise<string> {
  const device = randomUUID();
  expect((await fetch(`${base}/api/playlist?key=${device}&version=e2e-player`)).status).toBe(200);
  return device;
}

export async function newPlaylist(staff: Staff, name: string, channel = 0): Promise<string> {
  const body = { name, orientation: 'horizontal', ...(channel ? { channel } : {}) };
  return (await staffCall<{ guid: string }>(staff, '/v1/playlists', body)).guid;
}

/** Uploads one picture per colour (active) and returns their item guids in upload order. */
export async function addPictures(staff: Staff, playlist: string, colours: readonly string[]): Promise<string[]> {
  const before = new Set((await itemsOf(staff, playlist)).map((i) => i.guid));
  const guids: string[] = [];
  for (const colour of colours) {
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), `e2e-${colour.slice(1)}.png`);
    const response = await fetch(`${staff.base}/v1/playlists/upload/${playlist}?active=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.token}` },
      body: form,
    });
    expect(response.status, await response.text()).toBe(200);
    const added = (await itemsOf(staff, playlist)).find((i) => !before.has(i.guid));
    if (!added) throw new Error(`upload of ${colour} added no item`);
    before.add(added.guid);
    guids.push(added.guid);
  }
  return guids;
}

export interface ItemRow {
  guid: string;
  orderNr: number;
  type: string;
  linkedPlaylist?: string | null;
}

export async function itemsOf(staff: Staff, playlist: string): Promise<ItemRow[]> {
  return (await staffCall<{ items: ItemRow[] }>(staff, `/v1/playlists/${playlist}`)).items;
}

/** Saves fields of an item (duration in s, orderNr, active, activeFrom/activeTill in ms). */
export async function saveItem(staff: Staff, playlist: string, guid: string, fields: Record<string, unknown>) {
  await staffCall(staff, `/v1/playlists/${playlist}/item`, { guid, ...fields });
}

export const linkToScreen = (staff: Staff, playlist: string, device: string) =>
  staffCall(staff, `/v1/playlists/linkToDevice/${playlist}/${device}`);

/** The item on the glass (its guid), or null when nothing shows. */
export const onGlass = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="player-item"]')?.getAttribute('data-item-guid') ?? null);

export const shownItem = (page: Page, guid: string) =>
  page.locator(`[data-testid="player-item"][data-item-guid="${guid}"]`);

/** A change of what the page shows: the item's guid (null: nothing), its showing, and when. */
export interface GlassChange {
  guid: string | null;
  round: string | null;
  /** performance.now() of the page, ms. */
  at: number;
  /** Date.now() of the page (its clock, also a controlled one). */
  clock: number;
}

/** Records every change of the item on screen, and every new showing of one, from now on (window.glassChanges). */
export const recordGlass = (page: Page) =>
  page.evaluate(() => {
    const seen: GlassChange[] = [];
    Object.assign(window, { glassChanges: seen });
    const note = () => {
      const shown = document.querySelector('[data-testid="player-item"]');
      const guid = shown?.getAttribute('data-item-guid') ?? null;
      const round = shown?.getAttribute('data-round') ?? null;
      const last = seen[seen.length - 1];
      if (!last || last.guid !== guid || last.round !== round) {
        seen.push({ guid, round, at: performance.now(), clock: Date.now() });
      }
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
  });

export const glassChanges = (page: Page) =>
  page.evaluate(() => (window as unknown as { glassChanges: GlassChange[] }).glassChanges);

/** How many files the player holds in its media cache. */
export const cachedMedia = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('web-player-media-v1')).keys()).map((r) => r.url));
