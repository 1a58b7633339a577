import {
  canAddToLoop,
  concurrentLoopSeconds,
  isUploadHidden,
  type LoopItem,
  type LoopPlace,
  loopChangeAllowed,
  MAX_LENGTH_HINT,
  maxDurationMessage,
} from '@signage/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playlistItems, playlists } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { locationHoursOf } from '../companies/opening-hours.js';
import { locationsPlaying } from '../device-records/playing-locations.js';
import { strictestMaxDuration } from '../device-records/queries.js';

/** The strictest maxDuration (s) of the devices playing the playlist; null when none limits it. */
export async function maxDurationOf(db: Db, guidPlaylist: string): Promise<number | null> {
  return strictestMaxDuration(db, guidPlaylist);
}

/** The playlist's items as the loop rule sees them, by guid. */
export async function loopItemsOf(db: Db, guidPlaylist: string): Promise<Map<string, LoopItem>> {
  const rows = await db
    .select({
      guid: playlistItems.guid,
      type: playlistItems.type,
      duration: playlistItems.duration,
      active: playlistItems.active,
      activeTill: playlistItems.activeTill,
      orientation: playlistItems.orientation,
      schedule: playlistItems.schedule,
    })
    .from(playlistItems)
    .where(eq(playlistItems.guidPlaylist, guidPlaylist));
  return new Map(rows.map((r) => [r.guid, { ...r, activeTill: r.activeTill?.getTime() ?? null }]));
}

/** The hours of the locations whose screens play the playlist (none: always open, see NO_PLACE). */
export async function loopPlacesOf(db: Db, guidPlaylist: string): Promise<PlaceOfScreens[]> {
  const hours = await locationHoursOf(db, await locationsPlaying(db, guidPlaylist));
  return [...hours].map(([guidLocation, place]) => ({ guidLocation, ...place }));
}

/** A location whose screens play the playlist, with its hours. */
export type PlaceOfScreens = LoopPlace & { guidLocation: string };

/** The places only when an item has a schedule (otherwise the loop is the plain sum and needs none). */
async function placesFor(db: Db, guidPlaylist: string, items: readonly LoopItem[]): Promise<PlaceOfScreens[]> {
  const scheduled = items.some((item) => item.schedule && item.schedule.kind !== 'always');
  return scheduled ? loopPlacesOf(db, guidPlaylist) : [];
}

export interface LoopState {
  ownSeconds: number;
  /** The places the schedules were read against (empty without schedules). */
  places: PlaceOfScreens[];
  maxDuration: number | null;
  canAdd: boolean;
  uploadHidden: boolean;
}

/** The loop limits now: only what can play counts (active, window not ended; SPEC §5). */
export async function loopState(
  db: Db,
  playlist: { guid: string; maxLength: number },
  now: number,
): Promise<LoopState> {
  const [items, maxDuration] = await Promise.all([loopItemsOf(db, playlist.guid), maxDurationOf(db, playlist.guid)]);
  const list = [...items.values()];
  const places = await placesFor(db, playlist.guid, list);
  const ownSeconds = concurrentLoopSeconds(list, now, places);
  return {
    ownSeconds,
    places,
    maxDuration,
    canAdd: canAddToLoop(ownSeconds, maxDuration),
    uploadHidden: isUploadHidden(playlist.maxLength, ownSeconds),
  };
}

const maxDurationError = (maxDuration: number | null) =>
  new AppError('MAX_DURATION', maxDurationMessage(maxDuration ?? 0));

/**
 * SPEC §5: adding an own item that plays (upload, media-library item, web item) is refused when the
 * loop has reached the devices' maxDuration, or the playlist's maxLength is exceeded.
 */
export async function assertCanAdd(db: Db, playlist: { guid: string; maxLength: number }, now: number): Promise<void> {
  const state = await loopState(db, playlist, now);
  if (!state.canAdd) throw maxDurationError(state.maxDuration);
  if (state.uploadHidden) throw new AppError('MAX_LENGTH', MAX_LENGTH_HINT);
}

/**
 * The error a change of existing items (duration, active, window) would break the loop rules with, or
 * null: a change that lengthens the loop must keep it within the devices' maxDuration
 * (loopChangeAllowed 'change') and the playlist's maxLength.
 */
export async function loopChangeError(
  db: Db,
  guidPlaylist: string,
  changes: ReadonlyMap<string, LoopItem>,
  now: number,
): Promise<AppError | null> {
  const items = await loopItemsOf(db, guidPlaylist);
  const beforeItems = [...items.values()];
  // a change that does not name the schedule keeps the stored one
  for (const [guid, item] of changes) items.set(guid, { ...items.get(guid), ...item });
  const afterItems = [...items.values()];
  const places = await placesFor(db, guidPlaylist, [...beforeItems, ...afterItems]);
  const before = concurrentLoopSeconds(beforeItems, now, places);
  const after = concurrentLoopSeconds(afterItems, now, places);
  if (after <= before) return null;
  const maxDuration = await maxDurationOf(db, guidPlaylist);
  if (!loopChangeAllowed('change', before, after, maxDuration)) return maxDurationError(maxDuration);
  const [pl] = await db
    .select({ maxLength: playlists.maxLength })
    .from(playlists)
    .where(eq(playlists.guid, guidPlaylist));
  if (isUploadHidden(pl?.maxLength ?? 0, after)) return new AppError('MAX_LENGTH', MAX_LENGTH_HINT);
  return null;
}

export async function assertCanChange(db: Db, guidPlaylist: string, itemGuid: string, changed: LoopItem, now: number) {
  const error = await loopChangeError(db, guidPlaylist, new Map([[itemGuid, changed]]), now);
  if (error) throw error;
}
