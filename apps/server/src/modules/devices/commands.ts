import { createHash, randomBytes } from 'node:crypto';
import type { AuditAction } from '@signage/shared';
import { applyMonitorRule, type DeviceUpdate, type Orientation, parseMonitorBox, toMonitorBox } from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { removeSnapshotPictures } from '../../player/snapshot-files.js';
import { networkOfCompany } from '../../tenancy/index.js';
import { holdsDeleteRight } from '../companies/policy.js';
import { companyExists } from '../companies/repository.js';
import type { DeviceRow } from '../device-records/repository.js';
import { type DevicePatch, deleteDeviceRow, patchDevice } from '../device-records/writes.js';
import { companyOfPlaylist } from '../playlists/repository.js';
import { backgroundKey } from './background.js';
import { canAssignTo, canChangeLifecycle, canReactivate } from './policy.js';
import { getDevice, visibleDevice } from './service.js';
import { dropSnapshots } from './snapshot.js';

/** Writes a patch with its audit record in one transaction, then tells the player cache. */
async function write(
  ctx: AppContext,
  actor: Actor,
  row: DeviceRow,
  patch: DevicePatch,
  action: AuditAction = 'update',
) {
  const next = { ...patch, edited: new Date(ctx.clock.now()) };
  await ctx.db.transaction(async (tx) => {
    await patchDevice(tx, row.guid, next);
    await audit(tx, actor, action, 'device', row.guid, snapshot(row), { ...snapshot(row), ...next });
  });
  return getDevice(ctx, actor, row.guid);
}

const snapshot = (row: DeviceRow) => {
  const { secretHash: _s, ...rest } = row;
  return rest as Record<string, unknown>;
};

export async function updateDevice(ctx: AppContext, actor: Actor, guid: string, input: DeviceUpdate) {
  const row = await visibleDevice(ctx, actor, guid);
  if (input.deviceState !== undefined && input.deviceState !== row.deviceState && !canChangeLifecycle(actor)) {
    throw forbidden('Standort-Benutzer dürfen den Status eines Geräts nicht ändern.');
  }
  const patch: DevicePatch = {};
  for (const [key, value] of Object.entries(input) as Array<[keyof DeviceUpdate, unknown]>) {
    if (value === undefined) continue;
    (patch as Record<string, unknown>)[key] = typeof value === 'string' && key !== 'tags' ? value || null : value;
  }
  if (patch.name === null) delete patch.name;
  if (input.orientation && input.orientation !== row.orientation) {
    // The monitor box must fit the new orientation (SPEC §5).
    patch.jsonMonitor = JSON.stringify(applyMonitorRule(parseMonitorBox(row.jsonMonitor), input.orientation));
  }
  const saved = await write(ctx, actor, row, patch);
  if (input.imgBackground === 'none' && row.imgBackground !== 'none') {
    await ctx.files.remove(backgroundKey(guid, row.imgBackground));
  }
  return saved;
}

/** SPEC §6: deleting needs DELETE_OWN (device of the own network) or DELETE_OTHER, whatever menu right. */
export async function deleteDevice(ctx: AppContext, actor: Actor, guid: string) {
  const row = await visibleDevice(ctx, actor, guid);
  if (!holdsDeleteRight(actor, { guid: row.guidCompany, network: row.networkGuid }))
    throw forbidden('Sie dürfen dieses Gerät nicht löschen.');
  const pictures = await ctx.db.transaction(async (tx) => {
    const keys = await dropSnapshots(tx, [guid]);
    await deleteDeviceRow(tx, guid);
    await audit(tx, actor, 'delete', 'device', guid, snapshot(row), null);
    return keys;
  });
  await ctx.files.remove(`media/devices/${guid}`);
  await removeSnapshotPictures(ctx.files, pictures);
}

