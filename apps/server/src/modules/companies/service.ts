import { randomUUID } from 'node:crypto';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { companies } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { assertChangesNetworkRecords } from '../../tenancy/index.js';
import {
  canCreateLocation,
  canCreateNetwork,
  canOpen,
  canSee,
  canUseTab,
  visibleReach,
  visibleTabReach,
} from './policy.js';
import {
  type CompanyRow,
  companyReach,
  companyRef,
  findCompany,
  locationsWithin,
  matchesKeyword,
  selectCompanies,
  toCompany,
} from './repository.js';

export const NETWORK = 'Netzwerk';
export const COMPANY = 'Netzwerk oder Standort';

export interface CompanyFilter {
  isMother?: 0 | 1;
  typ?: 0 | 1;
  guidParent?: string | null;
  guid?: string;
  keyWord?: string;
}

/**
 * Networks the actor may see; locations only where the actor also has the Standorte tab right of their
 * network. Asking for one network's locations (guidParent) is a 404 when that network is not visible and a
 * 403 without the tab right.
 */
export async function listCompanies(ctx: AppContext, actor: Actor, filter: CompanyFilter) {
  if (filter.guidParent) {
    const network = await visibleCompany(ctx, actor, filter.guidParent, NETWORK);
    if (!canUseTab(actor, 'LOCATIONS', companyRef(network))) {
      throw forbidden('Dafür fehlt Ihnen die Berechtigung für den Reiter Standorte.');
    }
  }
  const conditions: Array<SQL | undefined> = [
    companyReach(visibleReach(actor)),
    locationsWithin(visibleTabReach(actor, 'LOCATIONS')),
  ];
  if (filter.isMother !== undefined) conditions.push(eq(companies.isMother, filter.isMother));
  if (filter.typ !== undefined) conditions.push(eq(companies.typ, filter.typ));
  if (filter.guidParent === null) conditions.push(isNull(companies.guidParent), eq(companies.isMother, 0));
  else if (filter.guidParent) conditions.push(eq(companies.guidParent, filter.guidParent));
  if (filter.guid) conditions.push(eq(companies.guid, filter.guid));
  if (filter.keyWord) conditions.push(matchesKeyword(filter.keyWord));
  const rows = await selectCompanies(ctx.db, and(...conditions));
  return rows.map(toCompany);
}

/**
 * A company the actor may see, else 404 (other networks do not exist for them; for a location user nothing but
 * its location does).
 */
export async function visibleCompany(ctx: AppContext, actor: Actor, guid: string, what = COMPANY): Promise<CompanyRow> {
  const row = await findCompany(ctx.db, guid);
  if (!row || !canSee(actor, companyRef(row))) throw notFound(what);
  return row;
}

export async function getCompany(ctx: AppContext, actor: Actor, guid: string) {
  const row = await visibleCompany(ctx, actor, guid);
  if (!canOpen(actor, companyRef(row))) throw forbidden('Dieses Netzwerk dürfen Sie nicht öffnen.');
  return toCompany(row);
}

const DEFAULT_NAMES = {
  network: 'Neues Netzwerk',
  organiser: 'Neues Veranstalter-Netzwerk',
  location: 'Neuer Standort',
};

/** SPEC §4: created empty first, then the edit page opens, so the new record is returned. */
export async function createCompany(
  ctx: AppContext,
  actor: Actor,
  input: { isMother?: 0 | 1; typ?: 0 | 1; guidParent?: string; name?: string },
) {
  assertChangesNetworkRecords(actor);
  let row: typeof companies.$inferInsert;
  const now = new Date(ctx.clock.now());
  if (input.guidParent) {
    if (input.isMother === 1 || input.typ === 1) {
      throw badRequest('Ein Netzwerk kann keinem anderen Netzwerk untergeordnet werden.');
    }
    const network = await visibleCompany(ctx, actor, input.guidParent, NETWORK);
    if (network.isMother !== 1) throw badRequest('Standorte können nur unter einem Netzwerk angelegt werden.');
    if (network.typ === 1) throw badRequest('Ein Veranstalter-Netzwerk hat keine Standorte.');
    if (!canCreateLocation(actor, companyRef(network)))
      throw forbidden('Sie dürfen in diesem Netzwerk keine Standorte anlegen.');
    row = {
      guid: randomUUID(),
      guidParent: network.guid,
      isMother: 0,
      typ: 0,
      name: input.name || DEFAULT_NAMES.location,
    };
  } else if (input.isMother === 1) {
    if (!canCreateNetwork(actor)) throw forbidden('Sie dürfen keine Netzwerke anlegen.');
    const typ = input.typ ?? 0;
    const name = input.name || (typ === 1 ? DEFAULT_NAMES.organiser : DEFAULT_NAMES.network);
    row = { guid: randomUUID(), guidParent: null, isMother: 1, typ, name };
  } else {
    throw badRequest('Bitte geben Sie isMother 1 (Netzwerk) oder guidParent (Standort) an.');
  }
  row = { ...row, created: now, changed: now };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(companies).values(row);
    await audit(tx, actor, 'create', 'company', row.guid, null, row);
  });
  const created = await findCompany(ctx.db, row.guid);
  if (!created) throw notFound(COMPANY);
  return toCompany(created);
}
