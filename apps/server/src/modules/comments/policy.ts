import type { Actor } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { CompanyRef } from '../../tenancy/index.js';
import { canSee, canUseTab, holdsDeleteRight, visibleTabReach } from '../companies/policy.js';
import { commentReach } from './repository.js';

/**
 * Comments belong to their company, or their device's company, and its network (repository: commentCompany,
 * commentNetwork). They exist for an actor where that company is visible (a location user: its location only),
 * and are read and written with the Kommentare tab right there.
 */
export const COMMENT = 'Kommentar';
const TAB_DENIED = () => forbidden('Dafür fehlt Ihnen die Berechtigung für den Reiter Kommentare.');

/** Comments of every network where the actor may use the Kommentare tab. */
export const commentsInReach = (actor: Actor) => commentReach(visibleTabReach(actor, 'COMMENTS'));

/** A comment's or a device's owner as the policy sees it. */
const ownerOf = (row: { company: string | null; network: string | null }): CompanyRef => ({
  guid: row.company,
  network: row.network,
});

/** A device to comment on: 404 unless its company is visible. */
export function assertDeviceVisible<T extends { company: string | null; network: string | null }>(
  actor: Actor,
  device: T | null,
): CompanyRef {
  if (!device || !canSee(actor, ownerOf(device))) throw notFound('Gerät');
  return ownerOf(device);
}

export function assertCommentTab(actor: Actor, owner: CompanyRef): void {
  if (!canUseTab(actor, 'COMMENTS', owner)) throw TAB_DENIED();
}

/** The author deletes own comments; others' comments need the delete right of the network. */
export function assertMayDelete<T extends { owner: string | null; network: string | null; guidUser: string | null }>(
  actor: Actor,
  row: T | null,
): T {
  const owner = row ? ownerOf({ company: row.owner, network: row.network }) : null;
  if (!row || !owner || !canSee(actor, owner)) throw notFound(COMMENT);
  assertCommentTab(actor, owner);
  if (row.guidUser !== actor.guid && !holdsDeleteRight(actor, owner)) {
    throw forbidden('Sie dürfen nur Ihre eigenen Kommentare löschen.');
  }
  return row;
}
