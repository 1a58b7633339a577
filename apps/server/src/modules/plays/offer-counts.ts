import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playDays } from '../../db/schema.js';

/** An offer's plays per location since a day (YYYY-MM-DD, Europe/Berlin days as the rollup keeps them). */
export function offerPlaysByLocation(db: Db, offerId: string, locations: readonly string[], sinceDay: string) {
  return db
    .select({ guidCompany: playDays.guidLocation, plays: sql<number>`coalesce(sum(${playDays.plays}), 0)::int` })
    .from(playDays)
    .where(
      and(eq(playDays.offerId, offerId), inArray(playDays.guidLocation, [...locations]), gte(playDays.day, sinceDay)),
    )
    .groupBy(playDays.guidLocation);
}
