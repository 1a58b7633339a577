import type { AuditAction } from '@signage/shared';
import { firstOrderNr, lastOrderNr } from '@signage/shared';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { playlistItems, playlists } from '../../db/schema.js';
import { afterCommit } from '../../db/write-unit.js';
import type { PosterOnItems } from '../media/convert-job.js';
import { mediaKey } from '../media/playable.js';
import { insertMedia, type NewMedia, removeMedia, setMediaFile } from '../media/writes.js';
import { type ItemInsert, itemForMedia } from './item-factory.js';
import { assertCanAdd } from './loop-limits.js';
import { orderOf, touchPlaylist } from './repository.js';

/**
 * One change of items of these playlists, the owner's write path (docs/DECISIONS.md, "One owner per table"):
 * the playlists are locked in a fixed order (concurrent changes wait for each other), `work` runs, each playlist
 * is touched (which names them for the write unit), and after the commit the screens' caches hear of it.
 */
export async function changePlaylistItems<T>(
  ctx: AppContext,
  guids: Iterable<string>,
  work: (tx: Db, now: number) => Promise<T>,
): Promise<T> {
  const lists = [...new Set(guids)].sort();
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    for (const guid of lists)
      await tx.select({ guid: playlists.guid }).from(playlists).where(eq(playlists.guid, guid)).for('update');
    const done = await work(tx, now);
    for (const guid of lists) await touchPlaylist(tx, guid, now);
    return done;
  });
  return result;
}

/** One media row with its new item: where it goes, how it plays and what the audit log records. */
export interface MediaItemToAdd {
  media: NewMedia;
  guidPlaylist: string;
  position: 'first' | 'last';
  active?: 0 | 1;
  thumb: string | null;
  window?: { activeFrom?: number | null; activeTill?: number | null };
  /** Further item columns (the offer tool's offerId and orientation). */
  extra?: Partial<ItemInsert>;
  audit: { actor: Actor | null; action: AuditAction; entity: 'media' | 'playlistItem'; after: Record<string, unknown> };
  /** Runs in the transaction after the rows are in (an upload's conversion job). */
  inserted?: (tx: Db) => Promise<unknown>;
}

export interface AddMediaOptions<T> {
  /**
   * 'check': refuse before adding an active item to a loop past its limits (SPEC §5). 'checked': the caller
   * checked the loop before the whole request (an upload, before a byte is read).
   */
  loop: 'check' | 'checked';
  /** Runs first in the transaction (the offer tool takes the offer's earlier items out). */
  before?: (tx: Db) => Promise<T>;
  /**
   * Puts the new files in place after the commit and before any screen is told (db/write-unit.ts afterCommit):
   * an upload moves its temporary files here.
   */
  placeFiles?: () => Promise<void>;
}

/** Refuses (MAX_DURATION / MAX_LENGTH, in German) when an active item would go into a loop past its limits. */
async function checkLoops(tx: Db, entries: readonly MediaItemToAdd[], now: number) {
  const lists = [...new Set(entries.filter((e) => e.active !== 0).map((e) => e.guidPlaylist))];
  if (lists.length === 0) return;
  const rows = await tx
    .select({ guid: playlists.guid, maxLength: playlists.maxLength })
    .from(playlists)
    .where(inArray(playlists.guid, lists));
  for (const playlist of rows) await assertCanAdd(tx, playlist, now);
}

async function insertEntry(tx: Db, entry: MediaItemToAdd, now: number): Promise<ItemInsert> {
  await insertMedia(tx, [entry.media]);
  const order = await orderOf(tx, entry.guidPlaylist);
  const orderNr = entry.position === 'first' ? firstOrderNr(order) : lastOrderNr(order);
  const target = { guidPlaylist: entry.guidPlaylist, orderNr, now, thumb: entry.thumb, active: entry.active };
  const item = { ...itemForMedia(entry.media, target, entry.window), ...entry.extra };
  await tx.insert(playlistItems).values(item);
  await entry.inserted?.(tx);
  const { actor, action, entity, after } = entry.audit;
  const guid = entity === 'media' ? entry.media.guid : (item.guid as string);
  await audit(tx, actor, action, entity, guid, null, { ...after, ...(entity === 'media' ? { item: item.guid } : {}) });
  return item;
}

