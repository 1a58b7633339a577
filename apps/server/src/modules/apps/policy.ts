import type { Actor } from '../../context.js';
import { forbidden } from '../../lib/errors.js';
import { isGlobal } from '../../tenancy/index.js';

/** Player packages run on every network's screens: only global users change them (reading: the route right). */
export function assertMayChange(actor: Actor) {
  if (!isGlobal(actor)) throw forbidden('App-Versionen dürfen nur globale Benutzer ändern.');
}
