import { MAIL_LIMITS, mailRetryDelayMs } from '@signage/shared';
import type { AppContext } from '../../context.js';
import { htmlToText } from './html.js';
import { claimDueMails, flagWaiting, type OutboxRow, updateOutboxMail } from './outbox-repository.js';
import { type MailTransport, smtpFailure, smtpTransport } from './smtp.js';

export const NO_SMTP = 'Kein SMTP-Server konfiguriert';

export interface OutboxOptions {
  /** How long a claimed mail is reserved for this sender before another may take it (crash safety). */
  leaseMs?: number;
  batch?: number;
  /** Where failures are reported (the server log); silent when absent. */
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** Replaces the SMTP transport (tests of failure handling). */
  transport?: MailTransport;
}

/**
 * Sends the outbox (outgoing_mails) in the background: due mails are claimed, sent over SMTP, and
 * on failure retried with exponential backoff until MAIL_LIMITS.maxAttempts, then 'fehlgeschlagen'.
 * Nothing lives only in memory, so a restart or an SMTP outage loses no mail.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private started = false;
  private readonly leaseMs: number;
  private readonly batch: number;

  constructor(
    private readonly ctx: AppContext,
    private readonly options: OutboxOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.batch = options.batch ?? 20;
  }

  /** One pass over the due mails; returns how many were sent. Overlapping calls share one pass. */
  runOnce(): Promise<number> {
    if (!this.running) {
      this.running = this.pass().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Called after new mails were queued: send soon rather than at the next poll. */
  wake(): void {
    if (this.started) this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.runOnce()
        .catch((err: unknown) => this.options.log?.('error', `Mail-Versand: ${(err as Error).message.split('\n')[0]}`))
        .finally(() => {
          if (this.started && !this.timer) this.schedule(this.ctx.config.jobsPollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async pass(): Promise<number> {
    const { smtpUrl, mailFrom } = this.ctx.config;
    const transport = this.options.transport ?? (smtpUrl && mailFrom ? smtpTransport(smtpUrl, mailFrom) : null);
    if (!transport) {
      await flagWaiting(this.ctx.db, NO_SMTP);
      return 0;
    }
    let sent = 0;
    for (;;) {
      const now = this.ctx.clock.now();
      const claimed = await claimDueMails(this.ctx.db, new Date(now), new Date(now + this.leaseMs), this.batch);
      for (const mail of claimed) sent += (await this.deliver(transport, mail)) ? 1 : 0;
      if (claimed.length < this.batch) return sent;
    }
  }

  private async deliver(transport: MailTransport, mail: OutboxRow): Promise<boolean> {
    try {
      await transport({ to: mail.toAddress, subject: mail.subject, html: mail.body, text: htmlToText(mail.body) });
      await updateOutboxMail(this.ctx.db, mail.guid, {
        status: 'gesendet',
        sentAt: new Date(this.ctx.clock.now()),
        lastError: null,
      });
      return true;
    } catch (err) {
      const { reason, permanent } = smtpFailure(err);
      const giveUp = permanent || mail.attempts >= MAIL_LIMITS.maxAttempts;
      this.options.log?.('warn', `Mail ${mail.guid}: ${reason} (Versuch ${mail.attempts})`);
      await updateOutboxMail(
        this.ctx.db,
        mail.guid,
        giveUp
          ? {
              status: 'fehlgeschlagen',
              lastError: permanent ? reason : `${reason} – aufgegeben nach ${mail.attempts} Versuchen`,
            }
          : {
              lastError: reason,
              nextAttemptAt: new Date(this.ctx.clock.now() + mailRetryDelayMs(mail.attempts)),
            },
      );
      return false;
    }
  }
}
