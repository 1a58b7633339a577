import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { Db } from '../db/client.js';
import { companies, devices, playlistItems, playlists, users } from '../db/schema.js';
import { createRoleWithRights } from '../db/seed/base.js';
import type { Harness } from './harness.js';
import { TEST_PASSWORD } from './harness.js';

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
export async function userWithRights(h: Harness, rights: readonly string[], guidParent: string | null) {
  const role = await createRoleWithRights(h.database.db, `Rolle ${randomUUID().slice(0, 6)}`, 'Test', rights);
  const username = `u-${randomUUID().slice(0, 8)}`;
  await h.database.db.insert(users).values({
    guid: randomUUID(),
    username,
    guidRole: role,
    guidParent,
    passwordHash: (await h.database.db.select({ p: users.passwordHash }).from(users).limit(1))[0].p,
  });
  const login = await h.app.inject({
    method: 'POST',
    url: '/v1/user/login',
    payload: { username, password: TEST_PASSWORD },
  });
  const token = login.json().authToken as string;
  return (options: InjectOptions) =>
    h.app.inject({ ...options, headers: { ...(options.headers ?? {}), authorization: `Bearer ${token}` } });
}

export const NETWORK_ADMIN_OWN = [
  'RIGHT_COMP_VISIBLE_NETWORK',
  'RIGHT_NETWORK_VISIBLE_OWN',
  'RIGHT_NETWORK_OPEN_OWN',
  ...['STAMMDATA', 'PLAYLIST', 'DEVICES', 'LOCATIONS', 'COMMENTS', 'IMPORT'].map((t) => `RIGHT_NETWORK_TAB_${t}_OWN`),
];
