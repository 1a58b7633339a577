import {
  calendarDateAt,
  defaultOfferPeriod,
  formatOfferDate,
  type OfferDataResponse,
  type OfferEditorField,
  type OfferImageResponse,
  type OfferMode,
  type OfferPrepareLoginResponse,
  parseOfferDate,
  requestedOfferId,
  zonedTimeToEpoch,
} from '@signage/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { agencyDevices } from '../device-records/repository.js';
import { agencyPlaylists } from '../playlists/repository.js';
import { type Agency, agencyOfCode, agencyUnknownMessage, agencyZone, requireAgency } from './agency.js';
import { galleryViews } from './gallery-views.js';
import { agencyEditorValues, editorFieldsOf, isoToGerman, offerRenderFields } from './offer-fields.js';
import { offerSource } from './providers/index.js';
import { offerOpened } from './recheck.js';
import { imagePath, renderOfferPair } from './render-service.js';
import { loadEditorValues, saveEditorValues } from './repository.js';

/**
 * What every offer call names: the code and the offer; advisoryId (default: the location's) and provider
 * (default: OFFER_PROVIDER) may be left out.
 */
export interface OfferTarget {
  code: string;
  advisoryId?: string;
  provider?: string;
  offerId?: string;
  rectId?: string;
}

/** The agency's id at the provider: the location's, else the link's, else '' (neither knows one). */
export const advisoryIdOf = (agency: Agency | null, req: { advisoryId?: string }) =>
  agency?.advisoryId ?? req.advisoryId ?? '';

const today = (ctx: AppContext, agency: Agency | null) => calendarDateAt(ctx.clock.now(), agencyZone(agency));

/**
 * The provider's offer, or 404 with a German text (provider failures are 503 from the provider layer).
 * The fresh answer counts as a check of the offer if it runs, unless `opened` is false.
 */
export async function loadOffer(
  ctx: AppContext,
  agency: Agency,
  req: Omit<OfferTarget, 'code'>,
  options = { opened: true },
) {
  const source = offerSource(ctx, req.provider);
  const id = requestedOfferId(req);
  const offer = await source.provider.getOffer(id, {
    advisoryId: advisoryIdOf(agency, req),
    departureAirport: agency.departureAirport ?? undefined,
  });
  if (options.opened) await offerOpened(ctx, agency, { offerId: id, provider: source.provider.name }, offer);
  if (!offer) throw notFound(`Das Angebot ${id}`);
  // the provider has just confirmed the offer's data: the images show this time ('Stand: …')
  return { offer, source, id, confirmedAt: ctx.clock.now() };
}

/** prepareLogin: the location of the code with its screens and playlists, and the default 'von'. */
export async function prepareLogin(ctx: AppContext, ip: string, req: OfferTarget): Promise<OfferPrepareLoginResponse> {
  const agency = await agencyOfCode(ctx, ip, req);
  const from = today(ctx, agency);
  const base = {
    json: { task_folder: '' },
    agencyId: advisoryIdOf(agency, req),
    from: formatOfferDate(from),
    start: zonedTimeToEpoch(from, 0, 0, agencyZone(agency)),
    timeZone: agencyZone(agency),
  };
  if (!agency) {
    return {
      ...base,
      company: null,
      message: await agencyUnknownMessage(ctx),
      playlists: [],
      devices: [],
      defaultGuid: null,
    };
  }
  const [devices, playlists] = await Promise.all([
    agencyDevices(ctx.db, agency.guid),
    agencyPlaylists(ctx.db, agency.guid),
  ]);
  return {
    ...base,
    json: { task_folder: `${agency.guid}/${requestedOfferId(req)}` },
    company: { guid: agency.guid, name: agency.name, templateId: agency.templateId },
    message: null,
    playlists: playlists.map(({ guid, name }) => ({ guid, name })),
    devices: devices.map(({ guid, name, orientation }) => ({ guid, name, orientation })),
    defaultGuid: playlists[0]?.guid ?? null,
  };
}

/** createOfferImage / addOfferImage: both images with the location's template and the agency's editor values. */
export async function offerImage(
  ctx: AppContext,
  ip: string,
  mode: OfferMode,
  req: OfferTarget & { cache: boolean },
): Promise<OfferImageResponse> {
  const agency = await requireAgency(ctx, ip, req);
  const { offer, source, id, confirmedAt } = await loadOffer(ctx, agency, req);
  const editor = await loadEditorValues(ctx.db, agency.guid, id);
  const gallery = source.gallery;
  const pair = await renderOfferPair(ctx, { agency, offer, gallery, editor, confirmedAt, cache: req.cache });
  const departure = isoToGerman(offer.departureDate);
  const period = defaultOfferPeriod({
    mode,
    today: today(ctx, agency),
    arrival: parseOfferDate(departure),
    departure: parseOfferDate(departure),
  });
  const now = ctx.clock.now();
  return {
    agencyId: advisoryIdOf(agency, req),
    till: formatOfferDate(period.end),
    departure,
    error: pair.error,
    errorH: pair.errorH,
    imageV: imagePath(pair.keys.v, now),
    imageH: imagePath(pair.keys.h, now),
  };
}

/** getOffer and updateMode(INIT_EDITOR): the gallery and the editable fields (saved values win). */
export async function offerData(ctx: AppContext, ip: string, req: OfferTarget): Promise<OfferDataResponse> {
  const agency = await requireAgency(ctx, ip, req);
  const { offer, id, source } = await loadOffer(ctx, agency, req);
  const saved = await loadEditorValues(ctx.db, agency.guid, id);
  return {
    offerGallery: offer.gallery,
    offerGalleryViews: await galleryViews(ctx, source, offer.gallery),
    editorFields: editorFieldsOf(offerRenderFields(offer, agency), saved),
  };
}

/**
 * updateMode(USE_EDITOR_VALUES): saves the edited values for this agency and offer; the next preview and the
 * next 'Angebot hinzufügen' use them (running screens only after that add: the add keeps its own copy, see
 * recordAdded). Values for the provider's fields (price, dates, board …) are not stored: they are the
 * provider's (PROVIDER_OFFER_FIELDS, read-only in the editor).
 */
export async function useEditorValues(
  ctx: AppContext,
  ip: string,
  req: OfferTarget & { editorFields: OfferEditorField[] },
): Promise<OfferDataResponse> {
  const agency = await requireAgency(ctx, ip, req);
  const { offer, id, source } = await loadOffer(ctx, agency, req);
  await saveEditorValues(ctx.db, agency.guid, id, agencyEditorValues(req.editorFields), ctx.clock.now());
  return {
    offerGallery: offer.gallery,
    offerGalleryViews: await galleryViews(ctx, source, offer.gallery),
    editorFields: editorFieldsOf(offerRenderFields(offer, agency), req.editorFields),
  };
}
