import { randomBytes, randomUUID } from 'node:crypto';
import {
  calendarDateAt,
  checkOfferPeriod,
  formatOfferDate,
  type OfferAddResponse,
  type OfferMode,
  parseOfferDate,
  screenOrientation,
} from '@signage/shared';
import type { AppContext } from '../../context.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { readBytes } from '../../lib/storage.js';
import { agencyDevices } from '../device-records/repository.js';
import { evidenceOfPlacing } from '../evidence/record.js';
import { mediaKey } from '../media/playable.js';
import { thumbnail } from '../media/processing.js';
import { addMediaItems, type MediaItemToAdd, removeOfferItems } from '../playlists/media-items.js';
import { agencyPlaylists } from '../playlists/repository.js';
import { type Agency, agencyZone, requireAgency } from './agency.js';
import { isoToGerman } from './offer-fields.js';
import { foreignGuids } from './policy.js';
import { recordAdded } from './recheck.js';
import { renderOfferPair } from './render-service.js';
import { loadEditorValues } from './repository.js';
import { imageForPlaylist } from './scan-images.js';
import { advisoryIdOf, loadOffer, type OfferTarget } from './service.js';

export const NO_NETWORK = (advisoryId: string) => `Es konnte kein Netzwerk für ${advisoryId} gefunden werden.`;
export const NO_PLAYLIST = 'Keine mögliche Playlist gefunden. Horizontal wird benötigt.';
export const FOREIGN_TARGETS = 'Die gewählten Bildschirme oder Playlists gehören nicht zu diesem Standort.';

export interface AddRequest extends OfferTarget {
  start: number;
  end: number;
  targetDevices: string[];
  targetPlaylists?: string[];
}

type Side = 'v' | 'h';
interface Target {
  guid: string;
  name: string;
  side: Side;
}

const sideOf = (orientation: string | null): Side => (screenOrientation(orientation) === 'vertical' ? 'v' : 'h');
const ORIENTATION_OF_SIDE = { h: 'horizontal', v: 'vertical' } as const;

/**
 * Each chosen screen's playlist gets the image that fills the screen (landscape screens the horizontal image,
 * portrait ones the vertical): a playlist that chosen screens of both orientations play gets both, each marked
 * with its orientation, and every screen plays only its own (not SPEC §4's grouping as given, which put the
 * portrait image on landscape screens; docs/DECISIONS.md). A playlist named directly gets the images of the
 * location's screens that play it, or the image of its own orientation when none does.
 */
async function targetsOf(ctx: AppContext, agency: Agency, req: AddRequest): Promise<Target[] | 'no-screens'> {
  const [devices, ownPlaylists] = await Promise.all([
    agencyDevices(ctx.db, agency.guid),
    agencyPlaylists(ctx.db, agency.guid),
  ]);
  if (devices.length === 0) return 'no-screens';
  const foreign = [
    ...foreignGuids(req.targetDevices, new Set(devices.map((d) => d.guid))),
    ...foreignGuids(req.targetPlaylists ?? [], new Set(ownPlaylists.map((p) => p.guid))),
  ];
  if (foreign.length > 0) throw forbidden(FOREIGN_TARGETS);
  const names = new Map(ownPlaylists.map((p) => [p.guid, p.name]));
  const chosen = new Set(req.targetDevices);
  const targets = new Map<string, Target>();
  const add = (guid: string | null, side: Side) => {
    const key = `${guid}:${side}`;
    if (guid && names.has(guid) && !targets.has(key)) targets.set(key, { guid, name: names.get(guid) ?? '', side });
  };
  for (const d of devices) if (chosen.has(d.guid)) add(d.guidPlaylist, sideOf(d.orientation));
  for (const p of ownPlaylists) {
    if (!req.targetPlaylists?.includes(p.guid)) continue;
    const screens = devices.filter((d) => d.guidPlaylist === p.guid);
    for (const side of screens.length > 0 ? screens.map((d) => sideOf(d.orientation)) : [sideOf(p.orientation)]) {
      add(p.guid, side);
    }
  }
  return [...targets.values()];
}

/**
 * The §5 checks on the server: the epoch values as days in the location's zone, departure rules per mode,
 * a start before today starts today.
 */
