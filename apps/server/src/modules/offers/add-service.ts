import {
  calendarDateAt,
  checkOfferPeriod,
  formatOfferDate,
  type OfferAddResponse,
  type OfferEditorField,
  type OfferMode,
  parseOfferDate,
} from '@signage/shared';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { type Agency, agencyZone, requireAgency } from './agency.js';
import { holdOffer } from './hold-store.js';
import { isoToGerman } from './offer-fields.js';
import { placeOffer, type Side, targetsOf } from './place-offer.js';
import { loadEditorValues } from './repository.js';
import { advisoryIdOf, loadOffer, type OfferTarget } from './service.js';

export { FOREIGN_TARGETS } from './place-offer.js';
export const NO_NETWORK = (advisoryId: string) => `Es konnte kein Netzwerk für ${advisoryId} gefunden werden.`;
export const NO_PLAYLIST = 'Keine mögliche Playlist gefunden. Horizontal wird benötigt.';

export interface AddRequest extends OfferTarget {
  start: number;
  end: number;
  targetDevices: string[];
  targetPlaylists?: string[];
}

/** What placing needs of the request: all but the code (an approval places a held offer without one). */
export type PlaceRequest = Omit<AddRequest, 'code'>;

/**
 * The §5 checks on the server: the epoch values as days in the location's zone, departure rules per mode,
 * a start before today starts today.
 */
function windowOf(mode: OfferMode, req: PlaceRequest, departureIso: string, timeZone: string, now: number) {
  const day = (ms: number) => formatOfferDate(calendarDateAt(ms, timeZone));
  const check = checkOfferPeriod({
    mode,
    timeZone,
    today: calendarDateAt(now, timeZone),
    start: day(req.start),
    end: day(req.end),
    departure: parseOfferDate(isoToGerman(departureIso)),
  });
  if (!check.ok) throw badRequest(check.message);
  return check;
}

/** 'Angebot hinzufügen': each image into the playlists of the screens it fills; the same offer again replaces its items. */
export async function addToOffice(
  ctx: AppContext,
  ip: string,
  mode: OfferMode,
  req: AddRequest,
): Promise<OfferAddResponse> {
  const agency = await requireAgency(ctx, ip, req);
  return addAtLocation(ctx, agency, ip, mode, req, { approved: false });
}

/**
 * The add at a known location: the checks (targets, offer, period, editor values), then the placing; at a location
 * that approves its offers itself (offerApproval 'location') the pair is only rendered and held until a colleague
 * approves it (`approved`: the approval places it, with the editor values the approver saw).
 */
export async function addAtLocation(
  ctx: AppContext,
  agency: Agency,
  ip: string,
  mode: OfferMode,
  req: PlaceRequest,
  options: { approved: boolean; editor?: readonly OfferEditorField[] },
): Promise<OfferAddResponse> {
  const company = { guid: agency.guid, name: agency.name };
  const targets = await targetsOf(ctx, agency, req);
  const advisoryId = advisoryIdOf(agency, req);
  if (targets === 'no-screens')
    return { company, lists: [], listsH: [], listsV: [], reasons: [NO_NETWORK(advisoryId)] };
  // The add itself records the check below (a re-render here would be replaced at once).
  const { offer, source, id, confirmedAt } = await loadOffer(ctx, agency, req, { opened: false });
  const { window, period } = windowOf(mode, req, offer.departureDate, agencyZone(agency), ctx.clock.now());
  if (targets.length === 0) return { company, lists: [], listsH: [], listsV: [], reasons: [NO_PLAYLIST] };
  const editor = options.editor ?? (await loadEditorValues(ctx.db, agency.guid, id));
  const list = (side?: Side) => [
    ...new Map(
      targets.filter((t) => !side || t.side === side).map(({ guid, name }) => [guid, { guid, name }]),
    ).values(),
  ];
  const answer = { company, lists: list(), listsH: list('h'), listsV: list('v'), reasons: [] };
  if (!options.approved && agency.offerApproval === 'location') {
    const { start, end, targetDevices, targetPlaylists, provider } = req;
    await holdOffer(ctx, {
      agency,
      mode,
      offer,
      source,
      confirmedAt,
      editor,
      request: {
        offerId: id,
        start,
        end,
        targetDevices,
        targetPlaylists,
        provider,
        advisoryId: req.advisoryId,
        editor: [...editor],
        from: formatOfferDate(period.start),
        till: formatOfferDate(period.end),
      },
    });
    return { ...answer, waitsForApproval: true };
  }
  await placeOffer(ctx, {
    agency,
    offer,
    source,
    id,
    confirmedAt,
    window,
    targets,
    advisoryId,
    editor,
    ip,
  });
  return answer;
}
