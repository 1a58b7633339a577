import { and, eq, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { devices } from '../../db/schema.js';

/** Columns a write may set on a device row. */
export type DevicePatch = Partial<typeof devices.$inferInsert>;

/**
 * The devices changed in one transaction, told to the player caches after its commit (changingDevices):
 * the guids the writes below record, or every device when the change reaches further (a foreign key's
 * cascade, a network setting the screens' answers contain).
 */
export class DeviceChanges {
  private readonly guids = new Set<string>();
  private all = false;

  record(guids: readonly string[]): void {
    for (const guid of guids) this.guids.add(guid);
  }

  /** Every device's answer may differ now (e.g. a deleted playlist: the screens playing it have none). */
  everything(): void {
    this.all = true;
  }

  /** Tells the player caches; nothing when nothing changed. */
  send(ctx: AppContext): void {
    if (this.all) ctx.invalidation.devicesChanged();
    else if (this.guids.size > 0) ctx.invalidation.devicesChanged([...this.guids]);
  }
}

/** Runs `work` in one transaction; after its commit the devices it changed are told to the player caches. */
export async function changingDevices<T>(
  ctx: AppContext,
  work: (tx: Db, changes: DeviceChanges) => Promise<T>,
): Promise<T> {
  const changes = new DeviceChanges();
  const result = await ctx.db.transaction((tx) => work(tx, changes));
  changes.send(ctx);
  return result;
}

/** Writes a patch on one device. */
export async function patchDevice(tx: Db, changes: DeviceChanges, guid: string, patch: DevicePatch): Promise<void> {
  await tx.update(devices).set(patch).where(eq(devices.guid, guid));
  changes.record([guid]);
}

/** Deletes one device row. */
export async function deleteDeviceRow(tx: Db, changes: DeviceChanges, guid: string): Promise<void> {
  await tx.delete(devices).where(eq(devices.guid, guid));
  changes.record([guid]);
}

/**
 * A deleted company's devices lose it: a network's (by guidCompany or guidParent) keep none, a location's
 * stay in `network`. Returns how many.
 */
export async function detachDevicesOf(
  tx: Db,
  changes: DeviceChanges,
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
  changes.record(rows.map((r) => r.guid));
  return rows.length;
}

/** A moved location's devices follow it into `network` (null: none). */
export async function moveDevicesOfLocation(
  tx: Db,
  changes: DeviceChanges,
  location: string,
  network: string | null,
): Promise<void> {
  const rows = await tx
    .update(devices)
    .set({ guidParent: network })
    .where(eq(devices.guidCompany, location))
    .returning({ guid: devices.guid });
  changes.record(rows.map((r) => r.guid));
}

/** The company's devices without a playlist get this one (a new loop playlist). */
export async function givePlaylistToDevicesWithout(
  tx: Db,
  changes: DeviceChanges,
  company: string,
  playlist: string,
  now: Date,
): Promise<void> {
  const rows = await tx
    .update(devices)
    .set({ guidPlaylist: playlist, edited: now })
    .where(and(eq(devices.guidCompany, company), isNull(devices.guidPlaylist)))
    .returning({ guid: devices.guid });
  changes.record(rows.map((r) => r.guid));
}

/**
 * A company's opening hours or time zone changed (issue 26): its screens' answers change with it. For a location
 * its own devices, for a network every device in it (its locations inherit its hours and date exceptions). Call
 * it inside changingDevices, after the company's update; the player caches drop them after the commit.
 */
export async function companyDevicesChanged(
  tx: Db,
  changes: DeviceChanges,
  company: { guid: string; isNetwork: boolean },
): Promise<void> {
  const rows = await tx
    .select({ guid: devices.guid })
    .from(devices)
    .where(
      company.isNetwork
        ? or(eq(devices.guidCompany, company.guid), eq(devices.guidParent, company.guid))
        : eq(devices.guidCompany, company.guid),
    );
  changes.record(rows.map((r) => r.guid));
}
