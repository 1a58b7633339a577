import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import type { CompanyRef } from '../../tenancy/index.js';
import { canUseTab } from './policy.js';
import { companyRef } from './repository.js';
import { visibleCompany } from './service.js';

/** Staff see and regenerate a location's offer code with the master data tab right (SPEC §6). */
export const canSeeOfferCode = (actor: Actor, location: CompanyRef) => canUseTab(actor, 'STAMMDATA', location);

/** A new offer code: 128 random bits as 32 hex characters. */
export const newOfferCode = () => randomBytes(16).toString('hex');

/** The location's code, made on first use (locations created before the offer tool have none). */
export async function ensureOfferCode(db: Db, guid: string): Promise<string> {
  const [made] = await db
    .update(companies)
    .set({ offerCode: newOfferCode() })
    .where(and(eq(companies.guid, guid), isNull(companies.offerCode)))
    .returning({ offerCode: companies.offerCode });
  if (made?.offerCode) return made.offerCode;
  const [row] = await db.select({ offerCode: companies.offerCode }).from(companies).where(eq(companies.guid, guid));
  return row?.offerCode as string;
}

/** The single location answer gets its code when the actor holds the master data tab right. */
export async function withOfferCode<T extends { guid: string; guidParent: string | null; isMother: number }>(
  ctx: AppContext,
  actor: Actor,
  company: T,
): Promise<T & { offerCode?: string }> {
  if (company.isMother === 1 || !canSeeOfferCode(actor, companyRef(company))) return company;
  return { ...company, offerCode: await ensureOfferCode(ctx.db, company.guid) };
}

/** POST /v1/companies/{guid}/offer-code: a new code; the old one stops working at once. */
export async function regenerateOfferCode(ctx: AppContext, actor: Actor, guid: string) {
  const row = await visibleCompany(ctx, actor, guid);
  if (row.isMother === 1) throw badRequest('Nur ein Standort hat einen Angebots-Code.');
  if (!canSeeOfferCode(actor, companyRef(row))) throw forbidden();
  const offerCode = newOfferCode();
  await ctx.db.transaction(async (tx) => {
    await tx.update(companies).set({ offerCode }).where(eq(companies.guid, guid));
    await audit(tx, actor, 'update', 'company', guid, null, { offerCodeRegenerated: true });
  });
  return { offerCode };
}
