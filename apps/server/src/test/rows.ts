import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { devices, playlistItems, playlists } from '../db/schema.js';

/** A device row, ACTIVE unless given; returns its guid (values.guid if set). */
export async function addDevice(db: Db, values: Partial<typeof devices.$inferInsert> = {}) {
  const guid = values.guid ?? randomUUID();
  await db.insert(devices).values({ name: `Gerät ${guid.slice(0, 4)}`, deviceState: 'ACTIVE', ...values, guid });
  return guid;
}

/** A playlist row with `items` image items (order 100, 200, …); returns its guid (values.guid if set). */
export async function addPlaylist(db: Db, values: Partial<typeof playlists.$inferInsert> = {}, items = 0) {
  const guid = values.guid ?? randomUUID();
  await db.insert(playlists).values({ name: `Playlist ${guid.slice(0, 4)}`, ...values, guid });
  for (let i = 0; i < items; i++) {
    await db
      .insert(playlistItems)
      .values({ guid: randomUUID(), guidPlaylist: guid, type: 'IMAGE', name: `Bild ${i}`, orderNr: 100 * (i + 1) });
  }
  return guid;
}
