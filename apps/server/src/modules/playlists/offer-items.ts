import { type AnyColumn, and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { playlistItems, playlists } from '../../db/schema.js';
import { devicesPlayingAny } from '../device-records/counts.js';

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

/** The screens (guid, guid_company) that play an item of the offer that has not ended, in these locations' own playlists. */
function offerScreensSql(offerId: string, locations: readonly string[], now: number, db: Db) {
  const lists = db
    .select({ guid: playlistItems.guidPlaylist })
    .from(playlistItems)
    .innerJoin(playlists, eq(playlists.guid, playlistItems.guidPlaylist))
    .where(
      and(
        eq(playlistItems.offerId, offerId),
        inArray(playlists.guidCompany, [...locations]),
        gt(playlistItems.activeTill, new Date(now)),
      ),
    );
  return devicesPlayingAny(sql`${lists}`);
}

/** Per location, the screens that play an item of the offer that has not ended (in the location's own playlists). */
export async function offerScreensByLocation(db: Db, offerId: string, locations: readonly string[], now: number) {
  if (locations.length === 0) return [];
  return queryRows<{ guidCompany: string; screens: number }>(
    db,
    sql`select dp.guid_company as "guidCompany", count(distinct dp.guid)::int as screens
      from (${offerScreensSql(offerId, locations, now, db)}) dp group by dp.guid_company`,
  );
}

/** The screens (guid, name) that play an item of the offer that has not ended in these locations, by name. */
export async function offerScreensIn(db: Db, offerId: string, locations: readonly string[], now: number) {
  if (locations.length === 0) return [];
  return queryRows<{ guid: string; name: string }>(
    db,
    sql`select distinct dp.guid, dp.name from (${offerScreensSql(offerId, locations, now, db)}) dp
      order by dp.name, dp.guid`,
  );
}
