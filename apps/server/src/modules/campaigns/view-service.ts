import {
  type CampaignCopy,
  type CampaignOrientation,
  type CampaignSummary,
  type CampaignView,
  COPY_STATES,
  type CopyState,
  type OfferApprovalMode,
} from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { companyNames } from '../companies/queries.js';
import { imagePath } from '../offers/render-service.js';
import { checksOfOffer } from '../offers/repository.js';
import { offerScreensByLocation } from '../playlists/offer-items.js';
import { offerPlaysByLocation } from '../plays/offer-counts.js';
import { offerScansByLocation } from '../scans/repository.js';
import { dayOfIso } from './copy-service.js';
import { requireCampaign, requirePublisher } from './publisher.js';
import { type CampaignRow, type CopyRow, campaignsOfNetwork, copiesOf } from './repository.js';

type Check = Awaited<ReturnType<typeof checksOfOffer>>[number];

/** A copy's state with what the re-check did since it was placed (re-priced, taken down). */
function stateOf(copy: CopyRow, check: Check | undefined): { state: CopyState; message: string | null } {
  const placed = copy.placedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (copy.state === 'running' && check) {
    if (check.takenDown && (check.takenDownAt?.getTime() ?? 0) >= placed)
      return { state: 'taken-down', message: check.takenDown };
    if ((check.changedAt?.getTime() ?? 0) > placed) return { state: 'changed', message: check.changeSummary };
  }
  return { state: copy.state as CopyState, message: copy.message };
}

function counted(states: readonly CopyState[]) {
  const counts = Object.fromEntries(COPY_STATES.map((s) => [s, 0])) as Record<CopyState, number>;
  for (const s of states) counts[s] += 1;
  return counts;
}

function summaryFrom(campaign: CampaignRow, states: readonly CopyState[]): CampaignSummary {
  return {
    guid: campaign.guid,
    guidNetwork: campaign.guidNetwork,
    offerId: campaign.offerId,
    provider: campaign.provider,
    from: dayOfIso(campaign.startDay),
    till: dayOfIso(campaign.endDay),
    orientation: campaign.orientation as CampaignOrientation,
    approval: campaign.approval as OfferApprovalMode,
    withdrawn: campaign.withdrawnAt !== null,
    total: states.length,
    done: states.filter((s) => s !== 'queued').length,
    counts: counted(states),
    created: campaign.created.getTime(),
  };
}

/** The campaign's progress ('312 von 500 Standorten') and counts per state. */
export async function summaryOf(ctx: AppContext, campaign: CampaignRow): Promise<CampaignSummary> {
  const copies = await copiesOf(ctx.db, campaign.guid);
  return summaryFrom(
    campaign,
    copies.map((c) => c.state as CopyState),
  );
}

export async function listCampaigns(ctx: AppContext, actor: Actor, network: string): Promise<CampaignSummary[]> {
  await requirePublisher(ctx, actor, network);
  const campaigns = await campaignsOfNetwork(ctx.db, network);
  return Promise.all(campaigns.map((c) => summaryOf(ctx, c)));
}

/** Per location: its copy's state, price, images, the screens playing it, plays and QR scans. */
export async function campaignView(ctx: AppContext, actor: Actor, guid: string): Promise<CampaignView> {
  const campaign = await requireCampaign(ctx, actor, guid);
  const copies = await copiesOf(ctx.db, guid);
  const locations = copies.map((c) => c.guidCompany);
  const now = ctx.clock.now();
  const [names, checks, screens, plays, scans] = await Promise.all([
    companyNames(ctx.db, locations),
    checksOfOffer(ctx.db, campaign.offerId, locations),
    offerScreensByLocation(ctx.db, campaign.offerId, locations, now),
    locations.length > 0 ? offerPlaysByLocation(ctx.db, campaign.offerId, locations, campaign.startDay) : [],
    locations.length > 0 ? offerScansByLocation(ctx.db, campaign.offerId, locations) : [],
  ]);
  const by = <T extends { guidCompany: string | null }>(rows: readonly T[]) =>
    new Map(rows.map((r) => [r.guidCompany ?? '', r]));
  const [checkOf, screensOf, playsOf, scansOf] = [by(checks), by(screens), by(plays), by(scans)];
  const rows: CampaignCopy[] = copies.map((copy) => {
    const { state, message } = stateOf(copy, checkOf.get(copy.guidCompany));
    return {
      guidCompany: copy.guidCompany,
      companyName: names.get(copy.guidCompany) ?? '',
      state,
      price: copy.price,
      previewV: copy.previewV ? imagePath(copy.previewV, now) : null,
      previewH: copy.previewH ? imagePath(copy.previewH, now) : null,
      message,
      screens: screensOf.get(copy.guidCompany)?.screens ?? 0,
      plays: playsOf.get(copy.guidCompany)?.plays ?? 0,
      scans: scansOf.get(copy.guidCompany)?.scans ?? 0,
    };
  });
  rows.sort((a, b) => a.companyName.localeCompare(b.companyName, 'de'));
  return {
    ...summaryFrom(
      campaign,
      rows.map((r) => r.state),
    ),
    copies: rows,
  };
}
