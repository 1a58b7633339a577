import { and, isNull, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { AppContext } from '../../context.js';
import { offerChecks } from '../../db/schema.js';
import { runningOfferItem } from '../playlists/offer-items.js';
import { agencyByGuid } from './agency.js';
import { offerCheckSettings } from './check-settings.js';
import { OfferProviderError, offerSource } from './providers/index.js';
import { applyAnswer, type CheckOutcome, type OfferCheckRow, type ProviderAnswer } from './recheck.js';

/** Offers of one provider checked at once (each still waits for its turn of the provider's rate). */
const IN_FLIGHT_PER_PROVIDER = 8;

/**
 * Hands out start times at most `perSecond` apart per second (real time: the provider's rate is real), the
 * first at once. A tiny token bucket of capacity 1; p-limit bounds how many wait.
 */
export function pacer(perSecond: number) {
  const gapMs = 1000 / perSecond;
  let next = 0;
  return async () => {
    const now = performance.now();
    const at = Math.max(now, next);
    next = at + gapMs;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}

/** Offer checks whose offer still has an item that has not ended (in the location's own playlists). */
export function runningChecks(ctx: AppContext) {
  const now = new Date(ctx.clock.now());
  const running = runningOfferItem(ctx.db, offerChecks.guidCompany, offerChecks.offerId, now);
  return ctx.db
    .select()
    .from(offerChecks)
    .where(and(isNull(offerChecks.takenDown), sql`exists (${running})`))
    .orderBy(offerChecks.checkedAt);
}

async function ask(ctx: AppContext, row: OfferCheckRow): Promise<ProviderAnswer> {
  try {
    return await offerSource(ctx, row.provider).provider.getOffer(row.offerId, {
      advisoryId: row.advisoryId,
      departureAirport: row.departureAirport ?? undefined,
    });
  } catch (err) {
    // unreachable, too slow or an answer that cannot be read: nothing confirmed, nothing known to be wrong
    if (err instanceof OfferProviderError) return 'unreachable';
    throw err;
  }
}

export type CheckCounts = Record<CheckOutcome | 'errors', number>;

/** Checks every running offer with its provider (the setting's rate per provider); returns the outcomes. */
export async function runOfferChecks(
  ctx: AppContext,
  onError: (err: unknown, row: OfferCheckRow) => void = () => {},
): Promise<CheckCounts> {
  const { requestsPerSecond } = await offerCheckSettings(ctx);
  const rows = await runningChecks(ctx);
  const counts: CheckCounts = { confirmed: 0, changed: 0, 'taken-down': 0, failing: 0, errors: 0 };
  // One lookup per location and run, not per offer (a location has many offers).
  const agencies = new Map<string, ReturnType<typeof agencyByGuid>>();
  const agencyOf = (guid: string) => {
    if (!agencies.has(guid)) agencies.set(guid, agencyByGuid(ctx, guid));
    return agencies.get(guid) as ReturnType<typeof agencyByGuid>;
  };
  const byProvider = new Map<string, OfferCheckRow[]>();
  for (const row of rows) byProvider.set(row.provider, [...(byProvider.get(row.provider) ?? []), row]);
  await Promise.all(
    [...byProvider.values()].map(async (group) => {
      const pace = pacer(requestsPerSecond);
      const slots = pLimit(IN_FLIGHT_PER_PROVIDER);
      await Promise.all(
        group.map((row) =>
          slots(async () => {
            try {
              const agency = await agencyOf(row.guidCompany);
              if (!agency) return;
              await pace();
              counts[await applyAnswer(ctx, agency, row, await ask(ctx, row), { background: true })] += 1;
            } catch (err) {
              counts.errors += 1;
              onError(err, row);
            }
          }),
        ),
      );
    }),
  );
  return counts;
}

/** The handler of the recurring job JobName.offerCheck: checks all running offers, longest unchecked first. */
export function offerCheckHandler(ctx: AppContext, onError: (err: unknown, row: OfferCheckRow) => void) {
  return async () => {
    await runOfferChecks(ctx, onError);
  };
}

/**
 * The next run comes one interval of the setting after this one started, so every offer is asked about once per
 * interval however long a run takes.
 */
export async function offerCheckEveryMs(ctx: AppContext): Promise<number> {
  return (await offerCheckSettings(ctx)).intervalMinutes * 60_000;
}