/** POST devices/JSON/{id}: the monitor box, with the SPEC §5 rule applied for the device's orientation. */
export async function saveMonitor(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  body: { guid?: string; jsonMonitor: unknown },
) {
  if (body.guid && body.guid.toLowerCase() !== guid.toLowerCase()) {
    throw badRequest('Die GUID im Inhalt passt nicht zum Gerät der Adresse.');
  }
  let value = body.jsonMonitor;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest('jsonMonitor ist kein gültiges JSON.');
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('jsonMonitor muss ein Objekt mit vis, x, y, w und h sein.');
  }
  const row = await visibleDevice(ctx, actor, guid);
  const box = applyMonitorRule(toMonitorBox(value), row.orientation as Orientation);
  return write(ctx, actor, row, { jsonMonitor: JSON.stringify(box) });
}

/** SPEC §4: archiving sets isArchived 1; reactivating (0) only with RIGHT_NETWORK_CREATE. */
export async function archiveDevice(ctx: AppContext, actor: Actor, guid: string, isArchived: 0 | 1) {
  const row = await visibleDevice(ctx, actor, guid);
  if (!canChangeLifecycle(actor)) throw forbidden('Standort-Benutzer dürfen Geräte nicht archivieren.');
  if (isArchived === 0 && row.isArchived === 1 && !canReactivate(actor)) {
    throw forbidden('Nur Benutzer mit dem Recht RIGHT_NETWORK_CREATE dürfen archivierte Geräte reaktivieren.');
  }
  return write(ctx, actor, row, { isArchived }, isArchived ? 'archive' : 'reactivate');
}

/**
 * GET devices/link/{companyId}/{deviceGuid}: the device goes to a location or network; guidParent
 * becomes that company's network. A NEW device that now has a network becomes ACTIVE; a playlist of
 * another network is detached.
 */
export async function linkDevice(ctx: AppContext, actor: Actor, companyGuid: string, deviceGuid: string) {
  const company = (await companyExists(ctx.db, companyGuid)) ? { guid: companyGuid } : undefined;
  const networkGuid = company ? await networkOfCompany(ctx.db, company.guid) : null;
  if (!company || !canAssignTo(actor, { guid: company.guid, networkGuid })) throw notFound('Netzwerk oder Standort');
  const row = await visibleDevice(ctx, actor, deviceGuid);
  return assignDevice(ctx, actor, row, { guid: company.guid, networkGuid });
}

/**
 * Assigns a device the caller has authorised (the actor reaches the target company) to that company, and
 * with `playlist` (checked by the caller too) lets it play that playlist; otherwise a playlist of another
 * network is detached. One write, one audit record; the player caches are told.
 */
export async function assignDevice(
  ctx: AppContext,
  actor: Actor,
  row: DeviceRow,
  company: { guid: string; networkGuid: string | null },
  options: { playlist?: string; action?: AuditAction } = {},
) {
  const { networkGuid } = company;
  const patch: DevicePatch = { guidCompany: company.guid, guidParent: networkGuid };
  if (row.deviceState === 'NEW' && networkGuid) patch.deviceState = 'ACTIVE';
  if (options.playlist) patch.guidPlaylist = options.playlist;
  else if (row.guidPlaylist) {
    const owner = await companyOfPlaylist(ctx.db, row.guidPlaylist);
    const playlistNetwork = owner ? await networkOfCompany(ctx.db, owner) : null;
    if (playlistNetwork && playlistNetwork !== networkGuid) patch.guidPlaylist = null;
  }
  return write(ctx, actor, row, patch, options.action ?? 'link');
}

/** A new per-device secret, returned once; only its SHA-256 is stored. */
export async function createSecret(ctx: AppContext, actor: Actor, guid: string) {
  const row = await visibleDevice(ctx, actor, guid);
  const secret = randomBytes(32).toString('base64url');
  const secretHash = createHash('sha256').update(secret).digest('hex');
  await ctx.db.transaction(async (tx) => {
    await patchDevice(tx, row.guid, { secretHash, edited: new Date(ctx.clock.now()) });
    await audit(tx, actor, 'secret', 'device', guid, null, { secretRenewed: true });
  });
  return { guid: row.guid, secret };
}
