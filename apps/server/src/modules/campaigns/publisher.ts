import type { Actor, AppContext } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { companyFacts } from '../../tenancy/index.js';
import { canSee } from '../companies/policy.js';
import { canPublish } from './policy.js';
import { type CampaignRow, findCampaign } from './repository.js';

/** The network the actor may publish in (404 when out of sight, 403 without the right). */
export async function requirePublisher(ctx: AppContext, actor: Actor, network: string) {
  const facts = await companyFacts(ctx.db, network);
  const ref = { guid: network, network };
  if (facts?.isMother !== 1 || !canSee(actor, ref)) throw notFound('Das Netzwerk');
  if (!canPublish(actor, network)) throw forbidden();
  return facts;
}

/** The campaign the actor may manage (404 outside its reach). */
export async function requireCampaign(ctx: AppContext, actor: Actor, guid: string): Promise<CampaignRow> {
  const campaign = await findCampaign(ctx.db, guid);
  if (!campaign) throw notFound('Die Veröffentlichung');
  await requirePublisher(ctx, actor, campaign.guidNetwork);
  return campaign;
}
