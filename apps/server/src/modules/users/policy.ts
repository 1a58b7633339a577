import type { Actor } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isGlobal, networkInReach, reachesNetwork, reachOf } from '../../tenancy/index.js';
import { userNetwork } from './repository.js';

export const USER = 'Benutzer';

/**
 * Users belong to the network they act in (tenancy actorNetworkOf: their company's network, or an orphan
 * location standing in); global users (no company) only global actors reach. A network or location user
 * reaches the users of their network.
 */
export const usersInReach = (actor: Actor) => networkInReach(reachOf(actor), userNetwork);

export function assertUserVisible<T extends { network: string | null }>(actor: Actor, row: T | null): T {
  if (!row || !reachesNetwork(reachOf(actor), row.network)) throw notFound(USER);
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
  if (!network || !reachesNetwork(reachOf(actor), network)) throw notFound('Netzwerk oder Standort');
}
