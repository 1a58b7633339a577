import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { companies, devices, playlistItems, playlists } from '../db/schema.js';
import type { Harness } from './harness.js';
import { callerWithRights } from './sign-in.js';

/** A multipart/form-data body with one file, as browsers send it. */
export function multipartFile(filename: string, content: Buffer, field = 'files') {
  const boundary = `----signage${randomUUID().replaceAll('-', '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function addLocation(db: Db, network: string | null, values: Partial<typeof companies.$inferInsert> = {}) {
  const guid = randomUUID();
  await db
    .insert(companies)
    .values({ guid, guidParent: network, isMother: 0, name: `Standort ${guid.slice(0, 4)}`, ...values });
  return guid;
}

export async function addNetwork(db: Db, values: Partial<typeof companies.$inferInsert> = {}) {
  const guid = randomUUID();
  await db.insert(companies).values({ guid, isMother: 1, name: `Netz ${guid.slice(0, 4)}`, ...values });
  return guid;
}

export async function addDevice(db: Db, values: Partial<typeof devices.$inferInsert> = {}) {
  const guid = randomUUID();
  await db.insert(devices).values({ guid, name: `Gerät ${guid.slice(0, 4)}`, ...values });
  return guid;
}

export async function addPlaylist(db: Db, values: Partial<typeof playlists.$inferInsert> = {}, items = 0) {
  const guid = randomUUID();
  await db.insert(playlists).values({ guid, name: `Playlist ${guid.slice(0, 4)}`, ...values });
  for (let i = 0; i < items; i++) {
    await db
      .insert(playlistItems)
      .values({ guid: randomUUID(), guidPlaylist: guid, type: 'IMAGE', name: `Bild ${i}`, orderNr: 100 * (i + 1) });
  }
  return guid;
}

/** A user with a role holding exactly these rights, signed in; returns a caller like h.call. */
export const userWithRights = (h: Harness, rights: readonly string[], guidParent: string | null) =>
  callerWithRights(h, rights, guidParent);

export const NETWORK_ADMIN_OWN = [
  'RIGHT_COMP_VISIBLE_NETWORK',
  'RIGHT_NETWORK_VISIBLE_OWN',
  'RIGHT_NETWORK_OPEN_OWN',
  ...['STAMMDATA', 'PLAYLIST', 'DEVICES', 'LOCATIONS', 'COMMENTS', 'IMPORT'].map((t) => `RIGHT_NETWORK_TAB_${t}_OWN`),
];
