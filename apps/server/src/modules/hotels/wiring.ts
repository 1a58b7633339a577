import type { HotelImportLine } from '@signage/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { hotels } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { DatabaseHotelDirectory } from './database-directory.js';
import { demoHotels } from './demo/index.js';
import type { HotelDirectory } from './directory.js';
import { type ImportCounts, importHotelRecords } from './importer.js';
import { RemoteHotelDirectory } from './remote/index.js';

/** How long the remote directory's answers are reused. */
export const REMOTE_CACHE_TTL_MS = 10 * 60_000;

/**
 * What the other parts of the hotel directory bring: the demo hotels (modules/hotels/demo, `demoHotels()`) and the
 * remote directory (modules/hotels/remote, `new RemoteHotelDirectory(options)`). They are handed in here,
 * the one place that connects them, so this module compiles and is tested without them.
 */
export interface HotelParts {
  demoHotels?: () => Iterable<HotelImportLine>;
  remote?: (options: { baseUrl: string; timeoutMs: number; cacheTtlMs: number }) => HotelDirectory;
}

/** The directory HOTEL_DIRECTORY names. */
export function createHotelDirectory(config: Config, db: Db, parts: HotelParts): HotelDirectory {
  if (config.hotelDirectory === 'database') return new DatabaseHotelDirectory(db);
  if (!parts.remote || !config.hotelDirectoryUrl) {
    throw new Error('HOTEL_DIRECTORY=http: das entfernte Hotelverzeichnis ist in dieser Version nicht verfügbar.');
  }
  return parts.remote({
    baseUrl: config.hotelDirectoryUrl,
    timeoutMs: config.hotelDirectoryTimeoutMs,
    cacheTtlMs: REMOTE_CACHE_TTL_MS,
  });
}

/**
 * At start: with HOTEL_DIRECTORY=database and HOTEL_DEMO on, an empty hotel table gets the demo hotels,
 * through the import (same validation and upsert). Returns the counts, or null when nothing was to do.
 */
export async function seedDemoHotels(
  db: Db,
  config: Config,
  clock: Clock,
  demoHotels: (() => Iterable<HotelImportLine>) | undefined,
): Promise<ImportCounts | null> {
  if (config.hotelDirectory !== 'database' || !config.hotelDemo || !demoHotels) return null;
  const [any] = await db.select({ one: sql`1` }).from(hotels).limit(1);
  if (any) return null;
  return importHotelRecords(db, demoHotels(), { clock });
}

/** This build's parts (see HotelParts). */
export const HOTEL_PARTS: HotelParts = {
  demoHotels,
  remote: (options) => new RemoteHotelDirectory(options),
};
