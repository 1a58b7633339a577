import type { AppContext } from '../../context.js';
import { readBytes } from '../../lib/storage.js';
import { appendEvidence, canonicalJson, type EvidenceKind, type NewEvidence, sha256 } from './chain.js';

/**
 * What the offer tool tells the evidence archive. Each call appends its entries at once; the offer module calls these
 * after its own writes (one line each, add-service.ts and recheck.ts).
 */

/** Evidence copies of the rendered images: evidence/{sha256}.png, one per content (kept by the retention only). */
export const evidenceKey = (hash: string) => `evidence/${hash}.png`;

/** What the archive reads of a provider's offer (offers/providers/types.ts Offer; offers imports this module). */
export interface Offer {
  hotelName: string;
  destination: string;
  region: string;
  stars: number;
  price: number;
  priceInfo: string;
  departureDate: string;
  arrivalDate: string;
  nights: number;
  board: string;
  roomType: string;
  departureAirport: string;
}
/** The rendered pair of images (offers/render-service.ts RenderedPair): storage keys of both sides. */
export interface RenderedPair {
  hash: string;
  keys: { v: string; h: string };
}

/** The fields the images show, as the provider answered them. */
export function shownFields(offer: Offer) {
  const { hotelName, destination, region, stars, price, priceInfo, departureDate, arrivalDate, nights } = offer;
  const { board, roomType, departureAirport } = offer;
  return {
    hotelName,
    destination,
    region,
    stars,
    price,
    priceInfo,
    departureDate,
    arrivalDate,
    nights,
    board,
    roomType,
    departureAirport,
  };
}

interface OfferRef {
  guidCompany: string;
  offerId: string;
}

/** A version of the offer (its fields, sha256 of the answer, 'Stand') and its two images, stored by hash. */
async function versionEntries(
  ctx: AppContext,
  ref: OfferRef,
  v: { offer: Offer; provider: string; pair: RenderedPair; confirmedAt: number },
): Promise<NewEvidence[]> {
  const entry = (kind: EvidenceKind, data: Record<string, unknown>): NewEvidence => ({ ...ref, kind, data });
  const out = [
    entry('version', {
      provider: v.provider,
      fields: shownFields(v.offer),
      // The answer after validation (the provider's JSON as parsed), canonical: same answer, same hash.
      answerSha256: sha256(canonicalJson(v.offer)),
      stand: new Date(v.confirmedAt).toISOString(),
      renderHash: v.pair.hash,
    }),
  ];
  for (const side of ['h', 'v'] as const) {
    const png = await readBytes(ctx.files, v.pair.keys[side]);
    const hash = sha256(png);
    const key = evidenceKey(hash);
    if ((await ctx.files.size(key)) === null) await ctx.files.write(key, png);
    out.push(entry('image', { side, sha256: hash, key, bytes: png.length }));
  }
  return out;
}

/** 'Angebot hinzufügen': the version as answered, its images, and who placed it for which window. */
export async function evidenceOfPlacing(
  ctx: AppContext,
  ref: OfferRef,
  p: {
    offer: Offer;
    provider: string;
    advisoryId: string;
    ip: string;
    pair: RenderedPair;
    confirmedAt: number;
    window: { activeFrom: number; activeTill: number };
    playlists: Array<{ guid: string; name: string; side: string }>;
  },
) {
  const entries = await versionEntries(ctx, ref, p);
  entries.push({
    ...ref,
    kind: 'placed',
    data: {
      advisoryId: p.advisoryId,
      ipSha256: sha256(p.ip),
      from: new Date(p.window.activeFrom).toISOString(),
      till: new Date(p.window.activeTill).toISOString(),
      playlists: p.playlists,
    },
  });
  await appendEvidence(ctx, entries);
}

/** A re-check: its result; a change brings the new version and images first. */
export async function evidenceOfCheck(
  ctx: AppContext,
  ref: OfferRef,
  result: 'confirmed' | 'failing' | 'changed',
  change?: { offer: Offer; provider: string; pair: RenderedPair; summary: string },
) {
  const now = ctx.clock.now();
  const entries = change ? await versionEntries(ctx, ref, { ...change, confirmedAt: now }) : [];
  entries.push({ ...ref, kind: 'recheck', data: { result, ...(change ? { summary: change.summary } : {}) } });
  await appendEvidence(ctx, entries);
}

/** The take-down with its reason (after a re-check or the provider no longer knowing the offer). */
export async function evidenceOfTakeDown(ctx: AppContext, ref: OfferRef, reason: string) {
  await appendEvidence(ctx, [
    { ...ref, kind: 'recheck', data: { result: 'taken-down' } },
    { ...ref, kind: 'takedown', data: { reason } },
  ]);
}
