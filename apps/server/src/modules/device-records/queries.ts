import { and, type Column, desc, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devices } from '../../db/schema.js';
import { unassignedNew } from '../../player/registration.js';

/** Screens that registered themselves and wait for a network, newest first. */
export function unknownDevices(db: Db) {
  return db
    .select({
      guid: devices.guid,
      created: devices.created,
      lastHeartbeat: devices.lastHeartbeat,
      remoteAddress: devices.remoteAddress,
      clientVersionString: devices.clientVersionString,
    })
    .from(devices)
    .where(unassignedNew)
    .orderBy(desc(devices.created), devices.guid);
}

/** A device's name, companies and playlist (assigning it a playlist); null when there is none. */
export async function deviceAssignment(db: Db, guid: string) {
  const [device] = await db
    .select({
      guid: devices.guid,
      name: devices.name,
      guidCompany: devices.guidCompany,
      guidParent: devices.guidParent,
      guidPlaylist: devices.guidPlaylist,
    })
    .from(devices)
    .where(eq(devices.guid, guid))
    .limit(1);
  return device ?? null;
}

/** The strictest maxDuration (s) of the devices playing the playlist; null when none limits it. */
export async function strictestMaxDuration(db: Db, guidPlaylist: string): Promise<number | null> {
  const [row] = await db
    .select({ max: sql<number | null>`min(${devices.maxDuration})` })
    .from(devices)
    .where(and(eq(devices.guidPlaylist, guidPlaylist), gt(devices.maxDuration, 0), ne(devices.deviceState, 'VER')));
  return row?.max == null ? null : Number(row.max);
}

/** Whether a list of device guids (a jsonb array of guid strings) names a device at the location. */
export const namesDeviceAt = (guids: SQL | Column, location: string): SQL =>
  sql`exists (select 1 from ${devices} d where d.guid_company = ${location} and ${guids} @> jsonb_build_array(d.guid::text))`;
