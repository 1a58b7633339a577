import { MAIL_LIMITS } from '@signage/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { type Db, queryRows } from '../../db/client.js';
import { enqueueJob, JobName, runSoon } from '../../db/job-queue.js';
import { outgoingMails } from '../../db/schema.js';
import { JOB_REGISTRY } from '../../plugins/job-registry.js';
import { JobRunner } from '../../plugins/jobs.js';
import { setCompanyEmail } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { SmtpTestServer } from '../../test/smtp-test-server.js';
import { waitUntil } from '../../test/wait.js';
import { leaseDueMails, type OutboxRow } from './outbox-repository.js';
import { MAIL_SEND_IDLE_MS, mailSendEveryMs, mailSendHandler, type OutboxOptions } from './outbox-sender.js';
import { closeSmtpTransports } from './smtp.js';

const h = useHarness();
const smtp = new SmtpTestServer();
let original: Config;

beforeAll(async () => {
  await smtp.start();
});
afterAll(async () => {
  closeSmtpTransports();
  await smtp.stop();
});
beforeEach(async () => {
  original = h.app.ctx.config;
  h.app.ctx.config = { ...original, smtpUrl: smtp.url, mailFrom: 'Signage Support <support@signage.example>' };
  smtp.received.length = 0;
  smtp.reject.clear();
  await setCompanyEmail(h.database.db, h.fx.networkA, 'kontakt@netz-a.de');
  if (!(await smtp.isUp())) await smtp.start();
});
afterEach(() => {
  h.app.ctx.config = original;
});

async function queue(payload: object) {
  const res = await h.call('support', { method: 'POST', url: '/v1/mail/send', payload });
  expect(res.statusCode).toBe(200);
  return res.json().queued[0] as { guid: string };
}
async function row(guid: string) {
  const [mail] = await h.database.db.select().from(outgoingMails).where(eq(outgoingMails.guid, guid));
  return mail;
}

/** A runner of its own whose mail job uses these options (another server process, a failing transport). */
function mailRunner(workerId: string, options: OutboxOptions) {
  const runner = new JobRunner(h.database.db, h.clock, { workerId });
  runner.handle(
    JobName.mailSend,
    mailSendHandler(h.app.ctx, options),
    JOB_REGISTRY[JobName.mailSend].options?.(h.app.ctx),
  );
  return runner;
}

/** Asks for a run of the mail job and lets the runner take it; returns how many mails reached the SMTP server. */
async function runMailJob(runner: JobRunner = h.app.jobs) {
  const before = smtp.received.length;
  await runSoon(h.database.db, h.clock, JobName.mailSend);
  await runner.runOnce();
  return smtp.received.length - before;
}

