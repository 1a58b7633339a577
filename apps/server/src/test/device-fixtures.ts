import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { appVersions, media, playlistItems } from '../db/schema.js';
import type { Harness } from './harness.js';
import { callWith, tokenWithRights } from './sign-in.js';

export { addDevice, addPlaylist } from './rows.js';

export const DAY = 24 * 3_600_000;

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
export const userWithRights = (h: Harness, guidParent: string | null, rights: string[]) =>
  tokenWithRights(h, rights, guidParent);

export { callWith };

/** The player service of the harness's app (caches, heartbeats). */
export const playerOfHarness = (h: Harness) => h.app.ctx.player;

/** GET /api/playlist for a device. */
export function poll(h: Harness, key: string, options: { query?: string; headers?: Record<string, string> } = {}) {
  return h.app.inject({
    method: 'GET',
    url: `/api/playlist?key=${key}${options.query ? `&${options.query}` : ''}`,
    headers: options.headers,
    remoteAddress: '203.0.113.5',
  });
}
