import { type Column, type SQL, sql } from 'drizzle-orm';
import type { CompanyRef } from './checks.js';
import { ownNetwork, type Reach } from './reach.js';

/**
 * The records a pair of …_OWN / …_OTHER rights opens to an actor (SPEC §6: VISIBLE, OPEN, TAB_*), by the
 * network of the record's company. "Own" is the network of the actor's reach; a global user has none, so every
 * network is "other" to them. null stands for "no network" (locations and devices without one), which only the
 * …_OTHER side reaches. A location user's own reach is its location and nothing else ('location'): an _OWN
 * right opens that location only, and no …_OTHER right reaches past it.
 */
export type NetworkSet =
  | { kind: 'all' }
  | { kind: 'only'; network: string }
  | { kind: 'except'; network: string }
  | { kind: 'location'; network: string | null; location: string }
  | { kind: 'none' };

export function networkSetOf(reach: Reach, own: boolean, other: boolean): NetworkSet {
  if (reach.kind === 'location') {
    return own ? { kind: 'location', network: reach.network, location: reach.location } : { kind: 'none' };
  }
  const mine = ownNetwork(reach);
  if (other && (own || mine === null)) return { kind: 'all' };
  if (other && mine) return { kind: 'except', network: mine };
  if (own && mine) return { kind: 'only', network: mine };
  return { kind: 'none' };
}

/** Whether the set opens a record of this company (its guid and network). */
export function inNetworkSet(set: NetworkSet, company: CompanyRef): boolean {
  switch (set.kind) {
    case 'all':
      return true;
    case 'only':
      return company.network === set.network;
    case 'except':
      return company.network !== set.network;
    case 'location':
      return company.guid === set.location;
    default:
      return false;
  }
}

/** Records both sets open. */
export function intersectNetworkSets(a: NetworkSet, b: NetworkSet): NetworkSet {
  if (a.kind === 'all') return b;
  if (b.kind === 'all') return a;
  if (a.kind === 'none' || b.kind === 'none') return { kind: 'none' };
  if (a.kind === 'location') return inNetworkSet(b, { guid: a.location, network: a.network }) ? a : { kind: 'none' };
  if (b.kind === 'location') return inNetworkSet(a, { guid: b.location, network: b.network }) ? b : { kind: 'none' };
  if (a.kind === b.kind && a.network === b.network) return a;
  if (a.kind === 'only') return inNetworkSet(b, { guid: null, network: a.network }) ? a : { kind: 'none' };
  if (b.kind === 'only') return inNetworkSet(a, { guid: null, network: b.network }) ? b : { kind: 'none' };
  return { kind: 'none' };
}

/**
 * The SQL twin of inNetworkSet over the record's company (a company-guid column or expression) and that
 * company's network (undefined = no condition).
 */
export function networkSetSql(set: NetworkSet, record: { company: SQL | Column; network: SQL }): SQL | undefined {
  switch (set.kind) {
    case 'all':
      return undefined;
    case 'only':
      return sql`coalesce(${record.network} = ${set.network}, false)`;
    case 'except':
      return sql`${record.network} is distinct from ${set.network}`;
    case 'location':
      return sql`coalesce(${record.company} = ${set.location}, false)`;
    default:
      return sql`false`;
  }
}
