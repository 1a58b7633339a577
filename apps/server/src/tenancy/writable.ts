import type { Actor } from '../context.js';
import type { Db } from '../db/client.js';
import { forbidden, notFound } from '../lib/errors.js';
import { reachesCompany } from './checks.js';
import { companyFacts } from './network.js';
import { type ActorTenant, changesNetworkRecords, reachOf } from './reach.js';

const COMPANY = 'Netzwerk oder Standort';

/** A company (network or location) the actor may link things into or upload to, else 404. */
export async function writableCompany(ctx: { db: Db }, actor: Actor, guid: string) {
  const company = await companyFacts(ctx.db, guid);
  if (!company || !reachesCompany(reachOf(actor), company)) throw notFound(COMPANY);
  return company;
}

/** 403 for a location user, who changes no record of the whole network (see changesNetworkRecords). */
export function assertChangesNetworkRecords(actor: ActorTenant): void {
  if (!changesNetworkRecords(reachOf(actor))) {
    throw forbidden('Als Standort-Benutzer ändern Sie nur Ihren Standort, keine Daten des ganzen Netzwerks.');
  }
}
