import type { Actor } from '../../context.js';
import { isGlobal } from '../../tenancy/index.js';

interface RoleLike {
  guidParent: string | null;
}

/** A role is visible to a network user when it is their network's, or a global one they could hand out. */
export function canSeeRole(actor: Actor, role: RoleLike, allowed: Set<string>): boolean {
  if (isGlobal(actor)) return true;
  if (role.guidParent === actor.networkGuid) return true;
  return role.guidParent === null && isSubsetOfActor(actor, allowed);
}

/** Global roles only by global users; a network's roles by that network's users. */
export function canEditRole(actor: Actor, role: RoleLike): boolean {
  return isGlobal(actor) || (role.guidParent !== null && role.guidParent === actor.networkGuid);
}

/** A user can never hand out (through a role) more than they hold themselves. */
export function isSubsetOfActor(actor: Actor, allowed: Iterable<string>): boolean {
  if (isGlobal(actor)) return true;
  for (const name of allowed) if (actor.rights[name] !== true) return false;
  return true;
}
