import type { UnknownDeleteRequest } from '@signage/shared';
import { R } from '@signage/shared';
import { inArray } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { devices } from '../../db/schema.js';
import { forbidden } from '../../lib/errors.js';
import { hasRight } from '../../lib/rights.js';
import { MAX_UNASSIGNED_NEW, removeUnknown } from '../../player/registration.js';
import { unknownDevices } from '../device-records/queries.js';
import { deviceScopeOf } from './policy.js';

/**
 * Screens that registered themselves and wait for a network ('unbekannte Geräte'). Seeing and clearing
 * them takes the devices right (route) plus RIGHT_NETWORK_CREATE, and a reach that includes devices
 * without a network (global users, or RIGHT_NETWORK_VISIBLE_OTHER).
 */
export function assertUnknownAdmin(actor: Actor) {
  if (!hasRight(actor, R.networkCreate) || !deviceScopeOf(actor).withUnassigned) {
    throw forbidden('Unbekannte Geräte verwalten dürfen nur Administratoren (Recht „Netzwerke anlegen“).');
  }
}

const epoch = (d: Date | null) => (d ? d.getTime() : null);

export async function listUnknown(ctx: AppContext, actor: Actor) {
  assertUnknownAdmin(actor);
  const rows = await unknownDevices(ctx.db);
  return {
    items: rows.map((r) => ({ ...r, created: epoch(r.created), lastHeartbeat: epoch(r.lastHeartbeat) })),
    max: MAX_UNASSIGNED_NEW,
    expiryMs: ctx.config.newDeviceExpiryMs,
  };
}

export async function deleteUnknown(ctx: AppContext, actor: Actor, body: UnknownDeleteRequest) {
  assertUnknownAdmin(actor);
  const where = 'guids' in body ? inArray(devices.guid, body.guids) : undefined;
  const deleted = await removeUnknown(ctx, actor, 'delete-unknown', where);
  return { success: true as const, deleted: deleted.length };
}
