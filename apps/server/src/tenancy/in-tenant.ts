import { eq } from 'drizzle-orm';
import type { Actor } from '../context.js';
import type { Db } from '../db/client.js';
import { companies } from '../db/schema.js';

/** A global user (no guidParent) is not bound to one network. */
export const isGlobal = (actor: Actor) => actor.networkGuid === null;

/** The location a location user is bound to (guidParent is a location, not the network); else null. */
export const locationOf = (actor: Actor): string | null =>
  actor.guidParent && actor.guidParent !== actor.networkGuid ? actor.guidParent : null;

/** Whether the actor's tenant covers records of this network (null = records with no network). */
export function inTenant(actor: Actor, networkGuid: string | null): boolean {
  return isGlobal(actor) || (networkGuid !== null && networkGuid === actor.networkGuid);
}

/** The network a company belongs to: itself for a network, its parent for a location. */
export async function networkOfCompany(db: Db, companyGuid: string | null): Promise<string | null> {
  if (!companyGuid) return null;
  const [row] = await db
    .select({ guid: companies.guid, guidParent: companies.guidParent, isMother: companies.isMother })
    .from(companies)
    .where(eq(companies.guid, companyGuid))
    .limit(1);
  if (!row) return null;
  return row.isMother === 1 ? row.guid : row.guidParent;
}
