import { canAddToLoop, isUploadHidden, MAX_LENGTH_HINT, maxDurationMessage, ownLoopSeconds } from '@signage/shared';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devices, playlistItems } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/** The strictest maxDuration (s) of the devices playing the playlist; null when none limits it. */
export async function maxDurationOf(db: Db, guidPlaylist: string): Promise<number | null> {
  const [row] = await db
    .select({ max: sql<number | null>`min(${devices.maxDuration})` })
    .from(devices)
    .where(and(eq(devices.guidPlaylist, guidPlaylist), gt(devices.maxDuration, 0), ne(devices.deviceState, 'VER')));
  return row?.max == null ? null : Number(row.max);
}

export async function ownSecondsOf(db: Db, guidPlaylist: string): Promise<number> {
  const items = await db
    .select({ type: playlistItems.type, duration: playlistItems.duration })
    .from(playlistItems)
    .where(eq(playlistItems.guidPlaylist, guidPlaylist));
  return ownLoopSeconds(items);
}

export interface LoopState {
  ownSeconds: number;
  maxDuration: number | null;
  canAdd: boolean;
  uploadHidden: boolean;
}

export async function loopState(db: Db, playlist: { guid: string; maxLength: number }): Promise<LoopState> {
  const [ownSeconds, maxDuration] = await Promise.all([
    ownSecondsOf(db, playlist.guid),
    maxDurationOf(db, playlist.guid),
  ]);
  return {
    ownSeconds,
    maxDuration,
    canAdd: canAddToLoop(ownSeconds, maxDuration),
    uploadHidden: isUploadHidden(playlist.maxLength, ownSeconds),
  };
}

/**
 * SPEC §5: adding an own item (upload, media-library item, web item) is refused when the own loop
 * has reached the devices' maxDuration, or the playlist's maxLength is exceeded.
 */
export async function assertCanAdd(db: Db, playlist: { guid: string; maxLength: number }): Promise<void> {
  const state = await loopState(db, playlist);
  if (!state.canAdd) throw new AppError('MAX_DURATION', maxDurationMessage(state.maxDuration ?? 0));
  if (state.uploadHidden) throw new AppError('MAX_LENGTH', MAX_LENGTH_HINT);
}
