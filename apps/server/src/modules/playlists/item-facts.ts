import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playlistItems } from '../../db/schema.js';

/** Name and offer of items by guid (the play reports keep them, so a deleted item keeps its history). */
export function itemFactsOf(db: Db, guids: readonly string[]) {
  if (!guids.length) return Promise.resolve([]);
  return db
    .select({ guid: playlistItems.guid, name: playlistItems.name, offerId: playlistItems.offerId })
    .from(playlistItems)
    .where(inArray(playlistItems.guid, [...guids]));
}

/** A stored thumbnail larger than this is left out of lists (it is a data: URL inside the JSON answer). */
const THUMB_MAX_CHARS = 40_000;

/** Name (its title where it has one, as the staff see it), type and thumbnail of items by guid, for 'läuft gerade'. */
export async function itemLooksOf(db: Db, guids: readonly string[]) {
  if (!guids.length) return [];
  const rows = await db
    .select({
      guid: playlistItems.guid,
      name: playlistItems.name,
      title: playlistItems.title,
      type: playlistItems.type,
      thumb: playlistItems.thumb,
    })
    .from(playlistItems)
    .where(inArray(playlistItems.guid, [...guids]));
  return rows.map(({ title, ...r }) => ({
    ...r,
    name: title?.trim() || r.name,
    thumb: r.thumb?.startsWith('data:image/') && r.thumb.length <= THUMB_MAX_CHARS ? r.thumb : null,
  }));
}

/** What the glass check needs of an item: its type, offer and the file it shows. */
export async function itemFileOf(db: Db, guid: string) {
  const [row] = await db
    .select({
      guid: playlistItems.guid,
      name: playlistItems.name,
      title: playlistItems.title,
      type: playlistItems.type,
      offerId: playlistItems.offerId,
      localFileName: playlistItems.localFileName,
      guidPlaylist: playlistItems.guidPlaylist,
      guidMedia: playlistItems.guidMedia,
    })
    .from(playlistItems)
    .where(eq(playlistItems.guid, guid));
  return row ?? null;
}
