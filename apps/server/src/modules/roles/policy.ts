import type { Actor } from '../../context.js';
import { holdsNamedRight } from '../../lib/rights.js';
import { isGlobal, reachesNetwork, reachOf, writesLibraryRecord } from '../../tenancy/index.js';

interface RoleLike {
  guidParent: string | null;
}

/** A role is visible to a network user when it is their network's, or a global one they could hand out. */
export function canSeeRole(actor: Actor, role: RoleLike, allowed: Set<string>): boolean {
  if (role.guidParent === null) return isSubsetOfActor(actor, allowed);
  return reachesNetwork(reachOf(actor), role.guidParent);
}

/** Global roles only by global users; a network's roles by that network's users, not by a location user. */
export function canEditRole(actor: Actor, role: RoleLike): boolean {
  return writesLibraryRecord(reachOf(actor), role.guidParent);
}

/** A user can never hand out (through a role) more than they hold themselves. */
export function isSubsetOfActor(actor: Actor, allowed: Iterable<string>): boolean {
  if (isGlobal(actor)) return true;
  for (const name of allowed) if (!holdsNamedRight(actor, name)) return false;
  return true;
}
