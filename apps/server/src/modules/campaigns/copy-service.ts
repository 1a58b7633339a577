import { calendarDateAt, checkOfferPeriod, formatEuro, isValidRecipient, parseOfferDate } from '@signage/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { agencyDevices } from '../device-records/repository.js';
import { mailHtml } from '../mail/html.js';
import { enqueue } from '../mail/send-service.js';
import { type Agency, agencyByGuid, agencyZone } from '../offers/agency.js';
import { isoToGerman } from '../offers/offer-fields.js';
import { takeDownOfferItems } from '../offers/offer-items.js';
import { placeOffer, sideOf, targetsOf } from '../offers/place-offer.js';
import { offerSource, serverOrigin } from '../offers/providers/index.js';
import { imagePath, renderOfferPair } from '../offers/render-service.js';
import { type CampaignRow, setCopy } from './repository.js';

/** Why a copy could not be made (German, shown in the campaign view); the other copies go on. */
export class CopyFailure extends Error {}

export const LOCATION_GONE = 'Den Standort gibt es nicht mehr.';
export const OFFER_GONE = 'Der Anbieter kennt das Angebot nicht (mehr).';
export const WITHDRAWN = 'Von der Netzwerkzentrale zurückgezogen.';
export const NO_SCREENS = 'Der Standort hat keinen Bildschirm, der zur Ausrichtungsregel passt.';

const isoToDay = (iso: string) => parseOfferDate(isoToGerman(iso));
export const dayOfIso = (iso: string) => isoToGerman(iso);

/** The location's own answer of the provider: its advisoryId and its departure airport's price. */
async function locationOffer(ctx: AppContext, campaign: CampaignRow, agency: Agency) {
  const source = offerSource(ctx, campaign.provider);
  const offer = await source.provider.getOffer(campaign.offerId, {
    advisoryId: agency.advisoryId ?? '',
    departureAirport: agency.departureAirport ?? undefined,
  });
  if (!offer) throw new CopyFailure(OFFER_GONE);
  return { source, offer };
}

/** The campaign's days as the location's window (its zone; a start in the past starts today; ends by departure). */
function copyWindow(ctx: AppContext, campaign: CampaignRow, agency: Agency, departureIso: string) {
  const zone = agencyZone(agency);
  const check = checkOfferPeriod({
    mode: 'standard',
    start: dayOfIso(campaign.startDay),
    end: dayOfIso(campaign.endDay),
    departure: isoToDay(departureIso),
    timeZone: zone,
    today: calendarDateAt(ctx.clock.now(), zone),
  });
  if (!check.ok) throw new CopyFailure(check.message);
  return check.window;
}

async function requireAgency(ctx: AppContext, location: string) {
  const agency = await agencyByGuid(ctx, location);
  if (!agency) throw new CopyFailure(LOCATION_GONE);
  return agency;
}

/**
 * Places the location's copy: asks the provider with the location's airport, renders with the location's name,
 * address, phone, zone and 'Stand', gives each playlist its own QR link (the offer tool's own placing path, so the
 * re-check, plays and scans treat the copy like any placed offer). Returns the price and the pair's paths.
 */
export async function placeCopy(
  ctx: AppContext,
  campaign: CampaignRow,
  location: string,
  options: { ip: string; background: boolean },
) {
  const agency = await requireAgency(ctx, location);
  const { source, offer } = await locationOffer(ctx, campaign, agency);
  const window = copyWindow(ctx, campaign, agency, offer.departureDate);
  const devices = await agencyDevices(ctx.db, agency.guid);
  const wanted = devices.filter(
    (d) =>
      campaign.orientation === 'auto' || sideOf(d.orientation) === (campaign.orientation === 'vertical' ? 'v' : 'h'),
  );
  const targets = await targetsOf(ctx, agency, { targetDevices: wanted.map((d) => d.guid) });
  if (targets === 'no-screens' || targets.length === 0) throw new CopyFailure(NO_SCREENS);
  const pair = await placeOffer(ctx, {
    agency,
    offer,
    source,
    id: campaign.offerId,
    confirmedAt: ctx.clock.now(),
    window,
    targets,
    advisoryId: agency.advisoryId ?? '',
    editor: [],
    ip: options.ip,
    background: options.background,
  });
  return { price: offer.price, previewV: pair.keys.v, previewH: pair.keys.h };
}

