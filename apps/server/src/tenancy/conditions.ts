import { type Column, type SQL, sql } from 'drizzle-orm';
import { companiesOfNetwork } from './network.js';
import type { Reach } from './reach.js';

/**
 * The SQL twins of checks.ts: for the same reach and record they decide the same way (tenancy.test.ts pins
 * it). `undefined` means no condition (global).
 */

/** The guids of the companies the reach covers, as a subquery (null: all, records without company too). */
export function companiesInReach(reach: Reach): SQL | null {
  if (reach.kind === 'global') return null;
  if (reach.kind === 'network') return companiesOfNetwork(reach.network);
  return sql`select ${reach.location}::uuid`;
}

/** Records whose company (a company-guid column) the reach covers; see reachesCompany. */
export function companyInReach(reach: Reach, companyGuid: SQL | Column): SQL | undefined {
  const reached = companiesInReach(reach);
  return reached ? sql`coalesce(${companyGuid} in (${reached}), false)` : undefined;
}

/**
 * Records whose owner — its company and that company's network, both given as columns or expressions — the reach
 * covers; the SQL twin of reachesCompany for records that carry their network (users: the one they act in).
 */
export function ownerInReach(reach: Reach, owner: { company: SQL | Column; network: SQL | Column }): SQL | undefined {
  if (reach.kind === 'location') return sql`coalesce(${owner.company} = ${reach.location}, false)`;
  return networkInReach(reach, owner.network);
}

/** Records whose network (a network column or expression) the reach covers; see reachesNetwork. */
export function networkInReach(reach: Reach, network: SQL | Column): SQL | undefined {
  if (reach.kind === 'global') return undefined;
  if (reach.network === null) return sql`false`;
  return sql`coalesce(${network} = ${reach.network}, false)`;
}

/** Records whose company (a company-guid column) belongs to this network: the network and its locations. */
export const companyInNetwork = (companyGuid: SQL | Column, network: string): SQL =>
  sql`coalesce(${companyGuid} in (${companiesOfNetwork(network)}), false)`;
