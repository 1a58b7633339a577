import { randomBytes, randomUUID } from 'node:crypto';
import {
  calendarDateAt,
  checkOfferPeriod,
  firstOrderNr,
  formatOfferDate,
  type OfferAddResponse,
  type OfferMode,
  parseOfferDate,
} from '@signage/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { media, playlistItems, playlists } from '../../db/schema.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { readBytes } from '../../lib/storage.js';
import { mediaKey } from '../media/playable.js';
import { thumbnail } from '../media/processing.js';
import { itemForMedia } from '../playlists/item-factory.js';
import { orderOf, touchPlaylist } from '../playlists/repository.js';
import { type Agency, agencyZone, requireAgency } from './agency.js';
import { isoToGerman } from './offer-fields.js';
import { foreignGuids } from './policy.js';
import { renderOfferPair } from './render-service.js';
import { agencyDevices, agencyPlaylists, loadEditorValues } from './repository.js';
import { imageForPlaylist } from './scan-images.js';
import { loadOffer, type OfferTarget } from './service.js';

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

/**
 * SPEC §4 grouping, as given: devices with orientation 'horizontal' form the vertical group (they get the
 * vertical image), all others the horizontal group. Playlists named directly get the image of their orientation.
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
  for (const d of devices) if (chosen.has(d.guid)) add(d.guidPlaylist, d.orientation === 'horizontal' ? 'v' : 'h');
  for (const p of ownPlaylists)
    if (req.targetPlaylists?.includes(p.guid)) add(p.guid, p.orientation === 'vertical' ? 'v' : 'h');
  return [...targets.values()];
}

/** The §5 checks on the server: the epoch values as days in the location's zone, departure rules per mode. */
function windowOf(mode: OfferMode, req: AddRequest, departureIso: string, timeZone: string) {
  const day = (ms: number) => formatOfferDate(calendarDateAt(ms, timeZone));
  const check = checkOfferPeriod({
    mode,
    timeZone,
    start: day(req.start),
    end: day(req.end),
    departure: parseOfferDate(isoToGerman(departureIso)),
  });
  if (!check.ok) throw badRequest(check.message);
  return check;
}

/** Removes an offer's earlier items (and their media rows) from a playlist; returns their file keys. */
async function removeOfferItems(tx: Db, guidPlaylist: string, offerId: string): Promise<string[]> {
  const old = await tx
    .delete(playlistItems)
    .where(and(eq(playlistItems.guidPlaylist, guidPlaylist), eq(playlistItems.offerId, offerId)))
    .returning({ guidMedia: playlistItems.guidMedia, file: playlistItems.localFileName });
  const mediaGuids = old.flatMap((o) => (o.guidMedia ? [o.guidMedia] : []));
  if (mediaGuids.length > 0) await tx.delete(media).where(inArray(media.guid, mediaGuids));
  return old.flatMap((o) => (o.file ? [mediaKey(guidPlaylist, o.file)] : []));
}

/** 'Angebot hinzufügen': both images into the chosen screens' playlists; the same offer again replaces its item. */
export async function addToOffice(
  ctx: AppContext,
  ip: string,
  mode: OfferMode,
  req: AddRequest,
): Promise<OfferAddResponse> {
  const agency = await requireAgency(ctx, ip, req);
  const company = { guid: agency.guid, name: agency.name };
  const targets = await targetsOf(ctx, agency, req);
  const advisoryId = agency.advisoryId ?? req.advisoryId;
  if (targets === 'no-screens')
    return { company, lists: [], listsH: [], listsV: [], reasons: [NO_NETWORK(advisoryId)] };
  const { offer, source, id } = await loadOffer(ctx, agency, req);
  const { window } = windowOf(mode, req, offer.departureDate, agencyZone(agency));
  if (targets.length === 0) return { company, lists: [], listsH: [], listsV: [], reasons: [NO_PLAYLIST] };
  const editor = await loadEditorValues(ctx.db, agency.guid, id);
  const pair = await renderOfferPair(ctx, { agency, offer, gallery: source.gallery, editor, cache: true });
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
    obsolete = await ctx.db.transaction(async (tx) => {
      const removed: string[] = [];
      // Each playlist once (it may get both images), locked in a fixed order: concurrent adds of the
      // same offer wait for each other instead of both keeping an item.
      for (const guid of [...new Set(rows.map((r) => r.target.guid))].sort()) {
        await tx.select({ guid: playlists.guid }).from(playlists).where(eq(playlists.guid, guid)).for('update');
        removed.push(...(await removeOfferItems(tx, guid, id)));
      }
      for (const { target, file, size, thumb } of rows) {
        const m = {
          guid: randomUUID(),
          name: `Angebot ${id} ${target.side === 'v' ? 'vertikal' : 'horizontal'}.png`,
          localFileName: file,
          guidPlaylist: target.guid,
          companyGuid: agency.guid,
          size,
          type: 'IMAGE',
          mime: 'image/png',
          md5: null,
          mediaInfo: JSON.stringify({ offerId: id, provider: req.provider }),
          convertStatus: 'done',
          convertStatusMessage: null,
          webFileName: null,
          thumbFileName: null,
          uiUniqueId: null,
          active: 1,
          tags: '[]',
          created: new Date(now),
        };
        await tx.insert(media).values(m);
        const order = await orderOf(tx, target.guid);
        const item = itemForMedia(m, { guidPlaylist: target.guid, orderNr: firstOrderNr(order), now, thumb }, window);
        await tx.insert(playlistItems).values({ ...item, offerId: id });
        await touchPlaylist(tx, target.guid, now);
        await audit(tx, null, 'offer', 'playlistItem', item.guid as string, null, {
          offerId: id,
          agency: agency.guid,
          ...window,
        });
      }
      return removed;
    });
  } catch (err) {
    await Promise.all(written.map((k) => storage.remove(k)));
    throw err;
  }
  await Promise.all(obsolete.map((k) => storage.remove(k)));
  ctx.invalidation.notify({ playlists: [...new Set(targets.map((t) => t.guid))] });
  const list = (side?: Side) => [
    ...new Map(
      targets.filter((t) => !side || t.side === side).map(({ guid, name }) => [guid, { guid, name }]),
    ).values(),
  ];
  return { company, lists: list(), listsH: list('h'), listsV: list('v'), reasons: [] };
}
