/**
 * Who may do what with the offer tool (SPEC §6):
 *
 * - The offer calls (/v1/pcstd, /v1/pcbosis) are public and authorised by the location's offer code alone;
 *   the code names exactly one location, and a call touches only that location's devices and playlists.
 * - Staff see a location's code (single answer only, never in lists) and regenerate it with the master
 *   data tab right (RIGHT_NETWORK_TAB_STAMMDATA, _OWN for the own network), like editing its master data.
 * - A location's running offers are listed for everyone who may open that location.
 * - What waits at a location for approval (an offer a colleague added in the offer tool, a network's 'Reise der
 *   Woche' copy) is approved or declined with RIGHT_OFFER_APPROVE by a user whose reach holds the location (a
 *   location user: its own; a network user: its network's locations); outside the reach it does not exist (404).
 */
import { R } from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { hasRight } from '../../lib/rights.js';
import { type CompanyRef, companyFacts, reachesCompany, reachOf } from '../../tenancy/index.js';
import { canOpen } from '../companies/policy.js';

export { canSeeOfferCode } from '../companies/offer-code.js';

export const canListOffers = (actor: Actor, location: CompanyRef) => canOpen(actor, location);

/** The guids a call names that are not among the location's own ones (empty: all belong to it). */
export const foreignGuids = (named: readonly string[], own: ReadonlySet<string>) => named.filter((g) => !own.has(g));

/** Checks that the actor may approve what waits at `location`: 404 outside the reach (or gone), 403 without the right. */
export async function requireApprover(ctx: AppContext, actor: Actor, location: string): Promise<void> {
  const facts = await companyFacts(ctx.db, location);
  if (!facts || !reachesCompany(reachOf(actor), { guid: location, network: facts.network ?? '' })) {
    throw notFound('Das Angebot');
  }
  if (!hasRight(actor, R.offerApprove)) throw forbidden();
}
