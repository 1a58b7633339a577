import { type ActorTenant, type Reach, reachOf } from './reach.js';

/** A record's owner as the object checks see it: its company (null: none) and that company's network. */
export interface CompanyRef {
  guid: string | null;
  network: string | null;
}

/** A network as the owner of its own records (its master data, its Standorte tab …). */
export const networkRecord = (network: string | null): CompanyRef => ({ guid: network, network });

/**
 * Records kept per network only (templates, roles, mail templates, comments …): the actor's network, or
 * everything for a global user. Records without network (null) are reached by global users only.
 */
export function reachesNetwork(reach: Reach, network: string | null): boolean {
  if (reach.kind === 'global') return true;
  return network !== null && network === reach.network;
}

/**
 * Records of a company (playlists, media, devices at a location, users …): a network user reaches the
 * companies of their network, a location user their location only.
 */
export function reachesCompany(reach: Reach, company: CompanyRef): boolean {
  if (reach.kind === 'global') return true;
  if (reach.kind === 'network') return company.network !== null && company.network === reach.network;
  return company.guid !== null && company.guid === reach.location;
}

/**
 * SPEC §6 "own": the record is the actor's own — of their network for a network user, of their location for a
 * location user; a global user owns none (every network is "other" to them).
 */
export const ownsCompany = (reach: Reach, company: CompanyRef): boolean =>
  reach.kind !== 'global' && reachesCompany(reach, company);

/** reachesNetwork for the signed-in actor. */
export const inTenant = (actor: ActorTenant, network: string | null): boolean =>
  reachesNetwork(reachOf(actor), network);
