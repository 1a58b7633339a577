import { MAIL_LIMITS, mailRetryDelayMs } from '@signage/shared';
import type { AppContext } from '../../context.js';
import type { JobHandler } from '../../db/job-queue.js';
import { htmlToText } from './html.js';
import {
  earliestWaitingMail,
  flagWaiting,
  leaseDueMails,
  type OutboxRow,
  updateOutboxMail,
} from './outbox-repository.js';
import { type MailTransport, smtpFailure, smtpTransport } from './smtp.js';

export const NO_SMTP = 'Kein SMTP-Server konfiguriert';
/**
 * The mail job waits until its next mail is due (a retry's backoff), at most this long when none waits: queuing a
 * mail or a retry asks for a run at once (runSoon, across processes), so an idle outbox costs no write every few
 * seconds. A mail queued while a run was under way is due at once: the next run follows directly.
 */
export const MAIL_SEND_IDLE_MS = 3_600_000;

export interface OutboxOptions {
  /** How long a leased mail is reserved for this run before another may take it (crash safety). */
  leaseMs?: number;
  batch?: number;
  /** Where failures are reported (the server log); silent when absent. */
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** Replaces the SMTP transport (tests of failure handling). */
  transport?: MailTransport;
}

/**
 * Sends the outbox (outgoing_mails): due mails are leased, sent over SMTP, and on failure retried with
 * exponential backoff until MAIL_LIMITS.maxAttempts, then 'fehlgeschlagen'. One pass; returns how many were sent.
 * It runs as the recurring job JobName.mailSend (plugins/job-registry.ts). Nothing lives only in memory, so a
 * restart or an SMTP outage loses no mail.
 */
export async function sendDueMails(ctx: AppContext, options: OutboxOptions = {}): Promise<number> {
  const { smtpUrl, mailFrom } = ctx.config;
  const transport = options.transport ?? (smtpUrl && mailFrom ? smtpTransport(smtpUrl, mailFrom) : null);
  if (!transport) {
    await flagWaiting(ctx.db, NO_SMTP);
    return 0;
  }
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batch = options.batch ?? 20;
  let sent = 0;
  for (;;) {
    const now = ctx.clock.now();
    const leased = await leaseDueMails(ctx.db, new Date(now), new Date(now + leaseMs), batch);
    for (const mail of leased) sent += (await deliver(ctx, options, transport, mail)) ? 1 : 0;
    if (leased.length < batch) return sent;
  }
}

/** When the mail job runs next, from the run's start: when the earliest waiting mail is due, else idle. */
export async function mailSendEveryMs(ctx: AppContext, started: number): Promise<number> {
  const { smtpUrl, mailFrom } = ctx.config;
  // Without SMTP the mails wait in the outbox (flagged) until a restart with SMTP_URL: nothing to poll for.
  const next = smtpUrl && mailFrom ? await earliestWaitingMail(ctx.db) : null;
  if (!next) return MAIL_SEND_IDLE_MS;
  return Math.min(MAIL_SEND_IDLE_MS, Math.max(0, next.getTime() - started));
}

/** The handler of the mail job: one pass over the due mails. */
export function mailSendHandler(ctx: AppContext, options: OutboxOptions = {}): JobHandler {
  return async () => {
    await sendDueMails(ctx, options);
  };
}

async function deliver(
  ctx: AppContext,
  options: OutboxOptions,
  transport: MailTransport,
  mail: OutboxRow,
): Promise<boolean> {
  try {
    await transport({ to: mail.toAddress, subject: mail.subject, html: mail.body, text: htmlToText(mail.body) });
    await updateOutboxMail(ctx.db, mail.guid, {
      status: 'gesendet',
      sentAt: new Date(ctx.clock.now()),
      lastError: null,
    });
    return true;
  } catch (err) {
    const { reason, permanent } = smtpFailure(err);
    const giveUp = permanent || mail.attempts >= MAIL_LIMITS.maxAttempts;
    options.log?.('warn', `Mail ${mail.guid}: ${reason} (Versuch ${mail.attempts})`);
    await updateOutboxMail(
      ctx.db,
      mail.guid,
      giveUp
        ? {
            status: 'fehlgeschlagen',
            lastError: permanent ? reason : `${reason} – aufgegeben nach ${mail.attempts} Versuchen`,
          }
        : { lastError: reason, nextAttemptAt: new Date(ctx.clock.now() + mailRetryDelayMs(mail.attempts)) },
    );
    return false;
  }
}
