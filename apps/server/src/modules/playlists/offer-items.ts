import { type AnyColumn, and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playlistItems, playlists } from '../../db/schema.js';

/** Offer items of the location's own playlists (with the playlist's name) that have not ended, by end. */
export function runningOfferItemsOf(db: Db, guidCompany: string, now: number) {
  return db
    .select({
      guid: playlistItems.guid,
      offerId: playlistItems.offerId,
      name: playlistItems.name,
      guidPlaylist: playlistItems.guidPlaylist,
      playlistName: playlists.name,
      activeFrom: playlistItems.activeFrom,
      activeTill: playlistItems.activeTill,
    })
    .from(playlistItems)
    .innerJoin(playlists, eq(playlists.guid, playlistItems.guidPlaylist))
    .where(
      and(
        eq(playlists.guidCompany, guidCompany),
        isNotNull(playlistItems.offerId),
        gt(playlistItems.activeTill, new Date(now)),
      ),
    )
    .orderBy(asc(playlistItems.activeTill), asc(playlistItems.guid));
}

/** A subquery: an item of this offer in this location's own playlists has not ended (for `exists (…)`). */
export function runningOfferItem(db: Db, guidCompany: AnyColumn, offerId: AnyColumn, now: Date) {
  return db
    .select({ one: sql`1` })
    .from(playlistItems)
    .innerJoin(playlists, eq(playlists.guid, playlistItems.guidPlaylist))
    .where(
      and(
        eq(playlists.guidCompany, guidCompany),
        eq(playlistItems.offerId, offerId),
        gt(playlistItems.activeTill, now),
      ),
    );
}

/** The location's items of an offer (in its own playlists), with the image side their file name ends in. */
export async function offerItemsOf(db: Db, agency: string, offerId: string) {
  const rows = await db
    .select({ guid: playlistItems.guid, guidPlaylist: playlistItems.guidPlaylist, file: playlistItems.localFileName })
    .from(playlistItems)
    .innerJoin(playlists, eq(playlists.guid, playlistItems.guidPlaylist))
    .where(and(eq(playlists.guidCompany, agency), eq(playlistItems.offerId, offerId)))
    .orderBy(asc(playlistItems.guid));
  return rows.map((r) => ({ ...r, side: (r.file?.endsWith('v.png') ? 'v' : 'h') as 'v' | 'h' }));
}
