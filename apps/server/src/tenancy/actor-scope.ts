import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { companies } from '../db/schema.js';
import { notFound } from '../lib/errors.js';

const COMPANY = 'Netzwerk oder Standort';

/**
 * Whose playlists and media an actor reaches:
 * - global (no guidParent): everything;
 * - network user (guidParent = a network): that network and its locations;
 * - location user (Standort-Benutzer, guidParent = a location): only that location — its own playlists,
 *   the playlists its devices play, and its media. Channels of the network (and channels linked into it)
 *   are readable for choosing, not writable.
 * A user attached to a location without a network is a location user (never global).
 */
export type Scope =
  | { kind: 'global' }
  | { kind: 'network'; network: string }
  | { kind: 'location'; network: string | null; location: string };

export function scopeOf(actor: Actor): Scope {
  if (!actor.guidParent) return { kind: 'global' };
  if (actor.networkGuid && actor.guidParent === actor.networkGuid)
    return { kind: 'network', network: actor.networkGuid };
  return { kind: 'location', network: actor.networkGuid, location: actor.guidParent };
}

export interface CompanyFacts {
  guid: string;
  name: string;
  guidParent: string | null;
  isMother: number;
  typ: number;
  city: string | null;
  /** The network: itself for a network, its parent for a location (null for an orphan location). */
  network: string | null;
}

export async function companyFacts(db: Db, guid: string | null): Promise<CompanyFacts | null> {
  if (!guid) return null;
  const [row] = await db
    .select({
      guid: companies.guid,
      name: companies.name,
      guidParent: companies.guidParent,
      isMother: companies.isMother,
      typ: companies.typ,
      city: companies.city,
    })
    .from(companies)
    .where(eq(companies.guid, guid))
    .limit(1);
  if (!row) return null;
  return { ...row, network: row.isMother === 1 ? row.guid : row.guidParent };
}

/** Whether the actor may change things of this company (its playlists, its media, links into it). */
export function canWriteCompany(scope: Scope, company: CompanyFacts): boolean {
  if (scope.kind === 'global') return true;
  if (scope.kind === 'network') return company.network === scope.network;
  return company.guid === scope.location;
}

/** A company (network or location) the actor may link things into, else 404. */
export async function writableCompany(ctx: AppContext, actor: Actor, guid: string) {
  const company = await companyFacts(ctx.db, guid);
  if (!company || !canWriteCompany(scopeOf(actor), company)) throw notFound(COMPANY);
  return company;
}
