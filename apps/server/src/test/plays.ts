import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type playBatches,
  type playDays,
  type playEvents,
  type playHours,
  type playRejections,
  playServed,
} from '../db/schema.js';
import { addPlayingDevice } from './factory/devices.js';
import { addPlayerItem } from './factory/index.js';
import type { Harness } from './harness.js';

/** Test helpers of the plays module: a screen playing two items, and sending its reports. */
export async function playingScreen(h: Harness, at: { network: string; location: string }) {
  const db = h.database.db;
  const { device, playlist } = await addPlayingDevice(db, at);
  const first = await addPlayerItem(db, { guidPlaylist: playlist, name: 'Sommer in Kroatien.jpg' });
  const second = await addPlayerItem(db, { guidPlaylist: playlist, name: 'Herbstreisen.mp4', offerId: '1000' });
  // As if the screen had been served both items for years (the plays tests are about counting, not about the poll).
  await served(h, device, [first, second]);
  return { device, playlist, first, second };
}

/** Notes the items as served to the screen from `from` to `till` (play_served, which the poll writes). */
export async function served(
  h: Harness,
  device: string,
  items: readonly string[],
  from = Date.parse('2024-01-01T00:00:00Z'),
  till = Date.parse('2030-01-01T00:00:00Z'),
) {
  if (!items.length) return;
  await h.database.db
    .insert(playServed)
    .values(
      items.map((guidItem) => ({
        guidDevice: device,
        guidItem,
        firstServed: new Date(from),
        lastServed: new Date(till),
      })),
    )
    .onConflictDoUpdate({
      target: [playServed.guidDevice, playServed.guidItem],
      set: { firstServed: new Date(from), lastServed: new Date(till) },
    });
}

export function sendPlays(
  h: Harness,
  key: string,
  plays: unknown[],
  options: { batchId?: string; secret?: string } = {},
) {
  return h.app.inject({
    method: 'POST',
    url: `/api/plays?key=${key}`,
    headers: options.secret ? { 'x-device-secret': options.secret } : {},
    payload: { batchId: options.batchId ?? randomUUID(), plays },
  });
}

export const play = (item: string, start: number, seconds = 10) => ({ item, start, seconds });

/** A table of proof of play whose rows the tests count. */
export type PlayTable =
  | typeof playEvents
  | typeof playBatches
  | typeof playHours
  | typeof playDays
  | typeof playRejections;

/** How many rows `table` holds. */
export async function rowCount(h: Harness, table: PlayTable) {
  return (await h.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
}
