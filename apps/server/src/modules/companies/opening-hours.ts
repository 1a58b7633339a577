/**
 * A location's opening hours as every other module reads them: the network's default, replaced or supplemented by the
 * location's own (effectiveOpeningHours), in the location's zone.
 */
import { DEFAULT_OFFER_TIME_ZONE, type LocationHours, locationHoursFrom } from '@signage/shared';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';

export type { LocationHours };

export const NO_HOURS: LocationHours = { timeZone: DEFAULT_OFFER_TIME_ZONE, hours: null };

const network = alias(companies, 'network');

/** The hours of each given location (unknown guids are left out). */
export async function locationHoursOf(db: Db, locationGuids: readonly string[]): Promise<Map<string, LocationHours>> {
  const out = new Map<string, LocationHours>();
  if (locationGuids.length === 0) return out;
  const rows = await db
    .select({
      guid: companies.guid,
      timeZone: companies.timeZone,
      own: companies.openingHours,
      inherited: network.openingHours,
    })
    .from(companies)
    .leftJoin(network, eq(network.guid, companies.guidParent))
    .where(inArray(companies.guid, [...new Set(locationGuids)]));
  for (const row of rows) out.set(row.guid, hoursFrom(row.timeZone, row.inherited, row.own));
  return out;
}

/** The effective hours from the stored columns of a location and its network (shared: locationHoursFrom). */
export const hoursFrom = locationHoursFrom;

/** What a company stores of its hours, with its network's default (a location's), or null for an unknown guid. */
export async function storedHoursOf(db: Db, guid: string) {
  const [row] = await db
    .select({
      timeZone: companies.timeZone,
      own: companies.openingHours,
      holidayState: companies.holidayState,
      networkHours: network.openingHours,
    })
    .from(companies)
    .leftJoin(network, eq(network.guid, companies.guidParent))
    .where(eq(companies.guid, guid));
  return row ?? null;
}
