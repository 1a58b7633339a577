import type { Actor } from '../../context.js';
import { forbidden } from '../../lib/errors.js';
import { isGlobal } from '../../tenancy/index.js';

/** The administrators' page 'Veranstalter' (its right: calls/operators.ts) is for global users only (operators belong to no network). */
export function assertManagesOperators(actor: Actor): void {
  if (!isGlobal(actor)) throw forbidden('Veranstalter verwalten nur Benutzer ohne Netzwerk.');
}

/** The operator of an operator's actor (the guard lets only those into the portal routes). */
export function operatorOf(actor: Actor): string {
  if (!actor.operator) throw forbidden();
  return actor.operator.guid;
}
