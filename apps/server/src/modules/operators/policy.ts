import { R } from '@signage/shared';
import type { Actor } from '../../context.js';
import { forbidden } from '../../lib/errors.js';
import { isGlobal } from '../../tenancy/index.js';

/** The administrators' page 'Veranstalter': the right, and a global user (operators belong to no network). */
export const MANAGE = { anyOf: [R.operators] } as const;
/** The portal's reports: an operator's users, with a session or a personal access token. */
export const PORTAL_READ = { operator: [R.operatorPortal], token: true } as const;
/** The portal's own settings (tokens): only with a session. */
export const PORTAL_SESSION = { operator: [R.operatorPortal] } as const;
/** An operator administrator's view of its users' accesses (session only). */
export const PORTAL_ADMIN = { operator: [R.operatorAdmin] } as const;

export function assertManagesOperators(actor: Actor): void {
  if (!isGlobal(actor)) throw forbidden('Veranstalter verwalten nur Benutzer ohne Netzwerk.');
}

/** The operator of an operator's actor (the guard lets only those into the portal routes). */
export function operatorOf(actor: Actor): string {
  if (!actor.operator) throw forbidden();
  return actor.operator.guid;
}
