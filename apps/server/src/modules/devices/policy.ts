import type { RightName } from '@signage/shared';
import type { Actor } from '../../context.js';
import { hasRight } from '../../lib/rights.js';
import { changesNetworkRecords, reachesCompany, reachesNetwork, reachOf } from '../../tenancy/index.js';
import type { DeviceScope } from '../device-records/repository.js';

export const NETWORK_VISIBLE_OTHER: RightName = 'RIGHT_NETWORK_VISIBLE_OTHER';

/**
 * Which devices an actor reaches: the tenancy reach (a location user: the devices at that location; a
 * network user: the devices of the network — guidParent, or the network of its company). Devices without a
 * network (new, unassigned) are reached by global users and by network users with RIGHT_NETWORK_VISIBLE_OTHER.
 */
export type { DeviceScope };

export function deviceScopeOf(actor: Actor): DeviceScope {
  const reach = reachOf(actor);
  const withUnassigned =
    reach.kind === 'global' || (reach.kind === 'network' && hasRight(actor, NETWORK_VISIBLE_OTHER));
  return { reach, withUnassigned };
}

export interface ScopedDevice {
  networkGuid: string | null;
  guidCompany: string | null;
}

export function canSeeDevice(actor: Actor, device: ScopedDevice): boolean {
  const { reach, withUnassigned } = deviceScopeOf(actor);
  if (reach.kind === 'location')
    return reachesCompany(reach, { guid: device.guidCompany, network: device.networkGuid });
  return device.networkGuid === null ? withUnassigned : reachesNetwork(reach, device.networkGuid);
}

/** Target companies a device may be assigned to: inside the actor's own reach. */
export const canAssignTo = (actor: Actor, company: { guid: string; networkGuid: string | null }): boolean =>
  reachesCompany(reachOf(actor), { guid: company.guid, network: company.networkGuid });

/** SPEC §4: reactivating an archived device needs RIGHT_NETWORK_CREATE. */
export const REACTIVATE_RIGHT: RightName = 'RIGHT_NETWORK_CREATE';
export const canReactivate = (actor: Actor) => hasRight(actor, REACTIVATE_RIGHT);

/**
 * Archiving and the status (deviceState) are the network's and support's business: a location user (bound to
 * one location) never changes them, whatever rights the role holds; the route rights decide for everyone else.
 */
export const canChangeLifecycle = (actor: Actor) => changesNetworkRecords(reachOf(actor));
