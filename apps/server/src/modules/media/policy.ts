import { eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../context.js';
import type { Db } from '../../db/client.js';
import { media } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import {
  companiesInReach,
  companyInNetwork,
  companyInReach,
  type Reach,
  reachesCompany,
  reachOf,
} from '../../tenancy/index.js';
import { findMedia, type MediaRow } from './repository.js';

export const MEDIUM = 'Medium';

/**
 * Media belong to the company of the playlist they were uploaded to. Lists and changes reach the
 * actor's companies (tenancy: network, location or everything).
 */
export const mediaScopeSql = (reach: Reach): SQL | undefined => companyInReach(reach, media.companyGuid);

/** The companies whose media lists reach (media/all without keyword); null = all, media without company too. */
export const mediaCompaniesSql = (reach: Reach): SQL | null => companiesInReach(reach);

const owner = (row: MediaRow) => ({ guid: row.companyGuid, network: row.networkGuid });

/**
 * Reading (to add it to a playlist) also reaches media without company and, for a location user, the media
 * of the network itself.
 */
function canRead(reach: Reach, row: MediaRow): boolean {
  if (row.companyGuid === null || reachesCompany(reach, owner(row))) return true;
  return reach.kind === 'location' && reach.network !== null && row.companyGuid === reach.network;
}

export const canChange = (reach: Reach, row: MediaRow): boolean => reachesCompany(reach, owner(row));

/** Media management (media/status) is for network and global users, not for location users. */
export function assertMayManage(actor: Actor) {
  if (reachOf(actor).kind === 'location') throw forbidden('Die Medienverwaltung ist Netzwerk-Benutzern vorbehalten.');
}

export async function readableMedia(db: Db, actor: Actor, guid: string): Promise<MediaRow> {
  const row = await findMedia(db, guid);
  if (!row || !canRead(reachOf(actor), row)) throw notFound(MEDIUM);
  return row;
}

/** Condition for lists of one company's media: the company (and, for a network, its locations). */
export const companyMediaSql = (company: { guid: string; isMother: number }): SQL =>
  company.isMother === 1 ? companyInNetwork(media.companyGuid, company.guid) : eq(media.companyGuid, company.guid);
