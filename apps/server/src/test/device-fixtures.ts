import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { Db } from '../db/client.js';
import { appVersions, devices, media, playlistItems, playlists, users } from '../db/schema.js';
import { createRoleWithRights } from '../db/seed/base.js';
import { hashPassword } from '../lib/password.js';
import { playerOf } from '../player/player-service.js';
import { type Harness, TEST_PASSWORD } from './harness.js';

export const DAY = 24 * 3_600_000;

export async function addDevice(db: Db, values: Partial<typeof devices.$inferInsert> = {}) {
  const guid = values.guid ?? randomUUID();
  await db.insert(devices).values({ name: `Gerät ${guid.slice(0, 4)}`, deviceState: 'ACTIVE', ...values, guid });
  return guid;
}

export async function addPlaylist(db: Db, values: Partial<typeof playlists.$inferInsert> = {}) {
  const guid = values.guid ?? randomUUID();
  await db.insert(playlists).values({ name: `Playlist ${guid.slice(0, 4)}`, ...values, guid });
  return guid;
}

let order = 100;
/** An IMAGE item by default, with a file name; returns its guid. */
export async function addItem(db: Db, guidPlaylist: string, values: Partial<typeof playlistItems.$inferInsert> = {}) {
  const guid = values.guid ?? randomUUID();
  order += 100;
  await db.insert(playlistItems).values({
    guidPlaylist,
    orderNr: order,
    name: `Bild ${guid.slice(0, 4)}.jpg`,
    type: 'IMAGE',
    mime: 'image/jpeg',
    localFileName: `${guid}.jpg`,
    size: 1234,
    md5: 'd41d8cd98f00b204e9800998ecf8427e',
    duration: 10,
    ...values,
    guid,
  });
  return guid;
}

/** A PLAYLIST item linking `linked` into `guidPlaylist` (a channel). */
export function linkItem(
  db: Db,
  guidPlaylist: string,
  linked: string,
  values: Partial<typeof playlistItems.$inferInsert> = {},
) {
  return addItem(db, guidPlaylist, {
    type: 'PLAYLIST',
    linkedPlaylist: linked,
    localFileName: null,
    mime: null,
    readOnly: 1,
    duration: 0,
    ...values,
  });
}

export async function addMedia(db: Db, values: Partial<typeof media.$inferInsert> = {}) {
  const guid = values.guid ?? randomUUID();
  await db.insert(media).values({ localFileName: `${guid}.mp4`, type: 'VIDEO', mime: 'video/mp4', ...values, guid });
  return guid;
}

export async function addAppVersion(db: Db, name: string, isDefault = 0) {
  const guid = randomUUID();
  await db.insert(appVersions).values({ guid, name, isDefault });
  return guid;
}

/** A user at a company with a role of exactly these rights; returns a bearer token. */
export async function userWithRights(h: Harness, guidParent: string | null, rights: string[]) {
  const db = h.database.db;
  const role = await createRoleWithRights(db, `Rolle ${randomUUID().slice(0, 6)}`, 'Test', rights);
  const username = `u-${randomUUID().slice(0, 8)}`;
  const passwordHash = await hashPassword(TEST_PASSWORD, 1024);
  await db.insert(users).values({ guid: randomUUID(), username, guidParent, guidRole: role, passwordHash });
  const res = await h.app.inject({
    method: 'POST',
    url: '/v1/user/login',
    payload: { username, password: TEST_PASSWORD },
  });
  return res.json().authToken as string;
}

/** inject with a bearer token. */
export function callWith(h: Harness, token: string, options: InjectOptions) {
  return h.app.inject({ ...options, headers: { ...(options.headers ?? {}), authorization: `Bearer ${token}` } });
}

/** The player service of the harness's app (caches, heartbeats). */
export const playerOfHarness = (h: Harness) => playerOf(h.app.ctx);

/** GET /api/playlist for a device. */
export function poll(h: Harness, key: string, options: { query?: string; headers?: Record<string, string> } = {}) {
  return h.app.inject({
    method: 'GET',
    url: `/api/playlist?key=${key}${options.query ? `&${options.query}` : ''}`,
    headers: options.headers,
    remoteAddress: '203.0.113.5',
  });
}
