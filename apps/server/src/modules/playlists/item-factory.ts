import { randomUUID } from 'node:crypto';
import { defaultValidity, normalizeDuration } from '@signage/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type media, playlistItems } from '../../db/schema.js';
import { readBytes, type Storage, StoredFileMissing } from '../../lib/storage.js';
import { mediaKey } from '../media/playable.js';

export type ItemInsert = typeof playlistItems.$inferInsert;
export type MediaRowFull = typeof media.$inferSelect;

/** Seconds an image shows by default (like a web item, SPEC §9). */
export const DEFAULT_IMAGE_SECONDS = 10;

/** Item duration of a media entry: the video's length (rounded up), else the image default. */
export function durationOfMedia(m: { type: string; mediaInfo: string }): number {
  if (m.type === 'VIDEO') {
    try {
      const seconds = Number((JSON.parse(m.mediaInfo) as { duration?: unknown }).duration);
      if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
    } catch {
      // no usable info: fall through
    }
  }
  return normalizeDuration(m.type, DEFAULT_IMAGE_SECONDS);
}

/** A thumbnail for a media entry: copied from an item that has one, else read from its thumb file. */
export async function thumbOfMedia(db: Db, storage: Storage, m: MediaRowFull): Promise<string | null> {
  const [other] = await db
    .select({ thumb: playlistItems.thumb })
    .from(playlistItems)
    .where(
      and(
        eq(playlistItems.guidMedia, m.guid),
        isNotNull(playlistItems.thumb),
        sql`length(${playlistItems.thumb}) > 10`,
      ),
    )
    .limit(1);
  if (other?.thumb) return other.thumb;
  if (!m.thumbFileName || !m.guidPlaylist) return null;
  const key = mediaKey(m.guidPlaylist, m.thumbFileName);
  if ((await storage.size(key)) === null) return null;
  const jpeg = await readBytes(storage, key).catch((err) => {
    if (err instanceof StoredFileMissing) return null; // removed since the size was read
    throw err;
  });
  return jpeg && `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** The new item for a media entry in a playlist (validity defaults to now … one year later). */
export function itemForMedia(
  m: MediaRowFull,
  target: { guidPlaylist: string; orderNr: number; now: number; active?: 0 | 1; thumb: string | null },
  window: { activeFrom?: number | null; activeTill?: number | null } = {},
): ItemInsert {
  const fallback = defaultValidity(target.now);
  return {
    guid: randomUUID(),
    guidPlaylist: target.guidPlaylist,
    orderNr: target.orderNr,
    name: m.name,
    title: m.name.replace(/\.[^.]+$/, ''),
    type: m.type,
    mime: m.mime,
    size: m.size,
    duration: durationOfMedia(m),
    md5: m.md5,
    localFileName: m.localFileName,
    localAbsoluteFileName: m.guidPlaylist ? mediaKey(m.guidPlaylist, m.localFileName) : null,
    thumb: target.thumb,
    active: target.active ?? 1,
    activeFrom: new Date(window.activeFrom ?? fallback.activeFrom),
    activeTill: new Date(window.activeTill ?? fallback.activeTill),
    guidMedia: m.guid,
    tags: m.tags,
    created: new Date(target.now),
    changed: new Date(target.now),
  };
}
