import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { media, playlistItems, playlists } from '../../db/schema.js';

type ItemValues = Partial<typeof playlistItems.$inferInsert> & { guidPlaylist: string };

/** A playlist row with `items` image items (order 100, 200, …); returns its guid (values.guid if set). */
export async function addPlaylist(db: Db, values: Partial<typeof playlists.$inferInsert> = {}, items = 0) {
  const guid = values.guid ?? randomUUID();
  await db.insert(playlists).values({ name: `Playlist ${guid.slice(0, 4)}`, ...values, guid });
  for (let i = 0; i < items; i++) {
    await addItem(db, {
      guidPlaylist: guid,
      type: 'IMAGE',
      name: `Bild ${i}`,
      localFileName: null,
      orderNr: 100 * (i + 1),
    });
  }
  return guid;
}

/** A plain item: a WEB item 'Web URL' → https://example.org unless given, the column defaults otherwise (orderNr 100). */
export async function addItem(db: Db, values: ItemValues) {
  const guid = values.guid ?? randomUUID();
  await db
    .insert(playlistItems)
    .values({ type: 'WEB', name: 'Web URL', localFileName: 'https://example.org', ...values, guid });
  return guid;
}

let order = 100;
/** The next orderNr of the ascending sequence (200, 300, …) that player-ready items take unless given. */
const nextOrder = () => {
  order += 100;
  return order;
};

/**
 * A player-ready item: an IMAGE with a file (name, mime, size, md5, 10 s) unless given, at the next ascending
 * orderNr; returns its guid.
 */
export function addPlayerItem(db: Db, values: ItemValues) {
  const guid = values.guid ?? randomUUID();
  return addItem(db, {
    orderNr: nextOrder(),
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
}

/** A read-only PLAYLIST item linking values.linkedPlaylist into values.guidPlaylist, at the next ascending orderNr. */
export function addLinkItem(db: Db, values: ItemValues & { linkedPlaylist: string }) {
  return addPlayerItem(db, { type: 'PLAYLIST', localFileName: null, mime: null, readOnly: 1, duration: 0, ...values });
}

/** A media row, a VIDEO '<guid>.mp4' unless given (an IMAGE gets '<guid>.jpg'); returns its guid. */
export async function addMedia(db: Db, values: Partial<typeof media.$inferInsert> = {}) {
  const guid = values.guid ?? randomUUID();
  const image = values.type === 'IMAGE';
  await db.insert(media).values({
    localFileName: image ? `${guid}.jpg` : `${guid}.mp4`,
    type: 'VIDEO',
    mime: image ? 'image/jpeg' : 'video/mp4',
    ...values,
    guid,
  });
  return guid;
}

/** The playlists that the link items (type PLAYLIST) of playlist `guid` point to, in the order read. */
export async function linkedPlaylists(db: Db, guid: string) {
  return (await db.select().from(playlistItems).where(eq(playlistItems.guidPlaylist, guid)))
    .filter((i) => i.type === 'PLAYLIST')
    .map((i) => i.linkedPlaylist);
}
