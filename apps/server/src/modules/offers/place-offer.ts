import { randomBytes, randomUUID } from 'node:crypto';
import { type OfferEditorField, screenOrientation } from '@signage/shared';
import type { AppContext } from '../../context.js';
import { forbidden } from '../../lib/errors.js';
import { readBytes } from '../../lib/storage.js';
import { agencyDevices } from '../device-records/repository.js';
import { evidenceOfPlacing } from '../evidence/record.js';
import { mediaKey } from '../media/playable.js';
import { thumbnail } from '../media/processing.js';
import { addMediaItems, type MediaItemToAdd, removeOfferItems } from '../playlists/media-items.js';
import { agencyPlaylists } from '../playlists/repository.js';
import type { Agency } from './agency.js';
import { foreignGuids } from './policy.js';
import type { Offer, OfferSource } from './providers/index.js';
import { recordAdded } from './recheck.js';
import { type RenderedPair, renderOfferPair } from './render-service.js';
import { imageForPlaylist } from './scan-images.js';

export const FOREIGN_TARGETS = 'Die gewählten Bildschirme oder Playlists gehören nicht zu diesem Standort.';

export type Side = 'v' | 'h';
export interface Target {
  guid: string;
  name: string;
  side: Side;
}

export const sideOf = (orientation: string | null): Side => (screenOrientation(orientation) === 'vertical' ? 'v' : 'h');
const ORIENTATION_OF_SIDE = { h: 'horizontal', v: 'vertical' } as const;

/**
 * Each chosen screen's playlist gets the image that fills the screen (landscape screens the horizontal image,
 * portrait ones the vertical): a playlist that chosen screens of both orientations play gets both, each marked
 * with its orientation, and every screen plays only its own (not SPEC §4's grouping as given, which put the
 * portrait image on landscape screens; docs/DECISIONS.md). A playlist named directly gets the images of the
 * location's screens that play it, or the image of its own orientation when none does.
 */
export async function targetsOf(
  ctx: AppContext,
  agency: Agency,
  req: { targetDevices: string[]; targetPlaylists?: string[] },
): Promise<Target[] | 'no-screens'> {
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

/** What placing an offer at a location needs: the provider's answer, the window, the target playlists. */
export interface Placement {
  agency: Agency;
  offer: Offer;
  source: OfferSource;
  id: string;
  confirmedAt: number;
  window: { activeFrom: number; activeTill: number };
  targets: Target[];
  advisoryId: string;
  editor: readonly OfferEditorField[];
  /** Who placed it (hashed into the evidence). */
  ip: string;
  /** A published copy rendered by a job: yields to agents' renders (lib/offer-render RenderPriority). */
  background?: boolean;
}

/**
 * Renders the pair (or reuses it), writes each playlist's image with its own QR link and puts the items first in
 * the loops, replacing the offer's earlier items; records the check row and the evidence. Used by 'Angebot
 * hinzufügen' and by every published copy ('Reise der Woche'), so both play, count and re-check alike.
 */
export async function placeOffer(ctx: AppContext, p: Placement): Promise<RenderedPair> {
  const { agency, offer, source, id, confirmedAt, window, targets, advisoryId, editor, ip } = p;
  const background = p.background ?? false;
  const departureAirport = agency.departureAirport;
  const gallery = source.gallery;
  const pair = await renderOfferPair(ctx, { agency, offer, gallery, editor, confirmedAt, cache: true, background });
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
  await recordAdded(ctx, agency, offer, {
    offerId: id,
    provider: source.provider.name,
    advisoryId,
    editor,
    departureAirport,
  });
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
  return pair;
}
