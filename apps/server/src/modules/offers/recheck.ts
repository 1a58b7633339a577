import { createHash } from 'node:crypto';
import { calendarDateAt, formatEuro, isValidRecipient, type OfferEditorField } from '@signage/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { offerChecks } from '../../db/schema.js';
import { evidenceOfCheck, evidenceOfTakeDown } from '../evidence/record.js';
import { mailHtml } from '../mail/html.js';
import { enqueue } from '../mail/send-service.js';
import { type Agency, agencyZone } from './agency.js';
import { offerCheckSettings } from './check-settings.js';
import { agencyEditorValues, isoToGerman } from './offer-fields.js';
import { replaceOfferImages, takeDownOfferItems } from './offer-items.js';
import { offerSource } from './providers/index.js';
import type { Offer } from './providers/types.js';
import { renderOfferPair } from './render-service.js';
import { loadEditorValues } from './repository.js';

export type OfferCheckRow = typeof offerChecks.$inferSelect;
/** What the provider said: the offer, null (unknown, 404), or that it could not be reached. */
export type ProviderAnswer = Offer | null | 'unreachable';
export type CheckOutcome = 'confirmed' | 'changed' | 'taken-down' | 'failing';

export const GONE_AT_PROVIDER = 'Der Anbieter kennt das Angebot nicht mehr.';
export const departurePassed = (offer: Offer) => `Die Abreise (${isoToGerman(offer.departureDate)}) ist vorbei.`;
export const unreachableTooLong = (hours: number) =>
  `Der Anbieter war ${String(hours).replace('.', ',')} Stunden lang nicht erreichbar.`;

const HOUR_MS = 3_600_000;
const dataHash = (offer: Offer) => createHash('sha256').update(JSON.stringify(offer)).digest('hex').slice(0, 32);

/** The German summary of what changed between two answers of the provider ('Preis: 1.299 € → 1.199 €; Bilder'). */
export function changeSummary(before: Offer, after: Offer): string {
  const period = (o: Offer) => `${isoToGerman(o.departureDate)} – ${isoToGerman(o.arrivalDate)}`;
  const parts: string[] = [];
  const from = (label: string, a: string, b: string) => a !== b && parts.push(`${label}: ${a} → ${b}`);
  from('Preis', formatEuro(before.price), formatEuro(after.price));
  from('Reisezeitraum', period(before), period(after));
  from('Nächte', String(before.nights), String(after.nights));
  from('Verpflegung', before.board, after.board);
  if (JSON.stringify(before.gallery) !== JSON.stringify(after.gallery)) parts.push('Bilder geändert');
  return parts.length > 0 ? parts.join('; ') : 'Angebotsdaten geändert';
}

/**
 * The offer was added with this data and these editor values now: it counts as confirmed; an earlier take-down
 * no longer applies. The editor values are kept with the check: re-checks render with what was added, not with
 * values previewed later.
 */
export async function recordAdded(
  ctx: AppContext,
  agency: Agency,
  offer: Offer,
  at: {
    offerId: string;
    provider: string;
    advisoryId: string;
    editor: readonly OfferEditorField[];
    departureAirport: string | null;
  },
) {
  const now = new Date(ctx.clock.now());
  const values = {
    provider: at.provider,
    advisoryId: at.advisoryId,
    departureAirport: at.departureAirport,
    dataHash: dataHash(offer),
    data: offer,
    editor: agencyEditorValues(at.editor),
    checkedAt: now,
    confirmedAt: now,
    failingSince: null,
    takenDown: null,
    takenDownAt: null,
  };
  await ctx.db
    .insert(offerChecks)
    .values({ guidCompany: agency.guid, offerId: at.offerId, ...values })
    .onConflictDoUpdate({ target: [offerChecks.guidCompany, offerChecks.offerId], set: values });
}

async function update(ctx: AppContext, row: OfferCheckRow, set: Partial<OfferCheckRow>) {
  await ctx.db
    .update(offerChecks)
    .set({ checkedAt: new Date(ctx.clock.now()), ...set })
    .where(and(eq(offerChecks.guidCompany, row.guidCompany), eq(offerChecks.offerId, row.offerId)));
}

/** A mail to the location's contact through the outbox, when the setting says so and it has a valid address. */
async function tellContact(ctx: AppContext, agency: Agency, subject: string, text: string) {
  if (!(await offerCheckSettings(ctx)).mailContact || !agency.email || !isValidRecipient(agency.email)) return;
  const body = await mailHtml(`${text}\n\nStandort: ${agency.name}`);
  await enqueue(ctx, null, [{ to: agency.email, subject, body, guidCompany: agency.guid, guidDevice: null }]);
}

async function takeDown(ctx: AppContext, agency: Agency, row: OfferCheckRow, reason: string) {
  await takeDownOfferItems(ctx, agency.guid, row.offerId, reason);
  await update(ctx, row, { takenDown: reason, takenDownAt: new Date(ctx.clock.now()) });
  await evidenceOfTakeDown(ctx, row, reason);
  await tellContact(
    ctx,
    agency,
    `Angebot ${row.offerId} wurde aus der Schleife genommen`,
    `Das Angebot ${row.offerId} wird nicht mehr gezeigt. ${reason}`,
  );
}

