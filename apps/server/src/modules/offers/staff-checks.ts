import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { offerChecks } from '../../db/schema.js';
import { forbidden } from '../../lib/errors.js';
import { companyRef } from '../companies/repository.js';
import { visibleCompany } from '../companies/service.js';
import { canListOffers } from './policy.js';

/** Taken-down offers the list shows (newest first). */
const TAKEN_DOWN_SHOWN = 50;
const ms = (d: Date | null) => d?.getTime() ?? null;

/**
 * GET /v1/companies/{guid}/offer-checks: per offer of the location the last check, last confirmation, what
 * changed and whether the provider fails; and the offers taken down.
 */
export async function offerCheckList(ctx: AppContext, actor: Actor, guid: string) {
  const row = await visibleCompany(ctx, actor, guid);
  if (!canListOffers(actor, companyRef(row))) throw forbidden('Dieses Netzwerk dürfen Sie nicht öffnen.');
  const rows = await ctx.db.select().from(offerChecks).where(eq(offerChecks.guidCompany, guid));
  const down = await ctx.db
    .select()
    .from(offerChecks)
    .where(and(eq(offerChecks.guidCompany, guid), isNotNull(offerChecks.takenDownAt)))
    .orderBy(desc(offerChecks.takenDownAt))
    .limit(TAKEN_DOWN_SHOWN);
  return {
    checks: rows
      .filter((r) => !r.takenDown)
      .map((r) => ({
        offerId: r.offerId,
        checkedAt: r.checkedAt.getTime(),
        confirmedAt: r.confirmedAt.getTime(),
        failingSince: ms(r.failingSince),
        changeSummary: r.changeSummary,
        changedAt: ms(r.changedAt),
      })),
    takenDown: down.map((r) => ({ offerId: r.offerId, reason: r.takenDown ?? '', at: ms(r.takenDownAt) ?? 0 })),
  };
}
