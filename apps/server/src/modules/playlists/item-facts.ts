import { inArray } from 'drizzle-orm';
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