/**
 * The one way media items come into playlists (uploads, the offer tool): media rows and items with their order
 * numbers, the loop limit, the playlists touched and the audit entries in one transaction; its files placed after
 * the commit and before the screens are told.
 */
export async function addMediaItems<T>(
  ctx: AppContext,
  entries: readonly MediaItemToAdd[],
  options: AddMediaOptions<T>,
): Promise<{ items: ItemInsert[]; before: T | undefined }> {
  return changePlaylistItems(
    ctx,
    entries.map((e) => e.guidPlaylist),
    async (tx, now) => {
      const before = await options.before?.(tx);
      if (options.loop === 'check') await checkLoops(tx, entries, now);
      const items: ItemInsert[] = [];
      for (const entry of entries) items.push(await insertEntry(tx, entry, now));
      if (options.placeFiles) afterCommit(tx, options.placeFiles);
      return { items, before };
    },
  );
}

/** Takes items of one media row back out with the row (an upload whose file could not be put in place). */
export async function removeMediaItems(ctx: AppContext, guidPlaylist: string, guidMedia: string) {
  await changePlaylistItems(ctx, [guidPlaylist], async (tx) => {
    await tx.delete(playlistItems).where(eq(playlistItems.guidMedia, guidMedia));
    await removeMedia(tx, [guidMedia]);
  });
}

/** Removes an offer's earlier items (and their media rows) from a playlist; returns their file keys. */
export async function removeOfferItems(tx: Db, guidPlaylist: string, offerId: string): Promise<string[]> {
  const old = await tx
    .delete(playlistItems)
    .where(and(eq(playlistItems.guidPlaylist, guidPlaylist), eq(playlistItems.offerId, offerId)))
    .returning({ guidMedia: playlistItems.guidMedia, file: playlistItems.localFileName });
  await removeMedia(
    tx,
    old.flatMap((o) => (o.guidMedia ? [o.guidMedia] : [])),
  );
  return old.flatMap((o) => (o.file ? [mediaKey(guidPlaylist, o.file)] : []));
}

/** An offer item's new rendering: the same item with a new file, size and thumbnail; null when it is gone. */
export async function replaceItemFile(
  tx: Db,
  item: { guid: string; guidPlaylist: string },
  file: { localFileName: string; size: number; thumb: string },
  now: number,
): Promise<{ oldFile: string | null } | null> {
  const [current] = await tx
    .select({ file: playlistItems.localFileName, guidMedia: playlistItems.guidMedia })
    .from(playlistItems)
    .where(eq(playlistItems.guid, item.guid));
  if (!current) return null;
  const { localFileName, size, thumb } = file;
  await tx
    .update(playlistItems)
    .set({
      localFileName,
      localAbsoluteFileName: mediaKey(item.guidPlaylist, localFileName),
      size,
      thumb,
      changed: new Date(now),
    })
    .where(eq(playlistItems.guid, item.guid));
  if (current.guidMedia) await setMediaFile(tx, [current.guidMedia], { localFileName, size });
  return { oldFile: current.file };
}

/** Removes offer items that ended before `before`, with their media rows; returns them (playlist, file). */
export async function removeEndedOfferItems(ctx: AppContext, before: Date) {
  const now = ctx.clock.now();
  const gone = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .delete(playlistItems)
      .where(and(isNotNull(playlistItems.offerId), lt(playlistItems.activeTill, before)))
      .returning({
        guidPlaylist: playlistItems.guidPlaylist,
        guidMedia: playlistItems.guidMedia,
        file: playlistItems.localFileName,
      });
    await removeMedia(
      tx,
      rows.flatMap((r) => (r.guidMedia ? [r.guidMedia] : [])),
    );
    for (const guid of new Set(rows.map((r) => r.guidPlaylist))) await touchPlaylist(tx, guid, now);
    return rows;
  });
  return gone;
}

/** A converted video's poster on its items without a thumbnail yet (a placeholder of ≤ 10 characters counts as none). */
export const posterOnItems: PosterOnItems = async (tx, guidMedia, thumbDataUrl) => {
  await tx
    .update(playlistItems)
    .set({ thumb: thumbDataUrl })
    .where(
      and(
        eq(playlistItems.guidMedia, guidMedia),
        or(isNull(playlistItems.thumb), sql`length(${playlistItems.thumb}) <= 10`),
      ),
    );
};
