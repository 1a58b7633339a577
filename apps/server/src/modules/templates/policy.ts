import type { Actor } from '../../context.js';
import { templates } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import {
  assertChangesNetworkRecords,
  libraryInReach,
  reachOf,
  readsLibraryRecord,
  writesLibraryRecord,
} from '../../tenancy/index.js';

export const TEMPLATE = 'Template';

/**
 * Templates of a network, or global (guidParent null): global ones are read-only for network users, and every
 * one for a location user (a network's template serves all its locations).
 */
export const templatesInReach = (actor: Actor) => libraryInReach(reachOf(actor), templates.guidParent);

export function assertReadable<T extends { guidParent: string | null }>(actor: Actor, row: T | null): T {
  if (!row || !readsLibraryRecord(reachOf(actor), row.guidParent)) throw notFound(TEMPLATE);
  return row;
}

export function assertWritable(actor: Actor, row: { guidParent: string | null }): void {
  assertChangesNetworkRecords(actor);
  if (!writesLibraryRecord(reachOf(actor), row.guidParent)) {
    throw forbidden('Globale Templates dürfen nur globale Benutzer ändern.');
  }
}
