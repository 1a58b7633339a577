import { desc, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playBatches, playDays, playEvents, playHours } from '../../db/schema.js';

/** One rollup row to add (plays and seconds are added to what the row has). */
export interface RollupRow {
  guidDevice: string;
  guidItem: string;
  guidLocation: string | null;
  guidNetwork: string | null;
  itemName: string;
  offerId: string | null;
  tourOperator: string | null;
  plays: number;
  seconds: number;
}

/** Rows per statement (PostgreSQL allows 65,535 parameters; a rollup row has 11). */
const CHUNK = 2000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** Records the batch as counted; false when this screen sent it before (then nothing else is written). */
export async function claimBatch(tx: Db, guidDevice: string, batchId: string, now: number): Promise<boolean> {
  const rows = await tx
    .insert(playBatches)
    .values({ guidDevice, batchId, received: new Date(now) })
    .onConflictDoNothing()
    .returning({ batchId: playBatches.batchId });
  return rows.length === 1;
}

export async function insertEvents(
  tx: Db,
  rows: ReadonlyArray<{ guidDevice: string; guidItem: string; started: Date; seconds: number }>,
): Promise<void> {
  for (const part of chunks(rows)) await tx.insert(playEvents).values(part);
}

const added = {
  plays: sql`excluded.plays`,
  seconds: sql`excluded.seconds`,
};
const latest = {
  guidLocation: sql`excluded.guid_location`,
  guidNetwork: sql`excluded.guid_network`,
  itemName: sql`excluded.item_name`,
  offerId: sql`excluded.offer_id`,
  tourOperator: sql`excluded.tour_operator`,
};

/** Adds plays and seconds per screen, item and hour (rows sorted by key, so concurrent batches never deadlock). */
export async function addHours(tx: Db, rows: ReadonlyArray<RollupRow & { hour: Date }>): Promise<void> {
  for (const part of chunks(rows)) {
    await tx
      .insert(playHours)
      .values(part)
      .onConflictDoUpdate({
        target: [playHours.guidDevice, playHours.guidItem, playHours.hour],
        set: {
          plays: sql`${playHours.plays} + ${added.plays}`,
          seconds: sql`${playHours.seconds} + ${added.seconds}`,
          ...latest,
        },
      });
  }
}

export async function addDays(tx: Db, rows: ReadonlyArray<RollupRow & { day: string }>): Promise<void> {
  for (const part of chunks(rows)) {
    await tx
      .insert(playDays)
      .values(part)
      .onConflictDoUpdate({
        target: [playDays.guidDevice, playDays.guidItem, playDays.day],
        set: {
          plays: sql`${playDays.plays} + ${added.plays}`,
          seconds: sql`${playDays.seconds} + ${added.seconds}`,
          ...latest,
        },
      });
  }
}

/** What the rollups remember of items that are gone (their last name and offer), by item guid. */
export async function rememberedItems(db: Db, guids: readonly string[]) {
  if (!guids.length) return [];
  return db
    .selectDistinctOn([playDays.guidItem], {
      guid: playDays.guidItem,
      name: playDays.itemName,
      offerId: playDays.offerId,
      tourOperator: playDays.tourOperator,
    })
    .from(playDays)
    .where(inArray(playDays.guidItem, [...guids]))
    .orderBy(playDays.guidItem, desc(playDays.day));
}

/** Retention: raw plays and batch ids before `rawBefore`, rollups before `rollupsBefore`. */
export async function deleteOld(db: Db, rawBefore: Date, rollupsBefore: Date): Promise<void> {
  await db.delete(playEvents).where(lt(playEvents.started, rawBefore));
  await db.delete(playBatches).where(lt(playBatches.received, rawBefore));
  await db.delete(playHours).where(lt(playHours.hour, rollupsBefore));
  await db.delete(playDays).where(lt(playDays.day, rollupsBefore.toISOString().slice(0, 10)));
}
