import type { Actor } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import {
  assertChangesNetworkRecords,
  isGlobal,
  libraryInReach,
  ownNetwork,
  reachesNetwork,
  reachOf,
  readsLibraryRecord,
  writesLibraryRecord,
} from '../../tenancy/index.js';
import { ownerNetwork } from './template-repository.js';

export const MAIL_TEMPLATE = 'Mail-Vorlage';

/**
 * A mail template belongs to the network of its owner (userGuid); without owner, or with a global
 * owner, it is global: every user with the mails right sees it, only global users change it.
 */
export const mailTemplatesInReach = (actor: Actor) => libraryInReach(reachOf(actor), ownerNetwork);

export function assertTemplateReadable<T extends { network: string | null }>(actor: Actor, row: T | null): T {
  if (!row || !readsLibraryRecord(reachOf(actor), row.network)) throw notFound(MAIL_TEMPLATE);
  return row;
}

export function assertTemplateWritable(actor: Actor, row: { network: string | null }): void {
  assertChangesNetworkRecords(actor);
  if (!writesLibraryRecord(reachOf(actor), row.network)) {
    throw forbidden('Globale Mail-Vorlagen dürfen nur globale Benutzer ändern.');
  }
}

/**
 * Global mail templates are created by global users only; a network's (owned by one of its users) not by a
 * location user, for whom every mail template is the whole network's.
 */
export function assertMayCreateTemplate(actor: Actor, global: boolean): void {
  assertChangesNetworkRecords(actor);
  if (global && !isGlobal(actor)) throw forbidden('Globale Mail-Vorlagen dürfen nur globale Benutzer anlegen.');
}

/**
 * Outbox: global staff see every mail; a network user only the mails of their own network (guidCompany holds
 * the network); a location user, whose reach is its location and not the network's mail, only the mails it
 * wrote itself. `network` and `author` are the list filter (undefined: all); asking for another network lists
 * nothing.
 */
export function outboxFilter(
  actor: Actor,
  guidCompany?: string,
): { network?: string; author?: string; empty: boolean } {
  const reach = reachOf(actor);
  const network = ownNetwork(reach) ?? undefined;
  const author = reach.kind === 'location' ? actor.guid : undefined;
  return { network, author, empty: network !== undefined && !!guidCompany && guidCompany !== network };
}

export function assertOutboxMailVisible<T extends { guidCompany: string | null; guidUser: string | null }>(
  actor: Actor,
  mail: T | undefined,
): T {
  const reach = reachOf(actor);
  const visible =
    mail && reachesNetwork(reach, mail.guidCompany) && (reach.kind !== 'location' || mail.guidUser === actor.guid);
  if (!mail || !visible) throw notFound('Mail');
  return mail;
}
