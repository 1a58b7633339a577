import { desc } from 'drizzle-orm';
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
