import type { Actor } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { canSee, canUseTab, holdsDeleteRight, visibleTabReach } from '../companies/policy.js';
import { commentReach } from './repository.js';

/**
 * Comments belong to the network of their company or device (repository: commentNetwork). They exist for an
 * actor where the network is visible, and are read and written with the Kommentare tab right of that network.
 */
export const COMMENT = 'Kommentar';
const TAB_DENIED = () => forbidden('Dafür fehlt Ihnen die Berechtigung für den Reiter Kommentare.');

/** Comments of every network where the actor may use the Kommentare tab. */
export const commentsInReach = (actor: Actor) => commentReach(visibleTabReach(actor, 'COMMENTS'));

/** A device to comment on: 404 unless its network is visible. */
export function assertDeviceVisible<T extends { network: string | null }>(actor: Actor, device: T | null): T {
  if (!device || !canSee(actor, device.network)) throw notFound('Gerät');
  return device;
}

export function assertCommentTab(actor: Actor, network: string | null): void {
  if (!canUseTab(actor, 'COMMENTS', network)) throw TAB_DENIED();
}

/** The author deletes own comments; others' comments need the delete right of the network. */
export function assertMayDelete<T extends { network: string | null; guidUser: string | null }>(
  actor: Actor,
  row: T | null,
): T {
  if (!row || !canSee(actor, row.network)) throw notFound(COMMENT);
  assertCommentTab(actor, row.network);
  if (row.guidUser !== actor.guid && !holdsDeleteRight(actor, row.network)) {
    throw forbidden('Sie dürfen nur Ihre eigenen Kommentare löschen.');
  }
  return row;
}
