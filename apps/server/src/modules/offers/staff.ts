import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { offerChecks } from '../../db/schema.js';
import { forbidden } from '../../lib/errors.js';
import { companyRef } from '../companies/repository.js';
import { visibleCompany } from '../companies/service.js';
import { runningOfferItemsOf } from '../playlists/offer-items.js';
import { isoToGerman } from './offer-fields.js';
import { canListOffers } from './policy.js';
import type { Offer } from './providers/index.js';

/**
 * GET /v1/companies/{guid}/offers: the location's offer items that have not ended, with their periods, and what
 * the offer is: hotel, destination and travel dates of the data last confirmed by the provider (null for items the
 * re-check does not know).
 */
export async function runningOffers(ctx: AppContext, actor: Actor, guid: string) {
  const row = await visibleCompany(ctx, actor, guid);
  if (!canListOffers(actor, companyRef(row))) throw forbidden('Dieses Netzwerk dürfen Sie nicht öffnen.');
  const [rows, checks] = await Promise.all([
    runningOfferItemsOf(ctx.db, guid, ctx.clock.now()),
    ctx.db
      .select({ offerId: offerChecks.offerId, data: offerChecks.data })
      .from(offerChecks)
      .where(eq(offerChecks.guidCompany, guid)),
  ]);
  const data = new Map(checks.map((c) => [c.offerId, c.data as Partial<Offer> | null]));
  return rows.map((r) => {
    const offer = data.get(r.offerId as string);
    const dates = offer?.departureDate && offer.arrivalDate;
    return {
      ...r,
      offerId: r.offerId as string,
      activeFrom: r.activeFrom?.getTime() ?? null,
      activeTill: r.activeTill?.getTime() ?? null,
      hotelName: offer?.hotelName ?? null,
      destination: offer?.destination || null,
      travelDates: dates
        ? `${isoToGerman(offer.departureDate as string)} – ${isoToGerman(offer.arrivalDate as string)}`
        : null,
    };
  });
}
