import type { Actor } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import {
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
  if (!writesLibraryRecord(reachOf(actor), row.network)) {
    throw forbidden('Globale Mail-Vorlagen dürfen nur globale Benutzer ändern.');
  }
}

/** Global mail templates are created by global users only. */
export function assertMayCreateGlobalTemplate(actor: Actor): void {
  if (!isGlobal(actor)) throw forbidden('Globale Mail-Vorlagen dürfen nur globale Benutzer anlegen.');
}

/**
 * Outbox: global staff see every mail; a network user only the mails of their own network (guidCompany holds
 * the network). `network` is the list filter (undefined: all); asking for another network lists nothing.
 */
export function outboxFilter(actor: Actor, guidCompany?: string): { network?: string; empty: boolean } {
  const network = ownNetwork(reachOf(actor)) ?? undefined;
  return { network, empty: network !== undefined && !!guidCompany && guidCompany !== network };
}

export function assertOutboxMailVisible<T extends { guidCompany: string | null }>(
  actor: Actor,
  mail: T | undefined,
): T {
  if (!mail || !reachesNetwork(reachOf(actor), mail.guidCompany)) throw notFound('Mail');
  return mail;
}
