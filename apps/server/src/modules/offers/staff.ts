import type { Actor, AppContext } from '../../context.js';
import { forbidden } from '../../lib/errors.js';
import { companyRef } from '../companies/repository.js';
import { visibleCompany } from '../companies/service.js';
import { runningOfferItemsOf } from '../playlists/offer-items.js';
import { canListOffers } from './policy.js';

/** GET /v1/companies/{guid}/offers: the location's offer items that have not ended, with their periods. */
export async function runningOffers(ctx: AppContext, actor: Actor, guid: string) {
  const row = await visibleCompany(ctx, actor, guid);
  if (!canListOffers(actor, companyRef(row))) throw forbidden('Dieses Netzwerk dürfen Sie nicht öffnen.');
  const rows = await runningOfferItemsOf(ctx.db, guid, ctx.clock.now());
  return rows.map((r) => ({
    ...r,
    offerId: r.offerId as string,
    activeFrom: r.activeFrom?.getTime() ?? null,
    activeTill: r.activeTill?.getTime() ?? null,
  }));
}
