import type { OfferApproval } from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { reachOf } from '../../tenancy/index.js';
import { companyNames } from '../companies/queries.js';
import { heldOffersIn } from '../offers/hold-store.js';
import { requireApprover } from '../offers/policy.js';
import { imagePath } from '../offers/render-service.js';
import { CopyFailure, dayOfIso, placeCopy } from './copy-service.js';
import { findCampaign, findCopy, pendingCopies, setCopy } from './repository.js';

export const NOT_PENDING = 'Dieses Angebot wartet nicht (mehr) auf eine Freigabe.';

/** The pending copy of a location in the actor's reach whose approval right holds (404 outside the reach). */
async function pendingCopy(ctx: AppContext, actor: Actor, campaignGuid: string, location: string) {
  const [campaign, copy] = await Promise.all([
    findCampaign(ctx.db, campaignGuid),
    findCopy(ctx.db, campaignGuid, location),
  ]);
  if (!campaign || !copy) throw notFound('Das Angebot');
  await requireApprover(ctx, actor, location);
  if (copy.state !== 'pending') throw conflict(NOT_PENDING);
  return { campaign, copy };
}

/** 'Freigeben': the copy is placed now (rendered again: the provider's current price and a fresh 'Stand'). */
export async function approveCopy(ctx: AppContext, actor: Actor, ip: string, campaignGuid: string, location: string) {
  const { campaign } = await pendingCopy(ctx, actor, campaignGuid, location);
  const now = new Date(ctx.clock.now());
  try {
    const placed = await placeCopy(ctx, campaign, location, { ip, background: false });
    await setCopy(
      ctx.db,
      { campaign: campaign.guid, location },
      { state: 'running', ...placed, placedAt: now, decidedBy: actor.guid, decidedAt: now, changed: now },
    );
    return { state: 'running' as const, message: null };
  } catch (err) {
    if (!(err instanceof CopyFailure)) throw err;
    await setCopy(
      ctx.db,
      { campaign: campaign.guid, location },
      { state: 'failed', message: err.message, changed: now },
    );
    return { state: 'failed' as const, message: err.message };
  }
}

/** 'Nicht bei uns': the location declines; nothing of the offer plays there. */
export async function declineCopy(
  ctx: AppContext,
  actor: Actor,
  campaignGuid: string,
  location: string,
  note: string | undefined,
) {
  const { campaign } = await pendingCopy(ctx, actor, campaignGuid, location);
  const now = new Date(ctx.clock.now());
  const message = note || 'Nicht bei uns';
  await setCopy(
    ctx.db,
    { campaign: campaign.guid, location },
    { state: 'declined', message, decidedBy: actor.guid, decidedAt: now, changed: now },
    ['pending'],
  );
  return { state: 'declined' as const, message };
}

/**
 * What waits for the actor's approval (dashboard 'Zur Freigabe'): the network's copies ('Reise der Woche'), then the
 * offers colleagues added in the offer tool; empty without the right.
 */
export async function approvalsOf(ctx: AppContext, actor: Actor): Promise<OfferApproval[]> {
  const reach = reachOf(actor);
  const [rows, holds] = await Promise.all([pendingCopies(ctx.db, reach), heldOffersIn(ctx, reach)]);
  const names = await companyNames(ctx.db, [
    ...rows.map((r) => r.copy.guidCompany),
    ...holds.map((h) => h.guidCompany),
  ]);
  const now = ctx.clock.now();
  const copies = rows.map(({ copy, campaign }) => ({
    kind: 'network' as const,
    guidCampaign: campaign.guid,
    guidHold: null,
    guidCompany: copy.guidCompany,
    companyName: names.get(copy.guidCompany) ?? '',
    offerId: campaign.offerId,
    from: dayOfIso(campaign.startDay),
    till: dayOfIso(campaign.endDay),
    price: copy.price,
    previewV: copy.previewV ? imagePath(copy.previewV, now) : null,
    previewH: copy.previewH ? imagePath(copy.previewH, now) : null,
  }));
  const held = holds.map(({ guid, ...hold }) => ({
    kind: 'location' as const,
    guidCampaign: null,
    guidHold: guid,
    ...hold,
    companyName: names.get(hold.guidCompany) ?? '',
  }));
  return [...copies, ...held];
}
