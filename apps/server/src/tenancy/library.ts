import { type Column, type SQL, sql } from 'drizzle-orm';
import { reachesNetwork } from './checks.js';
import { changesNetworkRecords, type Reach } from './reach.js';

/**
 * Library records (templates, mail templates, roles) belong to a network or are global (network null):
 * everyone reads the global ones and those of their own network; only global users change global ones, and a
 * location user changes none (they are the whole network's, see changesNetworkRecords).
 */
export const readsLibraryRecord = (reach: Reach, network: string | null): boolean =>
  network === null || reachesNetwork(reach, network);

export const writesLibraryRecord = (reach: Reach, network: string | null): boolean =>
  changesNetworkRecords(reach) && reachesNetwork(reach, network);

/** The SQL twin of readsLibraryRecord over a network column or expression (undefined = no condition). */
export function libraryInReach(reach: Reach, network: SQL | Column): SQL | undefined {
  if (reach.kind === 'global') return undefined;
  if (reach.network === null) return sql`${network} is null`;
  return sql`(${network} is null or ${network} = ${reach.network})`;
}
