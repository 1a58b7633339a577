import { randomUUID } from 'node:crypto';
import {
  type CampaignPublish,
  type CampaignSelection,
  type CampaignSummary,
  calendarDateAt,
  checkOfferPeriod,
  DEFAULT_OFFER_TIME_ZONE,
  emptyDeletionImpact,
  type OfferApprovalMode,
  parseOfferDate,
  parseTagList,
} from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { confirmationRequired } from '../../db/deletion-impact.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { companyNames, networkLocations } from '../companies/queries.js';
import { findCompany } from '../companies/repository.js';
import { isoToGerman } from '../offers/offer-fields.js';
import { offerSource } from '../offers/providers/index.js';
import { offerScreensIn } from '../playlists/offer-items.js';
import { enqueueCampaign } from './copy-job.js';
import { requirePublisher } from './publisher.js';
import {
  type CampaignRow,
  campaignOfOffer,
  findCampaign,
  liveCopiesOutside,
  replaceCopies,
  upsertCampaign,
} from './repository.js';
import { summaryOf } from './view-service.js';
import { takeDownCopies } from './withdraw-service.js';

export const NO_LOCATIONS = 'Die Auswahl trifft keinen Standort des Netzwerks.';
export const FOREIGN_LOCATIONS = 'Die gewählten Standorte gehören nicht zu diesem Netzwerk.';

const isoOf = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The network's locations the selection names; a list naming another network's location is refused. */
async function selectedLocations(db: Db, network: string, selection: CampaignSelection): Promise<string[]> {
  const all = await networkLocations(db, network);
  switch (selection.kind) {
    case 'all':
      return all.map((l) => l.guid);
    case 'tags': {
      const wanted = new Set(selection.tags.map((t) => t.trim().toLowerCase()));
      return all.filter((l) => parseTagList(l.tags).some((t) => wanted.has(t.toLowerCase()))).map((l) => l.guid);
    }
    case 'regions':
      return all.filter((l) => l.holidayState && selection.states.includes(l.holidayState as never)).map((l) => l.guid);
    case 'list': {
      const mine = new Set(all.map((l) => l.guid));
      if (selection.locations.some((g) => !mine.has(g))) throw forbidden(FOREIGN_LOCATIONS);
      return [...new Set(selection.locations)];
    }
  }
}

/** 'von'/'bis' checked as the offer tool does (network's default zone); the period as ISO days. */
async function checkedPeriod(ctx: AppContext, body: CampaignPublish, departureIso: string) {
  const check = checkOfferPeriod({
    mode: 'standard',
    start: body.from,
    end: body.till,
    departure: parseOfferDate(isoToGerman(departureIso)),
    timeZone: DEFAULT_OFFER_TIME_ZONE,
    today: calendarDateAt(ctx.clock.now(), DEFAULT_OFFER_TIME_ZONE),
  });
  if (!check.ok) throw badRequest(check.message);
  return { startDay: isoOf(check.period.start), endDay: isoOf(check.period.end) };
}

/** Names shown in the question; the rest is counted (error.details lists them all). */
const NAMED = 5;

/**
 * Publishing again with a selection that leaves out locations whose copy plays, waits or is queued takes the offer
 * down there: without `confirm` that is asked first (409 CONFIRM_DELETE naming the locations and screens).
 */
async function askBeforeDropping(ctx: AppContext, network: string, body: CampaignPublish, locations: string[]) {
  if (body.confirm) return;
  const earlier = await campaignOfOffer(ctx.db, network, body.offerId);
  if (!earlier || earlier.withdrawnAt) return;
  const dropped = await liveCopiesOutside(ctx.db, earlier.guid, locations);
  if (dropped.length === 0) return;
  const [names, screens] = await Promise.all([
    companyNames(ctx.db, dropped),
    offerScreensIn(ctx.db, body.offerId, dropped, ctx.clock.now()),
  ]);
  const named = dropped
    .map((guid) => ({ guid, name: names.get(guid) ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  const list = named
    .slice(0, NAMED)
    .map((l) => l.name)
    .join(', ');
  const more = named.length > NAMED ? ` und ${named.length - NAMED} weitere` : '';
  const n = named.length;
  throw confirmationRequired(
    `Die neue Auswahl trifft ${n === 1 ? 'einen Standort' : `${n} Standorte`} nicht mehr, an ${n === 1 ? 'dem' : 'denen'} das Angebot ${body.offerId} läuft oder auf Freigabe wartet: ${list}${more}. Dort wird es abgenommen (${screens.length === 1 ? '1 Bildschirm' : `${screens.length} Bildschirme`}).`,
    { ...emptyDeletionImpact(), locations: named, devices: screens },
  );
}

/**
 * Publishes an offer to the network's chosen locations: one campaign per network and offer (publishing again
 * replaces it and queues every chosen copy anew, never a second copy), copies of locations no longer chosen are
 * taken down (asked first), and one job renders and places the copies in the background.
 */
export async function publishCampaign(
  ctx: AppContext,
  actor: Actor,
  ip: string,
  network: string,
  body: CampaignPublish,
): Promise<CampaignSummary> {
  await requirePublisher(ctx, actor, network);
  const source = offerSource(ctx, body.provider);
  const offer = await source.provider.getOffer(body.offerId, { advisoryId: '' });
  if (!offer) throw notFound(`Das Angebot ${body.offerId}`);
  const period = await checkedPeriod(ctx, body, offer.departureDate);
  const locations = await selectedLocations(ctx.db, network, body.selection);
  if (locations.length === 0) throw badRequest(NO_LOCATIONS);
  await askBeforeDropping(ctx, network, body, locations);
  const row = await findCompany(ctx.db, network);
  const approval: OfferApprovalMode = body.approval ?? row?.offerApproval ?? 'immediate';
  const now = new Date(ctx.clock.now());
  const { guid, dropped } = await ctx.db.transaction(async (tx) => {
    const guid = await upsertCampaign(
      tx,
      {
        guid: randomUUID(),
        guidNetwork: network,
        offerId: body.offerId,
        provider: source.name,
        ...period,
        orientation: body.orientation,
        selection: body.selection,
        approval,
        createdBy: actor.guid,
      },
      now,
    );
    const dropped = await replaceCopies(tx, guid, locations, now);
    await enqueueCampaign(tx, ctx, { campaign: guid, ip });
    return { guid, dropped };
  });
  const campaign = (await findCampaign(ctx.db, guid)) as CampaignRow;
  await takeDownCopies(ctx, campaign, dropped);
  return summaryOf(ctx, campaign);
}
