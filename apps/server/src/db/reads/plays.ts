import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { playDays } from '../schema.js';

/**
 * The plays module's read piece for the evidence archive (before it in the module order): the plays of an offer
 * on the screens of a location, per screen and day (Europe/Berlin), oldest day first.
 */
export function offerPlaysPerDay(db: Db, guidLocation: string, offerId: string) {
  return db
    .select({ guidDevice: playDays.guidDevice, day: playDays.day, plays: sql<number>`sum(${playDays.plays})::int` })
    .from(playDays)
    .where(and(eq(playDays.guidLocation, guidLocation), eq(playDays.offerId, offerId)))
    .groupBy(playDays.guidDevice, playDays.day)
    .orderBy(asc(playDays.day));
}
