/**
 * Who may do what with the offer tool (SPEC §6):
 *
 * - The offer calls (/v1/pcstd, /v1/pcbosis) are public and authorised by the location's offer code alone;
 *   the code names exactly one location, and a call touches only that location's devices and playlists.
 * - Staff see a location's code (single answer only, never in lists) and regenerate it with the master
 *   data tab right (RIGHT_NETWORK_TAB_STAMMDATA, _OWN for the own network), like editing its master data.
 * - A location's running offers are listed for everyone who may open that location.
 */
import type { Actor } from '../../context.js';
import type { CompanyRef } from '../../tenancy/index.js';
import { canOpen } from '../companies/policy.js';

export { canSeeOfferCode } from '../companies/offer-code.js';

export const canListOffers = (actor: Actor, location: CompanyRef) => canOpen(actor, location);

/** The guids a call names that are not among the location's own ones (empty: all belong to it). */
export const foreignGuids = (named: readonly string[], own: ReadonlySet<string>) => named.filter((g) => !own.has(g));
