import type { Actor } from '../context.js';

/**
 * How far an actor reaches into tenant data (SPEC §6). The one place that turns a signed-in user into a reach:
 * - global (no guidParent): everything;
 * - network user (guidParent = their network): that network and its locations;
 * - location user (Standort-Benutzer, guidParent = a location): that location; `network` is the location's
 *   network (null only for hand-built actors: at a location without network the location itself stands in as
 *   the network, see auth/service.ts, so such a user is a network user of that location).
 */
export type Reach =
  | { kind: 'global' }
  | { kind: 'network'; network: string }
  | { kind: 'location'; network: string | null; location: string };

export type ActorTenant = Pick<Actor, 'guidParent' | 'networkGuid'>;

/**
 * Actor.networkGuid from the user's company (guidParent): the company for a network, the location's network for
 * a location; at a location without network the location itself stands in, so such a user is never mistaken
 * for a global one (null only without company).
 */
export function actorNetworkOf(
  guidParent: string | null,
  company: { isMother: number | null; guidParent: string | null },
): string | null {
  if (guidParent && company.isMother === 0) return company.guidParent ?? guidParent;
  return guidParent;
}

export function reachOf(actor: ActorTenant): Reach {
  if (!actor.guidParent) return { kind: 'global' };
  if (actor.networkGuid && actor.guidParent === actor.networkGuid)
    return { kind: 'network', network: actor.networkGuid };
  return { kind: 'location', network: actor.networkGuid, location: actor.guidParent };
}

/** A global user is not bound to one network. */
export const isGlobal = (actor: ActorTenant) => reachOf(actor).kind === 'global';

/**
 * SPEC §6: a location user's own reach is its location and nothing else. The records of the whole network —
 * the network's master data and device-secret switch, its locations (new, linked, deleted), roles, templates,
 * mail templates — are the network's business: a location user changes none of them, whatever its role holds.
 */
export const changesNetworkRecords = (reach: Reach): boolean => reach.kind !== 'location';

/** The network whose records the actor owns (their network, or their location's); null for a global user. */
export function ownNetwork(reach: Reach): string | null {
  return reach.kind === 'global' ? null : reach.network;
}