describe('mail outbox sender against a real SMTP server', () => {
  it('delivers the message with recipient, subject and UTF-8 body with umlauts', async () => {
    const mail = await queue({
      to: 'kontakt@netz-a.de',
      subject: 'Prüfung der Geräte in Köln',
      message: 'Grüße aus Köln\nÄÖÜ äöü ß – 1.299 €',
    });
    expect(await runMailJob()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [got] = smtp.received;
    expect(got.envelopeTo).toEqual(['kontakt@netz-a.de']);
    expect(got.auth).toBe('versand');
    expect(got.parsed.subject).toBe('Prüfung der Geräte in Köln');
    expect(got.parsed.from?.text).toBe('"Signage Support" <support@signage.example>');
    expect(got.parsed.text).toContain('Grüße aus Köln\nÄÖÜ äöü ß – 1.299 €');
    expect(got.parsed.html).toContain('Grüße aus Köln<br>ÄÖÜ äöü ß – 1.299 €');
    const sent = await row(mail.guid);
    expect(sent).toMatchObject({ status: 'gesendet', attempts: 1, lastError: null });
    expect(sent.sentAt?.getTime()).toBe(h.clock.now());
    expect(await runMailJob()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the mail while the SMTP server is down and delivers it after it comes back', async () => {
    await smtp.stop();
    const mail = await queue({ to: 'kontakt@netz-a.de', subject: 'Ausfall', message: 'Text' });
    expect(await runMailJob()).toBe(0);
    let waiting = await row(mail.guid);
    expect(waiting).toMatchObject({ status: 'wartet', attempts: 1, lastError: 'SMTP-Server nicht erreichbar' });
    expect(waiting.nextAttemptAt.getTime()).toBe(h.clock.now() + 60_000);

    await runMailJob(); // the job runs, the mail is not due yet: nothing tried
    expect((await row(mail.guid)).attempts).toBe(1);

    h.clock.advance(60_000);
    await runMailJob();
    waiting = await row(mail.guid);
    expect(waiting).toMatchObject({ status: 'wartet', attempts: 2 });
    expect(waiting.nextAttemptAt.getTime()).toBe(h.clock.now() + 120_000);

    await smtp.start();
    h.clock.advance(120_000);
    // a restart of the server process: a new runner finds the mail in the database
    expect(await runMailJob(mailRunner('restarted', {}))).toBe(1);
    expect(await row(mail.guid)).toMatchObject({ status: 'gesendet', attempts: 3, lastError: null });
    expect(smtp.received.map((m) => m.parsed.subject)).toEqual(['Ausfall']);
  });

  it('gives up at once when the server refuses the recipient (5xx)', async () => {
    smtp.reject.add('weg@example.org');
    const mail = await queue({ to: 'weg@example.org', subject: 'x', message: 'y' });
    await runMailJob();
    const failed = await row(mail.guid);
    expect(failed.status).toBe('fehlgeschlagen');
    expect(failed.lastError).toMatch(/^SMTP-Server lehnte ab \(550\)/);

    const retried = await h.call('support', { method: 'POST', url: `/v1/mail/outbox/${mail.guid}/retry` });
    expect(retried.json()).toMatchObject({ status: 'wartet', attempts: 0, lastError: null });
    smtp.reject.clear();
    await runMailJob();
    expect((await row(mail.guid)).status).toBe('gesendet');
    const again = await h.call('support', { method: 'POST', url: `/v1/mail/outbox/${mail.guid}/retry` });
    expect(again.statusCode).toBe(409);
  });

  it(`gives up after ${MAIL_LIMITS.maxAttempts} failed attempts with the reason`, async () => {
    const mail = await queue({ to: 'kontakt@netz-a.de', subject: 'x', message: 'y' });
    const failing = mailRunner('failing', {
      transport: () => Promise.reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
    });
    for (let i = 0; i < MAIL_LIMITS.maxAttempts; i++) {
      await runMailJob(failing);
      h.clock.advance(MAIL_LIMITS.maxRetryMs);
    }
    expect(await row(mail.guid)).toMatchObject({
      status: 'fehlgeschlagen',
      attempts: MAIL_LIMITS.maxAttempts,
      lastError: `Zeitüberschreitung beim SMTP-Server – aufgegeben nach ${MAIL_LIMITS.maxAttempts} Versuchen`,
    });
  });

  it('leaves a mail leased by a sender that died alone until the lease ends, then sends it', async () => {
    const mail = await queue({ to: 'kontakt@netz-a.de', subject: 'Lease', message: 'y' });
    const now = h.clock.now();
    await leaseDueMails(h.database.db, new Date(now), new Date(now + 300_000), 10);
    expect(await runMailJob()).toBe(0);
    h.clock.advance(300_000);
    expect(await runMailJob()).toBe(1);
    expect(await row(mail.guid)).toMatchObject({ status: 'gesendet', attempts: 2 });
  });

  it('never sends a mail twice when two processes run the mail job at the same time', async () => {
    for (let i = 0; i < 12; i++) await queue({ to: 'kontakt@netz-a.de', subject: `Mail ${i}`, message: 'y' });
    // a second row of the kind (as when a slow run's lock was taken for stale): both runners drain at once
    await enqueueJob(h.database.db, h.clock, JobName.mailSend, {});
    const [a, b] = [mailRunner('A', { batch: 3 }), mailRunner('B', { batch: 3 })];
    const runs = await Promise.all([a.runOnce(), b.runOnce()]);
    // both rows ran; a drain that leased fewer than its batch (the other took the rest) while mails were still due
    // schedules its next run at once, so on PostgreSQL a further run may come (it finds nothing left to send)
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(2);
    const subjects = smtp.received.map((m) => m.parsed.subject).sort();
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
  });

  // The mail job's lease is a compare-and-set, not a row lock: a second drain (a slow run whose job lock was taken
  // for stale) that reads a mail as due while the first drain's lease of it is not yet committed must not lease it
  // again. Only PostgreSQL has a second connection to race with.
  it.skipIf(!process.env.DATABASE_URL)('leases a mail once when two drains lease it at the same moment', async () => {
    const mail = await queue({ to: 'kontakt@netz-a.de', subject: 'Einmal', message: 'y' });
    const now = h.clock.now();
    const lease = (db: Db) => leaseDueMails(db, new Date(now), new Date(now + 300_000), 10);
    const waitingForLock = async () =>
      (
        await queryRows<{ n: number }>(
          h.database.db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        )
      )[0]?.n ?? 0;
    let second: Promise<OutboxRow[]> = Promise.resolve([]);
    const first = await h.database.db.transaction(async (tx) => {
      const leased = await lease(tx);
      second = lease(h.database.db);
      await waitUntil(async () => (await waitingForLock()) > 0, "the second lease waits for the first one's row");
      return leased;
    });
    expect(first.map((m) => m.guid)).toEqual([mail.guid]);
    expect(await second).toEqual([]);
    expect(await row(mail.guid)).toMatchObject({ status: 'wartet', attempts: 1 });
  });

  it('without SMTP configured, mails wait and are marked as not sent', async () => {
    h.app.ctx.config = original;
    const mail = await queue({ to: 'kontakt@netz-a.de', subject: 'x', message: 'y' });
    await h.database.db.update(outgoingMails).set({ lastError: null }).where(eq(outgoingMails.guid, mail.guid));
    expect(await runMailJob()).toBe(0);
    expect(await row(mail.guid)).toMatchObject({
      status: 'wartet',
      attempts: 0,
      lastError: 'Kein SMTP-Server konfiguriert',
    });
    expect(smtp.received).toHaveLength(0);
  });

  it('waits for the next due mail, an hour when none waits, and does not poll without SMTP', async () => {
    const started = h.clock.now();
    expect(await mailSendEveryMs(h.app.ctx, started)).toBe(MAIL_SEND_IDLE_MS);
    const mail = await queue({ to: 'kontakt@netz-a.de', subject: 'Später', message: 'y' });
    await h.database.db
      .update(outgoingMails)
      .set({ nextAttemptAt: new Date(started + 90_000) })
      .where(eq(outgoingMails.guid, mail.guid));
    expect(await mailSendEveryMs(h.app.ctx, started)).toBe(90_000);
    // queued while the run was under way (due before the next run would start): at once
    expect(await mailSendEveryMs(h.app.ctx, started + 120_000)).toBe(0);
    h.app.ctx.config = original;
    expect(await mailSendEveryMs(h.app.ctx, started)).toBe(MAIL_SEND_IDLE_MS);
  });
});
