import type { ConsentInput, ConsentRecord } from '@signage/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { operatorConsents, operators } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { changesNetworkRecords, companyFacts, reachesCompany, reachOf } from '../../tenancy/index.js';
import { operatorNames } from './repository.js';

const COMPANY = 'Netzwerk oder Standort';

/** The company in the actor's reach (404 otherwise), as network or location. */
async function companyOf(ctx: AppContext, actor: Actor, guid: string) {
  const company = await companyFacts(ctx.db, guid);
  const reach = reachOf(actor);
  if (!company || !reachesCompany(reach, { guid: company.guid, network: company.network })) throw notFound(COMPANY);
  return { ...company, isNetwork: company.isMother === 1, reach };
}

async function consentRows(db: Db, guidCompanies: readonly string[]) {
  if (!guidCompanies.length) return [];
  return db
    .select({ consent: operatorConsents, operatorName: operators.name })
    .from(operatorConsents)
    .innerJoin(operators, eq(operators.guid, operatorConsents.guidOperator))
    .where(inArray(operatorConsents.guidCompany, [...guidCompanies]))
    .orderBy(operators.name);
}

const toRecord = (r: Awaited<ReturnType<typeof consentRows>>[number]): ConsentRecord => ({
  guidOperator: r.consent.guidOperator,
  operatorName: r.operatorName,
  guidCompany: r.consent.guidCompany,
  shares: r.consent.shares,
  startDay: r.consent.startDay,
  named: r.consent.named,
  locationsDecide: r.consent.locationsDecide,
  changed: r.consent.changed.getTime(),
  changedBy: r.consent.changedBy,
});

/** The operators a location's network lets the location decide for. */
async function decidingOperators(db: Db, network: string | null): Promise<string[]> {
  if (!network) return [];
  const rows = await db
    .select({ op: operatorConsents.guidOperator })
    .from(operatorConsents)
    .where(and(eq(operatorConsents.guidCompany, network), eq(operatorConsents.locationsDecide, true)));
  return rows.map((r) => r.op);
}

/** The consents of a network or location ('Nachweise freigeben'), with the operators to choose from. */
export async function listConsents(ctx: AppContext, actor: Actor, guidCompany: string) {
  const company = await companyOf(ctx, actor, guidCompany);
  const [all, rows, mayDecide] = await Promise.all([
    operatorNames(ctx.db),
    consentRows(ctx.db, [company.guid]),
    company.isNetwork ? Promise.resolve([]) : decidingOperators(ctx.db, company.network),
  ]);
  return { operators: all, consents: rows.map(toRecord), mayDecide };
}

/**
 * Gives, changes or revokes a consent. A network decides for its locations (a location user may not); a location
 * decides for itself only where its network lets it. Takes effect with the next request of the operator.
 */
export async function setConsent(
  ctx: AppContext,
  actor: Actor,
  guidCompany: string,
  guidOperator: string,
  input: ConsentInput,
) {
  const company = await companyOf(ctx, actor, guidCompany);
  const [operator] = await ctx.db.select().from(operators).where(eq(operators.guid, guidOperator));
  if (!operator) throw notFound('Veranstalter');
  if (company.isNetwork && !changesNetworkRecords(company.reach)) {
    throw forbidden('Über die Freigaben des Netzwerks entscheidet das Netzwerk.');
  }
  if (!company.isNetwork) {
    if (input.locationsDecide) throw badRequest('Nur ein Netzwerk kann seine Standorte selbst entscheiden lassen.');
    if (!(await decidingOperators(ctx.db, company.network)).includes(guidOperator)) {
      throw forbidden('Das Netzwerk lässt seine Standorte über diesen Veranstalter nicht selbst entscheiden.');
    }
  }
  const values = {
    shares: input.shares,
    startDay: input.startDay,
    named: input.named,
    locationsDecide: company.isNetwork ? input.locationsDecide : false,
    changedBy: actor.username,
    changed: new Date(ctx.clock.now()),
  };
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(operatorConsents)
      .where(and(eq(operatorConsents.guidCompany, guidCompany), eq(operatorConsents.guidOperator, guidOperator)));
    await tx
      .insert(operatorConsents)
      .values({ guidCompany, guidOperator, ...values })
      .onConflictDoUpdate({ target: [operatorConsents.guidOperator, operatorConsents.guidCompany], set: values });
    await audit(tx, actor, before ? 'update' : 'create', 'operatorConsent', guidCompany, before ?? null, {
      guidOperator,
      ...values,
    });
  });
  return listConsents(ctx, actor, guidCompany);
}

/** The operators that have (or had) a consent row of this company or of its locations: whose accesses it sees. */
export async function consentingOperators(db: Db, guidCompanies: readonly string[]): Promise<string[]> {
  const rows = await consentRows(db, guidCompanies);
  return [...new Set(rows.map((r) => r.consent.guidOperator))];
}

export { companyOf };