/** Renders the copy for the approver to see (nothing placed yet); the mail goes once the copy waits. */
export async function prepareCopy(ctx: AppContext, campaign: CampaignRow, location: string) {
  const agency = await requireAgency(ctx, location);
  const { source, offer } = await locationOffer(ctx, campaign, agency);
  copyWindow(ctx, campaign, agency, offer.departureDate);
  const pair = await renderOfferPair(ctx, {
    agency,
    offer,
    gallery: source.gallery,
    editor: [],
    confirmedAt: ctx.clock.now(),
    cache: true,
    background: true,
  });
  return {
    copy: { price: offer.price, previewV: pair.keys.v, previewH: pair.keys.h },
    agency,
    mail: { price: offer.price, keys: pair.keys },
  };
}

async function tellApprovers(
  ctx: AppContext,
  campaign: CampaignRow,
  agency: Agency,
  copy: { price: number; keys: { v: string; h: string } },
) {
  if (!agency.email || !isValidRecipient(agency.email)) return;
  const origin = serverOrigin(ctx);
  const now = ctx.clock.now();
  const text = [
    `Ihre Netzwerkzentrale hat das Angebot ${campaign.offerId} als „Reise der Woche“ veröffentlicht.`,
    `Zeitraum: ${dayOfIso(campaign.startDay)} – ${dayOfIso(campaign.endDay)}; Preis für Ihren Standort: ${formatEuro(copy.price)}.`,
    'Es läuft erst, wenn Sie es im Dashboard unter „Zur Freigabe“ freigeben; dort können Sie es auch ablehnen („Nicht bei uns“).',
    `<a href="${origin}${imagePath(copy.keys.h, now)}">Bild quer ansehen</a> · <a href="${origin}${imagePath(copy.keys.v, now)}">Bild hochkant ansehen</a>`,
  ].join('\n\n');
  const body = await mailHtml(`${text}\n\nStandort: ${agency.name}`);
  await enqueue(ctx, null, [
    {
      to: agency.email,
      subject: `Zur Freigabe: Angebot ${campaign.offerId} (Reise der Woche)`,
      body,
      guidCompany: agency.guid,
      guidDevice: null,
    },
  ]);
}

/** A copy waits when the campaign says so, or when its location asks to approve what its network publishes. */
async function waitsForApproval(ctx: AppContext, campaign: CampaignRow, location: string) {
  if (campaign.approval === 'location') return true;
  return (await agencyByGuid(ctx, location))?.offerApproval === 'location';
}

/**
 * Works one queued copy: placed at once or rendered to wait for approval, by the campaign's rule. A failure the
 * location causes (no screens, unknown offer, period) is kept with the copy; other errors go up (the job retries).
 */
export async function workCopy(ctx: AppContext, campaign: CampaignRow, location: string, ip: string) {
  const key = { campaign: campaign.guid, location };
  const now = new Date(ctx.clock.now());
  try {
    if (!(await waitsForApproval(ctx, campaign, location))) {
      const placed = await placeCopy(ctx, campaign, location, { ip, background: true });
      const kept = await setCopy(
        ctx.db,
        key,
        { state: 'running', ...placed, renderedAt: now, placedAt: now, changed: now },
        ['queued'],
      );
      // withdrawn while it rendered: what was just placed leaves again
      if (!kept) await takeDownOfferItems(ctx, location, campaign.offerId, WITHDRAWN);
    } else {
      const prepared = await prepareCopy(ctx, campaign, location);
      const kept = await setCopy(ctx.db, key, { state: 'pending', ...prepared.copy, renderedAt: now, changed: now }, [
        'queued',
      ]);
      // Only the run that moved the copy to 'pending' writes the mail: a repeated job (after a crash or a lost lock)
      // finds the copy no longer queued and sends none.
      if (kept) await tellApprovers(ctx, campaign, prepared.agency, prepared.mail);
    }
  } catch (err) {
    const message = err instanceof CopyFailure || err instanceof AppError ? err.message : null;
    if (message === null) throw err;
    await setCopy(ctx.db, key, { state: 'failed', message, renderedAt: now, changed: now }, ['queued']);
  }
}
