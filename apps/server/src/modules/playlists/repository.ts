import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playlistItems, playlists } from '../../db/schema.js';
import { rowsWritten } from '../../db/write-unit.js';
import type { Reach } from '../../tenancy/index.js';
import { deviceCountPlaying } from '../device-records/counts.js';
import { mediaFactsAs } from '../media/repository.js';
import { playlistCompany, playlistListColumns } from '../playlist-records/list-columns.js';
import { toItem } from './item-view.js';
import { writableSql } from './policy.js';

export const summaryColumns = (scope: Reach) => ({
  ...playlistListColumns,
  clonedFrom: playlists.clonedFrom,
  size: sql<string>`(select coalesce(sum(i.size), 0)::bigint from playlist_items i
    where i.guid_playlist = ${playlists.guid} and i.type <> 'PLAYLIST')`,
  cntDevices: deviceCountPlaying(playlists.guid),
  writable: sql<boolean>`${writableSql(scope)}`,
});

export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export function toSummary(row: SummaryRow) {
  return {
    ...row,
    cntItems: Number(row.cntItems),
    duration: Number(row.duration),
    size: Number(row.size),
    cntDevices: Number(row.cntDevices),
    writable: row.writable === true,
    created: row.created.getTime(),
    changed: row.changed.getTime(),
  };
}

export function selectSummaries(db: Db, scope: Reach, where?: SQL) {
  return db
    .select(summaryColumns(scope))
    .from(playlists)
    .leftJoin(playlistCompany, eq(playlistCompany.guid, playlists.guidCompany))
    .where(where)
    .orderBy(asc(playlists.name), asc(playlists.guid));
}

export const matchesKeyword = (keyWord: string): SQL => {
  const like = `%${keyWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(playlists.name, like), ilike(playlists.comment, like), ilike(playlistCompany.name, like)) as SQL;
};

/** An item's media row (the media module's derived table). */
const media = mediaFactsAs('item_media');

const itemColumns = {
  item: playlistItems,
  // every column mediaFactsAs hands out
  media: media._.selectedFields,
};

/** Items of playlists in play order, with the facts of their media. */
export async function itemsOf(db: Db, guids: string[]) {
  if (guids.length === 0) return [];
  const rows = await db
    .select(itemColumns)
    .from(playlistItems)
    .leftJoin(media, eq(media.guid, playlistItems.guidMedia))
    .where(inArray(playlistItems.guidPlaylist, guids))
    .orderBy(asc(playlistItems.orderNr), asc(playlistItems.id));
  return rows.map((r) => toItem(r.item, r.media?.guid ? r.media : null));
}

export async function findItem(db: Db, guidPlaylist: string, ref: string | number) {
  const byRef = typeof ref === 'number' ? eq(playlistItems.id, ref) : eq(playlistItems.guid, ref);
  const [row] = await db
    .select(itemColumns)
    .from(playlistItems)
    .leftJoin(media, eq(media.guid, playlistItems.guidMedia))
    .where(and(eq(playlistItems.guidPlaylist, guidPlaylist), byRef))
    .limit(1);
  return row ? { raw: row.item, item: toItem(row.item, row.media?.guid ? row.media : null) } : null;
}

/** Order facts of a playlist's items (for the order-number rules). */
export async function orderOf(db: Db, guidPlaylist: string) {
  return db
    .select({ id: playlistItems.guid, orderNr: playlistItems.orderNr, type: playlistItems.type })
    .from(playlistItems)
    .where(eq(playlistItems.guidPlaylist, guidPlaylist))
    .orderBy(asc(playlistItems.orderNr), asc(playlistItems.id));
}

/** Stores many order numbers in one statement. */
export async function saveOrder(
  db: Db,
  guidPlaylist: string,
  changes: ReadonlyArray<{ id: string; orderNr: number }>,
  now: number,
) {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map((c) => sql`(${c.id}::uuid, ${c.orderNr}::int)`),
    sql`, `,
  );
  await db.execute(sql`update playlist_items set order_nr = v.nr, changed = ${new Date(now).toISOString()}::timestamptz
    from (values ${values}) as v(guid, nr)
    where playlist_items.guid = v.guid and playlist_items.guid_playlist = ${guidPlaylist}`);
}

/**
 * Marks the playlist changed (players and lists see a new 'changed'). Called after a transaction's writes to the
 * playlist and its items, it names them for the write unit: only the screens playing it are told (a write to
 * items after the last touch tells every screen, db/write-unit.ts).
 */
export async function touchPlaylist(db: Db, guid: string, now: number) {
  await db
    .update(playlists)
    .set({ changed: new Date(now) })
    .where(eq(playlists.guid, guid));
  rowsWritten(db, playlists, [guid]);
  rowsWritten(db, playlistItems, [guid]);
}

/** The location's own playlists (normal ones, not channels). */
export function agencyPlaylists(db: Db, agency: string) {
  return db
    .select({ guid: playlists.guid, name: playlists.name, orientation: playlists.orientation })
    .from(playlists)
    .where(and(eq(playlists.guidCompany, agency), eq(playlists.channel, 0)))
    .orderBy(asc(playlists.name), asc(playlists.guid));
}

/** The company a playlist belongs to; null when it has none or does not exist. */
export async function companyOfPlaylist(db: Db, guid: string): Promise<string | null> {
  const [row] = await db
    .select({ guidCompany: playlists.guidCompany })
    .from(playlists)
    .where(eq(playlists.guid, guid))
    .limit(1);
  return row?.guidCompany ?? null;
}