function windowOf(mode: OfferMode, req: AddRequest, departureIso: string, timeZone: string, now: number) {
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

/** The media row and item of one offer image in one playlist (first in the loop, in the offer's window). */
function offerEntry(
  agency: Agency,
  offerId: string,
  provider: string,
  window: { activeFrom: number; activeTill: number },
  now: number,
  target: Target,
  image: { file: string; size: number; thumb: string },
): MediaItemToAdd {
  return {
    media: {
      guid: randomUUID(),
      name: `Angebot ${offerId} ${target.side === 'v' ? 'vertikal' : 'horizontal'}.png`,
      localFileName: image.file,
      guidPlaylist: target.guid,
      companyGuid: agency.guid,
      size: image.size,
      type: 'IMAGE',
      mime: 'image/png',
      md5: null,
      mediaInfo: JSON.stringify({ offerId, provider }),
      convertStatus: 'done',
      convertStatusMessage: null,
      webFileName: null,
      thumbFileName: null,
      uiUniqueId: null,
      active: 1,
      tags: '[]',
      created: new Date(now),
    },
    guidPlaylist: target.guid,
    position: 'first',
    thumb: image.thumb,
    window,
    extra: { offerId, orientation: ORIENTATION_OF_SIDE[target.side] },
    audit: { actor: null, action: 'offer', entity: 'playlistItem', after: { offerId, agency: agency.guid, ...window } },
  };
}

/** 'Angebot hinzufügen': each image into the playlists of the screens it fills; the same offer again replaces its items. */
export async function addToOffice(
  ctx: AppContext,
  ip: string,
  mode: OfferMode,
  req: AddRequest,
): Promise<OfferAddResponse> {
  const agency = await requireAgency(ctx, ip, req);
  const company = { guid: agency.guid, name: agency.name };
  const targets = await targetsOf(ctx, agency, req);
  const advisoryId = advisoryIdOf(agency, req);
  if (targets === 'no-screens')
    return { company, lists: [], listsH: [], listsV: [], reasons: [NO_NETWORK(advisoryId)] };
  // The add itself records the check below (a re-render here would be replaced at once).
  const { offer, source, id, confirmedAt } = await loadOffer(ctx, agency, req, { opened: false });
  const { window } = windowOf(mode, req, offer.departureDate, agencyZone(agency), ctx.clock.now());
  if (targets.length === 0) return { company, lists: [], listsH: [], listsV: [], reasons: [NO_PLAYLIST] };
  const editor = await loadEditorValues(ctx.db, agency.guid, id);
  const gallery = source.gallery;
  const pair = await renderOfferPair(ctx, { agency, offer, gallery, editor, confirmedAt, cache: true });
  const storage = ctx.files;
  const now = ctx.clock.now();
  const written: string[] = [];
  const rows: Array<{ target: Target; file: string; size: number; thumb: string }> = [];
  const images = new Map<Side, { png: Buffer; thumb: string }>();
  for (const t of targets) {
    let image = images.get(t.side);
    if (!image) {
      const png = await readBytes(storage, pair.keys[t.side]);
      image = { png, thumb: (await thumbnail(png)).dataUrl };
      images.set(t.side, image);
    }
    const file = `offer-${pair.hash.slice(0, 16)}-${randomBytes(4).toString('hex')}${t.side}.png`;
    const key = mediaKey(t.guid, file);
    const png = await imageForPlaylist(ctx, {
      agency: agency.guid,
      offerId: id,
      guidPlaylist: t.guid,
      side: t.side,
      png: image.png,
      qr: pair.qr,
    });
    await storage.write(key, png);
    written.push(key);
    rows.push({ target: t, file, size: png.length, thumb: image.thumb });
  }
  let obsolete: string[] = [];
  try {
    const entries = rows.map(({ target, file, size, thumb }) =>
      offerEntry(agency, id, source.name, window, now, target, { file, size, thumb }),
    );
    // Each playlist once (it may get both images), locked: concurrent adds of the same offer wait for each
    // other instead of both keeping an item; the offer's earlier items go first.
    const added = await addMediaItems(ctx, entries, {
      loop: 'check',
      before: async (tx) => {
        const removed: string[] = [];
        for (const guid of new Set(rows.map((r) => r.target.guid)))
          removed.push(...(await removeOfferItems(tx, guid, id)));
        return removed;
      },
    });
    obsolete = added.before ?? [];
  } catch (err) {
    await Promise.all(written.map((k) => storage.remove(k)));
    throw err;
  }
  await Promise.all(obsolete.map((k) => storage.remove(k)));
  await recordAdded(ctx, agency, offer, { offerId: id, provider: source.provider.name, advisoryId, editor });
  await evidenceOfPlacing(
    ctx,
    { guidCompany: agency.guid, offerId: id },
    {
      offer,
      provider: source.provider.name,
      advisoryId,
      ip,
      pair,
      confirmedAt,
      window,
      playlists: targets.map(({ guid, name, side }) => ({ guid, name, side })),
    },
  );
  const list = (side?: Side) => [
    ...new Map(
      targets.filter((t) => !side || t.side === side).map(({ guid, name }) => [guid, { guid, name }]),
    ).values(),
  ];
  return { company, lists: list(), listsH: list('h'), listsV: list('v'), reasons: [] };
}
