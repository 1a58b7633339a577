import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { media } from '../../db/schema.js';

/** A new media row as uploads and the offer tool make it. */
export type NewMedia = typeof media.$inferSelect;

/** Inserts media rows (inside the transaction that adds their playlist items). */
export async function insertMedia(tx: Db, rows: readonly NewMedia[]): Promise<void> {
  if (rows.length > 0) await tx.insert(media).values([...rows]);
}

/** Deletes media rows whose items are gone (inside the transaction that removed the items). */
export async function removeMedia(tx: Db, guids: readonly string[]): Promise<void> {
  if (guids.length > 0) await tx.delete(media).where(inArray(media.guid, [...guids]));
}

/** A media row gets a new file (the offer tool's new rendering); its items change in the same transaction. */
export async function setMediaFile(tx: Db, guids: readonly string[], file: { localFileName: string; size: number }) {
  if (guids.length > 0)
    await tx
      .update(media)
      .set(file)
      .where(inArray(media.guid, [...guids]));
}

/**
 * The media row, locked (FOR SHARE) until the transaction ends so a concurrent delete cannot remove it under a
 * new item; undefined when there is none.
 */
export async function lockedMedia(tx: Db, guid: string): Promise<NewMedia | undefined> {
  const [row] = await tx.select().from(media).where(eq(media.guid, guid)).for('share');
  return row;
}
