/**
 * Tenancy: the only place that knows how an actor's reach (global / network / location) becomes SQL
 * conditions and object checks, and how the network of a company is found. Modules ask here; their policy.ts
 * adds the module's own rules (rights, states).
 */
export {
  type CompanyRef,
  inTenant,
  networkRecord,
  ownsCompany,
  reachesCompany,
  reachesNetwork,
} from './checks.js';
export { companiesInReach, companyInNetwork, companyInReach, networkInReach, ownerInReach } from './conditions.js';
export { libraryInReach, readsLibraryRecord, writesLibraryRecord } from './library.js';
export {
  type CompanyFacts,
  companiesOfNetwork,
  companyFacts,
  companyTree,
  networkOfCompany,
  networkOfGuid,
  networkOfJoined,
  networkOfRow,
  orphanLocations,
  userNetworkOfJoined,
} from './network.js';
export {
  inNetworkSet,
  intersectNetworkSets,
  type NetworkSet,
  networkSetOf,
  networkSetSql,
} from './network-set.js';
export {
  type ActorTenant,
  actorNetworkOf,
  changesNetworkRecords,
  isGlobal,
  ownNetwork,
  type Reach,
  reachOf,
} from './reach.js';
export { assertChangesNetworkRecords, writableCompany } from './writable.js';