/**
 * Applies one answer of the provider to a running offer: unknown or departed → its items leave the loop; unreachable →
 * the last confirmed images stay until the setting's hours have passed; changed data → both images rendered anew and
 * put into the same items; unchanged → confirmed.
 */
export async function applyAnswer(
  ctx: AppContext,
  agency: Agency,
  row: OfferCheckRow,
  answer: ProviderAnswer,
  options: { background: boolean },
): Promise<CheckOutcome> {
  const now = ctx.clock.now();
  if (answer === 'unreachable') {
    const since = row.failingSince?.getTime() ?? now;
    const { unreachableHours } = await offerCheckSettings(ctx);
    if (now - since >= unreachableHours * HOUR_MS) {
      await takeDown(ctx, agency, row, unreachableTooLong(unreachableHours));
      return 'taken-down';
    }
    await update(ctx, row, { failingSince: new Date(since) });
    await evidenceOfCheck(ctx, row, 'failing');
    return 'failing';
  }
  if (answer === null) {
    await takeDown(ctx, agency, row, GONE_AT_PROVIDER);
    return 'taken-down';
  }
  const today = calendarDateAt(now, agencyZone(agency));
  const todayIso = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  if (answer.departureDate < todayIso) {
    await takeDown(ctx, agency, row, departurePassed(answer));
    return 'taken-down';
  }
  const hash = dataHash(answer);
  if (hash === row.dataHash) {
    await update(ctx, row, { confirmedAt: new Date(now), failingSince: null });
    await evidenceOfCheck(ctx, row, 'confirmed');
    return 'confirmed';
  }
  const editor = await addedEditorValues(ctx, row);
  const { gallery } = offerSource(ctx, row.provider);
  const pair = await renderOfferPair(ctx, {
    agency,
    offer: answer,
    gallery,
    editor,
    cache: true,
    background: options.background,
    confirmedAt: now,
  });
  const summary = changeSummary(row.data as Offer, answer);
  // The archive's new version before any screen can get its images: a play is counted for the version that was
  // the newest when it began (evidence/plays.ts), and the e2e test's PostgreSQL run once saw the new image on a
  // screen before the version entry was written (docs/DECISIONS.md). Should the replacing fail, the offer row
  // keeps the old answer and the next re-check records the change again.
  await evidenceOfCheck(ctx, row, 'changed', { offer: answer, provider: row.provider, pair, summary });
  const replaced = await replaceOfferImages(ctx, agency.guid, row.offerId, pair);
  const before = row.data as Offer;
  await audit(
    ctx.db,
    null,
    'offer-rerender',
    'offer',
    row.offerId,
    { agency: agency.guid, price: before.price, dataHash: row.dataHash },
    {
      agency: agency.guid,
      provider: row.provider,
      trigger: options.background ? 'check' : 'opened',
      changes: summary,
      price: answer.price,
      dataHash: hash,
      images: pair.keys,
      items: replaced,
    },
  );
  await update(ctx, row, {
    dataHash: hash,
    data: answer,
    confirmedAt: new Date(now),
    failingSince: null,
    changeSummary: summary,
    changedAt: new Date(now),
  });
  await tellContact(
    ctx,
    agency,
    `Angebot ${row.offerId} wurde aktualisiert`,
    `Der Anbieter hat das Angebot ${row.offerId} geändert; die Bilder auf den Bildschirmen wurden erneuert. ${summary}`,
  );
  return 'changed';
}

/**
 * The editor values the running images were added with (never the provider's fields). Rows from before they
 * were kept (editor null) fall back to the stored editor values, the provider's fields dropped.
 */
async function addedEditorValues(ctx: AppContext, row: OfferCheckRow): Promise<OfferEditorField[]> {
  if (Array.isArray(row.editor)) return agencyEditorValues(row.editor as OfferEditorField[]);
  return agencyEditorValues(await loadEditorValues(ctx.db, row.guidCompany, row.offerId));
}

/** The offer's check row while it runs (not taken down), or null. */
export async function runningCheck(ctx: AppContext, agency: string, offerId: string) {
  const [row] = await ctx.db
    .select()
    .from(offerChecks)
    .where(and(eq(offerChecks.guidCompany, agency), eq(offerChecks.offerId, offerId)));
  return row && !row.takenDown ? row : null;
}

/**
 * An agent opened the offer (a fresh fetch from the provider): that answer is a check of it, if it runs and
 * was added from the same provider.
 */
export async function offerOpened(
  ctx: AppContext,
  agency: Agency,
  fetched: { offerId: string; provider: string },
  answer: Offer | null,
) {
  const row = await runningCheck(ctx, agency.guid, fetched.offerId);
  if (row && row.provider === fetched.provider) await applyAnswer(ctx, agency, row, answer, { background: false });
}
