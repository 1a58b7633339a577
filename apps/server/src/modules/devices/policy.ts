import type { Actor } from '../../context.js';
import { locationOf } from '../../tenancy/in-tenant.js';

export const NETWORK_VISIBLE_OTHER = 'RIGHT_NETWORK_VISIBLE_OTHER';

/**
 * Which devices an actor reaches. A device belongs to the network guidParent (or the network of its
 * company); devices without a network (new, unassigned) are reached only by global users and users with
 * RIGHT_NETWORK_VISIBLE_OTHER; a location user reaches only the devices at that location.
 */
export type DeviceScope =
  | { kind: 'all' }
  | { kind: 'location'; location: string }
  | { kind: 'network'; network: string; withUnassigned: boolean };

export function deviceScopeOf(actor: Actor): DeviceScope {
  const location = locationOf(actor);
  if (location) return { kind: 'location', location };
  if (actor.networkGuid === null) return { kind: 'all' };
  return { kind: 'network', network: actor.networkGuid, withUnassigned: actor.rights[NETWORK_VISIBLE_OTHER] === true };
}

export interface ScopedDevice {
  networkGuid: string | null;
  guidCompany: string | null;
}

export function canSeeDevice(actor: Actor, device: ScopedDevice): boolean {
  const scope = deviceScopeOf(actor);
  if (scope.kind === 'all') return true;
  if (scope.kind === 'location') return device.guidCompany === scope.location;
  if (device.networkGuid === null) return scope.withUnassigned;
  return device.networkGuid === scope.network;
}

/** Target companies a device may be assigned to: inside the actor's own reach. */
export function canAssignTo(actor: Actor, company: { guid: string; networkGuid: string | null }): boolean {
  const scope = deviceScopeOf(actor);
  if (scope.kind === 'all') return true;
  if (scope.kind === 'location') return company.guid === scope.location;
  return company.networkGuid === scope.network;
}

/** SPEC §4: reactivating an archived device needs RIGHT_NETWORK_CREATE. */
export const REACTIVATE_RIGHT = 'RIGHT_NETWORK_CREATE';
export const canReactivate = (actor: Actor) => actor.rights[REACTIVATE_RIGHT] === true;

/**
 * Archiving and the status (deviceState) are the network's and support's business: a location user (bound to
 * one location) never changes them, whatever rights the role holds; the route rights decide for everyone else.
 */
export const canChangeLifecycle = (actor: Actor) => locationOf(actor) === null;
