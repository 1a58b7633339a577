import { randomUUID } from 'node:crypto';
import {
  fillOfflinePlaceholder,
  isValidRecipient,
  isValidSubject,
  type MailSendEntry,
  OFFLINE_MAIL_BODY,
  OFFLINE_MAIL_PLACEHOLDER,
  OFFLINE_MAIL_SUBJECT,
} from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { JobName, runSoon } from '../../db/job-queue.js';
import { outgoingMails } from '../../db/schema.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { isGlobal, reachesCompany, reachOf } from '../../tenancy/index.js';
import { restingScreens } from '../devices/health.js';
import { configData } from '../system/repository.js';
import { mailHtml } from './html.js';
import { findOutboxMails } from './outbox-repository.js';
import { NO_SMTP } from './outbox-sender.js';
import { contactsOfAddress } from './recipient-repository.js';
import { resolveNetworkMails } from './send-resolve.js';

export interface QueuedMail {
  to: string;
  subject: string;
  body: string;
  guidCompany: string | null;
  guidDevice: string | null;
}

/**
 * Stores the mails in the outbox (one transaction, audited) and asks for a run of the mail job, which delivers them. Actor null:
 * a mail the server writes itself (e.g. the re-check of running offers).
 */
export async function enqueue(ctx: AppContext, actor: Actor | null, mails: QueuedMail[]) {
  const now = new Date(ctx.clock.now());
  const smtpReady = Boolean(ctx.config.smtpUrl && ctx.config.mailFrom);
  const rows = mails.map((m) => ({
    guid: randomUUID(),
    toAddress: m.to,
    subject: m.subject,
    body: m.body,
    status: 'wartet',
    attempts: 0,
    lastError: smtpReady ? null : NO_SMTP,
    nextAttemptAt: now,
    guidUser: actor?.guid ?? null,
    guidCompany: m.guidCompany,
    guidDevice: m.guidDevice,
    created: now,
  }));
  await ctx.db.transaction(async (tx) => {
    await tx.insert(outgoingMails).values(rows);
    for (const row of rows) {
      await audit(tx, actor, 'create', 'mail', row.guid, null, {
        to: row.toAddress,
        subject: row.subject,
        guidCompany: row.guidCompany,
        guidDevice: row.guidDevice,
      });
    }
    await runSoon(tx, ctx.clock, JobName.mailSend);
  });
  return findOutboxMails(
    ctx.db,
    rows.map((r) => r.guid),
  );
}

/**
 * Single form: a global user may write to any address; a network user only to an address that is a
 * contact (network, location or user e-mail) of their own network, a location user of its own location.
 */
export async function sendSingle(
  ctx: AppContext,
  actor: Actor,
  input: { to: string; subject: string; message: string },
) {
  const contacts = await contactsOfAddress(ctx.db, input.to);
  let network: string | null = null;
  if (isGlobal(actor)) {
    const networks = new Set(contacts.map((c) => c.network).filter((n): n is string => n !== null));
    network = networks.size === 1 ? [...networks][0] : null;
  } else {
    const reach = reachOf(actor);
    const own = contacts.find((c) => reachesCompany(reach, c));
    if (!own) {
      const place = reach.kind === 'location' ? 'Ihres Standorts' : 'Ihres Netzwerks';
      throw forbidden(`An diese Adresse dürfen Sie nicht schreiben: sie gehört zu keinem Kontakt ${place}.`);
    }
    network = own.network;
  }
  const queued = await enqueue(ctx, actor, [
    {
      to: input.to,
      subject: input.subject,
      body: await mailHtml(input.message),
      guidCompany: network,
      guidDevice: null,
    },
  ]);
  return { success: true as const, queued, skipped: [] };
}

const RESTING_REASON = 'Alle genannten Geräte sind aus (Ruhezeit): keine Offline-Mail';

/**
 * List form: one mail per referenced network to its contact address, listing that network's devices. Screens
 * resting by their on-time are left out of the list; a network whose named screens all rest gets no mail.
 */
export async function sendToNetworks(ctx: AppContext, actor: Actor, entries: MailSendEntry[]) {
  const defaults = await offlineMailTemplate(ctx);
  const groups = await resolveNetworkMails(ctx.db, actor, entries);
  // The devices module's health rule decides which screens rest by their on-time now ('aus (Ruhezeit)').
  const resting = await restingScreens(
    ctx,
    groups.flatMap((g) => g.devices.map((d) => d.guid)),
  );
  const mails: QueuedMail[] = [];
  const skipped: Array<{ guidCompany: string; companyName: string; reason: string }> = [];
  for (const named of groups) {
    const group = { ...named, devices: named.devices.filter((d) => !resting.has(d.guid)) };
    if (named.devices.length > 0 && group.devices.length === 0) {
      skipped.push({ guidCompany: group.network, companyName: group.name, reason: RESTING_REASON });
      continue;
    }
    if (!group.email || !isValidRecipient(group.email)) {
      skipped.push({
        guidCompany: group.network,
        companyName: group.name,
        reason: 'Keine gültige E-Mail-Adresse beim Netzwerk hinterlegt',
      });
      continue;
    }
    const body = fillOfflinePlaceholder(await mailHtml(group.message ?? defaults.body), group.devices);
    mails.push({
      to: group.email,
      subject: group.subject ?? defaults.subject,
      body,
      guidCompany: group.network,
      guidDevice: group.devices.length === 1 ? group.devices[0].guid : null,
    });
  }
  if (mails.length === 0 && skipped.every((s) => s.reason === RESTING_REASON)) {
    throw badRequest('Keine Offline-Mail: alle genannten Geräte sind aus (Ruhezeit).');
  }
  if (mails.length === 0) throw badRequest('Keines der Netzwerke hat eine gültige E-Mail-Adresse.');
  return { success: true as const, queued: await enqueue(ctx, actor, mails), skipped };
}

/** Defaults for the offline-mail dialog; system config 'offlineMail' ({subject, body}) overrides them. */
export async function offlineMailTemplate(ctx: AppContext) {
  const data = await configData(ctx.db, 'offlineMail');
  let custom: { subject?: unknown; body?: unknown } = {};
  try {
    custom = data !== null ? (JSON.parse(data) as typeof custom) : {};
  } catch {
    custom = {};
  }
  return {
    subject:
      typeof custom.subject === 'string' && custom.subject && isValidSubject(custom.subject)
        ? custom.subject
        : OFFLINE_MAIL_SUBJECT,
    body: typeof custom.body === 'string' && custom.body ? custom.body : OFFLINE_MAIL_BODY,
    placeholder: OFFLINE_MAIL_PLACEHOLDER,
  };
}
