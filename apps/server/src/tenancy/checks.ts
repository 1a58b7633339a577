import { type ActorTenant, type Reach, reachOf } from './reach.js';

/** A record's owner as the object checks see it: its company (null: none) and that company's network. */
export interface CompanyRef {
  guid: string | null;
  network: string | null;
}

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

/** reachesNetwork for the signed-in actor. */
export const inTenant = (actor: ActorTenant, network: string | null): boolean =>
  reachesNetwork(reachOf(actor), network);
