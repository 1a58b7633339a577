import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { operatorAccessLog, operators } from '../../db/schema.js';
import { accessResult, accessWords } from './access-words.js';
import { companyOf, consentingOperators } from './consents.js';

/** Records one request of an operator's user or token (who, what, when and the answer's status). */
export async function recordAccess(
  db: Db,
  actor: Actor,
  request: { at: number; method: string; path: string; status: number },
): Promise<void> {
  if (!actor.operator) return;
  await db.insert(operatorAccessLog).values({
    at: new Date(request.at),
    guidOperator: actor.operator.guid,
    guidUser: actor.guid,
    username: actor.username,
    via: actor.operator.via,
    tokenName: actor.operator.via === 'token' ? (actor.operator.tokenName ?? null) : null,
    method: request.method,
    path: request.path.slice(0, 500),
    status: String(request.status),
  });
}

type Page = { page: number; itemsPerPage: number };

async function accessPage(db: Db, where: SQL | undefined, page: Page) {
  const [total] = await db.select({ n: count() }).from(operatorAccessLog).where(where);
  const rows = await db
    .select({ entry: operatorAccessLog, operatorName: operators.name })
    .from(operatorAccessLog)
    .innerJoin(operators, eq(operators.guid, operatorAccessLog.guidOperator))
    .where(where)
    .orderBy(desc(operatorAccessLog.at), desc(operatorAccessLog.id))
    .limit(page.itemsPerPage)
    .offset((page.page - 1) * page.itemsPerPage);
  return {
    count: Number(total?.n ?? 0),
    items: rows.map(({ entry, operatorName }) => ({
      at: entry.at.getTime(),
      operatorName,
      username: entry.username,
      via: entry.via === 'token' ? ('token' as const) : ('portal' as const),
      tokenName: entry.via === 'token' ? entry.tokenName : null,
      what: accessWords(entry.method, entry.path),
      ...accessResult(entry.status),
    })),
  };
}

/** An operator's own accesses (its administrator's view of its users). */
export const operatorAccesses = (db: Db, guidOperator: string, page: Page) =>
  accessPage(db, eq(operatorAccessLog.guidOperator, guidOperator), page);

/** 'Zugriffe der Veranstalter' of a network or location: the requests of the operators it has a consent row for. */
export async function agencyAccesses(ctx: AppContext, actor: Actor, guidCompany: string, page: Page) {
  const company = await companyOf(ctx, actor, guidCompany);
  const companies =
    company.network && company.network !== company.guid ? [company.guid, company.network] : [company.guid];
  const ops = await consentingOperators(ctx.db, companies);
  if (!ops.length) return { count: 0, items: [] };
  return accessPage(ctx.db, inArray(operatorAccessLog.guidOperator, ops), page);
}
