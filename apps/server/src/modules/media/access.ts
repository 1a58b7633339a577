import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.js';
import type { Db } from '../../db/client.js';
import { media } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { type Scope, scopeOf } from '../../tenancy/actor-scope.js';
import { findMedia, inNetwork, type MediaRow, ofCompany } from './repository.js';

export const MEDIUM = 'Medium';

/**
 * Media belong to the company of the playlist they were uploaded to. Lists and changes reach the
 * actor's network (network users), the actor's location (location users) or everything (global).
 */
export function mediaScopeSql(scope: Scope): SQL | undefined {
  if (scope.kind === 'global') return undefined;
  if (scope.kind === 'network') return inNetwork(scope.network);
  return ofCompany(scope.location);
}

/** The companies whose media lists reach (media/all without keyword); null = all, media without company too. */
export function mediaCompaniesSql(scope: Scope): SQL | null {
  if (scope.kind === 'global') return null;
  if (scope.kind === 'network')
    return sql`select c.guid from companies c where c.guid = ${scope.network} or c.guid_parent = ${scope.network}`;
  return sql`select ${scope.location}::uuid`;
}

/** Reading (to add it to a playlist) also reaches media without company and the own network's. */
function canRead(scope: Scope, row: MediaRow): boolean {
  if (scope.kind === 'global' || row.companyGuid === null) return true;
  if (scope.kind === 'network') return row.networkGuid === scope.network;
  return row.companyGuid === scope.location || (scope.network !== null && row.companyGuid === scope.network);
}

export function canChange(scope: Scope, row: MediaRow): boolean {
  if (scope.kind === 'global') return true;
  if (scope.kind === 'network') return row.networkGuid === scope.network;
  return row.companyGuid === scope.location;
}

export async function readableMedia(db: Db, actor: Actor, guid: string): Promise<MediaRow> {
  const row = await findMedia(db, guid);
  if (!row || !canRead(scopeOf(actor), row)) throw notFound(MEDIUM);
  return row;
}

/** Condition for lists of one company's media: the company (and, for a network, its locations). */
export const companyMediaSql = (company: { guid: string; isMother: number }): SQL =>
  company.isMother === 1
    ? (or(inNetwork(company.guid), eq(media.companyGuid, company.guid)) as SQL)
    : ofCompany(company.guid);
