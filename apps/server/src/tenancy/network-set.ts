import { type SQL, sql } from 'drizzle-orm';
import { ownNetwork, type Reach } from './reach.js';

/**
 * The networks a pair of …_OWN / …_OTHER rights opens to an actor (SPEC §6: VISIBLE, TAB_*): "own" is the
 * network of the actor's reach; a global user has none, so every network is "other" to them. null stands for
 * "no network" (locations and devices without one), which only the …_OTHER side reaches.
 */
export type NetworkSet =
  | { kind: 'all' }
  | { kind: 'only'; network: string }
  | { kind: 'except'; network: string }
  | { kind: 'none' };

export function networkSetOf(reach: Reach, own: boolean, other: boolean): NetworkSet {
  const mine = ownNetwork(reach);
  if (other && (own || mine === null)) return { kind: 'all' };
  if (other && mine) return { kind: 'except', network: mine };
  if (own && mine) return { kind: 'only', network: mine };
  return { kind: 'none' };
}

export function inNetworkSet(set: NetworkSet, network: string | null): boolean {
  switch (set.kind) {
    case 'all':
      return true;
    case 'only':
      return network === set.network;
    case 'except':
      return network !== set.network;
    default:
      return false;
  }
}

/** Networks both sets cover. */
export function intersectNetworkSets(a: NetworkSet, b: NetworkSet): NetworkSet {
  if (a.kind === 'all') return b;
  if (b.kind === 'all') return a;
  if (a.kind === 'none' || b.kind === 'none') return { kind: 'none' };
  if (a.kind === b.kind && a.network === b.network) return a;
  if (a.kind === 'only') return inNetworkSet(b, a.network) ? a : { kind: 'none' };
  if (b.kind === 'only') return inNetworkSet(a, b.network) ? b : { kind: 'none' };
  return { kind: 'none' };
}

/** The SQL twin of inNetworkSet over a network column or expression (undefined = no condition). */
export function networkSetSql(set: NetworkSet, network: SQL): SQL | undefined {
  switch (set.kind) {
    case 'all':
      return undefined;
    case 'only':
      return sql`coalesce(${network} = ${set.network}, false)`;
    case 'except':
      return sql`${network} is distinct from ${set.network}`;
    default:
      return sql`false`;
  }
}
