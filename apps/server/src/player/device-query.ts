import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { companies, deviceSnapshots, devices, glassRequests } from '../db/schema.js';
import { networkOfGuid } from '../tenancy/index.js';
import { placeColumns } from './screen-place.js';

/**
 * The network's deviceSecretRequired through primary-key lookups only (scalar subqueries), so the
 * player's device loads stay index scans whatever the planner's statistics say.
 */
const secretRequiredByKey = sql<boolean>`coalesce((select n.device_secret_required from ${companies} n where n.guid =
  coalesce(${networkOfGuid(devices.guidParent)}, ${networkOfGuid(devices.guidCompany)})), false)`;

/** A picture the staff asked for and the screen has not sent yet (the devices module writes it). */
const snapshotRequestByKey = sql<string | null>`(select s.request_id from ${deviceSnapshots} s
  where s.guid_device = ${devices.guid})`;

/** A glass check the staff asked for and the screen has not answered yet (the glass module writes it). */
const glassRequestByKey = sql<string | null>`(select g.request_id from ${glassRequests} g
  where g.guid_device = ${devices.guid})`;

/** What the player needs of devices (settings, state, secret, on-time, location's hours), by guid. */
export function selectPlayerDevices(db: Db, where: SQL) {
  return db
    .select({
      guid: devices.guid,
      name: devices.name,
      stageName: devices.stageName,
      deviceState: devices.deviceState,
      isArchived: devices.isArchived,
      orientation: devices.orientation,
      maxDuration: devices.maxDuration,
      screenNumber: devices.screenNumber,
      jsonMonitor: devices.jsonMonitor,
      setClientVersion: devices.setClientVersion,
      guidPlaylist: devices.guidPlaylist,
      secretHash: devices.secretHash,
      secretRequired: secretRequiredByKey,
      snapshotRequest: snapshotRequestByKey,
      glassRequest: glassRequestByKey,
      power: devices.power,
      place: placeColumns,
      /** For its announcements: its network and location. */
      network: sql<
        string | null
      >`coalesce(${networkOfGuid(devices.guidParent)}, ${networkOfGuid(devices.guidCompany)})`,
      location: devices.guidCompany,
    })
    .from(devices)
    .where(where);
}
