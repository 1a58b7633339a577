import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devices } from '../../db/schema.js';
import { rowsWritten } from '../../db/write-unit.js';

/** Columns a write may set on a device row. */
export type DevicePatch = Partial<typeof devices.$inferInsert>;

// The screens learn of these writes from the write unit (db/write-unit.ts) after the commit; each write names the
// devices it changed (rowsWritten) so that only their screens are told.

/** Writes a patch on one device. */
export async function patchDevice(tx: Db, guid: string, patch: DevicePatch): Promise<void> {
  await tx.update(devices).set(patch).where(eq(devices.guid, guid));
  rowsWritten(tx, devices, [guid]);
}

/** Deletes one device row. */
export async function deleteDeviceRow(tx: Db, guid: string): Promise<void> {
  await tx.delete(devices).where(eq(devices.guid, guid));
  rowsWritten(tx, devices, [guid]);
}

/**
 * Every device's answer may differ after this transaction (e.g. a deleted playlist: the screens playing it have
 * none, by the foreign key's set null, which no statement of ours shows).
 */
export function everyDeviceChanged(tx: Db): void {
  rowsWritten(tx, devices, 'all');
}

/**
 * A deleted company's devices lose it: a network's (by guidCompany or guidParent) keep none, a location's
 * stay in `network`. Returns how many.
 */
export async function detachDevicesOf(
  tx: Db,
  company: { guid: string; isNetwork: boolean; network: string | null },
): Promise<number> {
  const rows = company.isNetwork
    ? await tx
        .update(devices)
        .set({ guidCompany: null, guidParent: null })
        .where(or(eq(devices.guidCompany, company.guid), eq(devices.guidParent, company.guid)))
        .returning({ guid: devices.guid })
    : await tx
        .update(devices)
        .set({ guidCompany: null, guidParent: company.network })
        .where(eq(devices.guidCompany, company.guid))
        .returning({ guid: devices.guid });
  rowsWritten(
    tx,
    devices,
    rows.map((r) => r.guid),
  );
  return rows.length;
}

/** A moved location's devices follow it into `network` (null: none). */
export async function moveDevicesOfLocation(tx: Db, location: string, network: string | null): Promise<void> {
  const rows = await tx
    .update(devices)
    .set({ guidParent: network })
    .where(eq(devices.guidCompany, location))
    .returning({ guid: devices.guid });
  rowsWritten(
    tx,
    devices,
    rows.map((r) => r.guid),
  );
}

/** The company's devices without a playlist get this one (a new loop playlist). */
export async function givePlaylistToDevicesWithout(
  tx: Db,
  company: string,
  playlist: string,
  now: Date,
): Promise<void> {
  const rows = await tx
    .update(devices)
    .set({ guidPlaylist: playlist, edited: now })
    .where(and(eq(devices.guidCompany, company), isNull(devices.guidPlaylist)))
    .returning({ guid: devices.guid });
  rowsWritten(
    tx,
    devices,
    rows.map((r) => r.guid),
  );
}

/**
 * The devices whose answers a company's change reaches (its opening hours, time zone, device-secret switch, an
 * announcement of it): for a location its own devices, for a network every device in it (its locations inherit
 * its hours and date exceptions). The owner of the written table names them with rowsWritten.
 */
export async function devicesOfCompany(tx: Db, company: { guid: string; isNetwork: boolean }): Promise<string[]> {
  const rows = await tx
    .select({ guid: devices.guid })
    .from(devices)
    .where(
      company.isNetwork
        ? or(eq(devices.guidCompany, company.guid), eq(devices.guidParent, company.guid))
        : eq(devices.guidCompany, company.guid),
    );
  return rows.map((r) => r.guid);
}
