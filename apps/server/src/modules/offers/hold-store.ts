import { randomUUID } from 'node:crypto';
import { formatEuro, isValidRecipient, type OfferEditorField, type OfferMode } from '@signage/shared';
import type { AppContext } from '../../context.js';
import type { Reach } from '../../tenancy/index.js';
import { mailHtml } from '../mail/html.js';
import { enqueue } from '../mail/send-service.js';
import type { Agency } from './agency.js';
import { type HeldRequest, pendingHolds, upsertHold } from './hold-repository.js';
import type { Offer, OfferSource } from './providers/index.js';
import { serverOrigin } from './providers/index.js';
import { imagePath, renderOfferPair } from './render-service.js';

export interface HoldInput {
  agency: Agency;
  mode: OfferMode;
  offer: Offer;
  source: OfferSource;
  confirmedAt: number;
  editor: readonly OfferEditorField[];
  request: HeldRequest;
}

/** The mail to the location: a colleague's offer waits in the dashboard under 'Zur Freigabe', with both images. */
async function tellApprovers(ctx: AppContext, agency: Agency, request: HeldRequest, hold: HoldMail) {
  if (!agency.email || !isValidRecipient(agency.email)) return;
  const origin = serverOrigin(ctx);
  const now = ctx.clock.now();
  const text = [
    `Im Angebotstool wurde das Angebot ${request.offerId} für Ihren Standort hinzugefügt.`,
    `Zeitraum: ${request.from} – ${request.till}; Preis: ${formatEuro(hold.price)}.`,
    'Es läuft erst, wenn ein Kollege mit Freigaberecht es im Dashboard unter „Zur Freigabe“ freigibt; dort kann es auch abgelehnt werden.',
    `<a href="${origin}${imagePath(hold.keys.h, now)}">Bild quer ansehen</a> · <a href="${origin}${imagePath(hold.keys.v, now)}">Bild hochkant ansehen</a>`,
  ].join('\n\n');
  const body = await mailHtml(`${text}\n\nStandort: ${agency.name}`);
  await enqueue(ctx, null, [
    {
      to: agency.email,
      subject: `Zur Freigabe: Angebot ${request.offerId} (Angebotstool)`,
      body,
      guidCompany: agency.guid,
      guidDevice: null,
    },
  ]);
}

interface HoldMail {
  price: number;
  keys: { v: string; h: string };
}

/**
 * Holds an offer the offer tool added at a location that approves its offers itself: renders the pair with the
 * location's editor values (as 'Angebot hinzufügen' would place it), keeps it with the request (the same offer again
 * replaces the pending hold) and writes the mail once per hold. Nothing reaches a screen.
 */
export async function holdOffer(ctx: AppContext, input: HoldInput): Promise<string> {
  const { agency, offer, source, confirmedAt, editor, request } = input;
  const pair = await renderOfferPair(ctx, { agency, offer, gallery: source.gallery, editor, confirmedAt, cache: true });
  const guid = await upsertHold(
    ctx.db,
    {
      guid: randomUUID(),
      guidCompany: agency.guid,
      offerId: request.offerId,
      mode: input.mode,
      request,
      price: offer.price,
      previewV: pair.keys.v,
      previewH: pair.keys.h,
    },
    new Date(ctx.clock.now()),
  );
  await tellApprovers(ctx, agency, request, { price: offer.price, keys: pair.keys });
  return guid;
}

/** The pending holds in a reach for the dashboard 'Zur Freigabe' (images as paths). */
export async function heldOffersIn(ctx: AppContext, reach: Reach) {
  const rows = await pendingHolds(ctx.db, reach);
  const now = ctx.clock.now();
  return rows.map((row) => {
    const request = row.request as HeldRequest;
    return {
      guid: row.guid,
      guidCompany: row.guidCompany,
      offerId: row.offerId,
      from: request.from,
      till: request.till,
      price: row.price,
      previewV: row.previewV ? imagePath(row.previewV, now) : null,
      previewH: row.previewH ? imagePath(row.previewH, now) : null,
    };
  });
}
