import type { Actor } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isGlobal, ownerInReach, reachesCompany, reachOf } from '../../tenancy/index.js';
import { userCompany, userNetwork } from './repository.js';

export const USER = 'Benutzer';

/**
 * Users belong to their company (guidParent) and the network they act in (tenancy actorNetworkOf: their
 * company's network, or an orphan location standing in); global users (no company) only global actors reach.
 * A network user reaches the users of their network, a location user those of its location only (SPEC §6).
 */
export const usersInReach = (actor: Actor) =>
  ownerInReach(reachOf(actor), { company: userCompany, network: userNetwork });

export function assertUserVisible<T extends { guidParent: string | null; network: string | null }>(
  actor: Actor,
  row: T | null,
): T {
  if (!row || !reachesCompany(reachOf(actor), { guid: row.guidParent, network: row.network })) throw notFound(USER);
  return row;
}

/**
 * The company a user may be attached to by this actor (its network looked up by the caller); null = a
 * global user, which only global actors create.
 */
export function assertMayAttach(actor: Actor, guidParent: string | null, network: string | null): void {
  if (guidParent === null) {
    if (!isGlobal(actor)) throw forbidden('Nur globale Benutzer dürfen globale Benutzer anlegen.');
    return;
  }
  if (!network || !reachesCompany(reachOf(actor), { guid: guidParent, network })) {
    throw notFound('Netzwerk oder Standort');
  }
}

/**
 * Nobody moves themselves: their own company (network or location) and role are changed by someone who
 * reaches both the old and the new place (updateUser checks both), never by the user.
 */
export function assertNotMovingSelf(
  actor: Actor,
  guid: string,
  current: { guidParent: string | null; guidRole: string | null },
  next: { guidParent: string | null; guidRole: string | null },
): void {
  if (guid !== actor.guid) return;
  if (next.guidParent !== current.guidParent || next.guidRole !== current.guidRole) {
    throw forbidden(
      'Ihr eigenes Netzwerk, Ihren Standort und Ihre Rolle können Sie nicht selbst ändern. Bitte wenden Sie sich an Ihren Administrator.',
    );
  }
}
