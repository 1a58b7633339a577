import { and, eq, inArray } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { offerCopies } from '../../db/schema.js';
import { takeDownOfferItems } from '../offers/offer-items.js';
import { offerScreensByLocation } from '../playlists/offer-items.js';
import { WITHDRAWN } from './copy-service.js';
import { requireCampaign } from './publisher.js';
import { type CampaignRow, LIVE_STATES, setCampaignWithdrawn } from './repository.js';

/** Takes the offer's items of these locations out of their loops (copies withdrawn or no longer chosen). */
export async function takeDownCopies(ctx: AppContext, campaign: CampaignRow, locations: readonly string[]) {
  for (const location of locations) await takeDownOfferItems(ctx, location, campaign.offerId, WITHDRAWN);
}

/**
 * 'Überall zurückziehen': every copy that plays, waits or is still queued is withdrawn and its items leave the
 * loops; the job stops at its next copy. Returns how many copies and screens it took the offer from.
 */
export async function withdrawCampaign(ctx: AppContext, actor: Actor, guid: string) {
  const campaign = await requireCampaign(ctx, actor, guid);
  const now = new Date(ctx.clock.now());
  const live = await ctx.db
    .update(offerCopies)
    .set({ state: 'withdrawn', changed: now })
    .where(and(eq(offerCopies.guidCampaign, guid), inArray(offerCopies.state, [...LIVE_STATES])))
    .returning({ guidCompany: offerCopies.guidCompany });
  await setCampaignWithdrawn(ctx.db, guid, now);
  const locations = live.map((c) => c.guidCompany);
  const screens = await offerScreensByLocation(ctx.db, campaign.offerId, locations, ctx.clock.now());
  await takeDownCopies(ctx, campaign, locations);
  return { copies: locations.length, screens: screens.reduce((n, s) => n + s.screens, 0) };
}
