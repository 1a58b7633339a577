import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devices } from '../../db/schema.js';

/** The locations of the screens playing the playlist (every state but 'VER', as maxDuration counts them). */
export async function locationsPlaying(db: Db, guidPlaylist: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ guid: devices.guidCompany })
    .from(devices)
    .where(and(eq(devices.guidPlaylist, guidPlaylist), isNotNull(devices.guidCompany), ne(devices.deviceState, 'VER')));
  return rows.map((r) => r.guid as string);
}
