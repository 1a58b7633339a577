import type { OutboxStatus } from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { JobName, runSoon } from '../../db/job-queue.js';
import { conflict } from '../../lib/errors.js';
import { findOutboxMails, pageOutbox, updateOutboxMail } from './outbox-repository.js';
import { NO_SMTP } from './outbox-sender.js';
import { assertOutboxMailVisible, outboxFilter } from './policy.js';

/** Global staff see every mail; a network user only the mails to their own network's contacts. */
export async function listOutbox(
  ctx: AppContext,
  actor: Actor,
  query: { page: number; itemsPerPage: number; status?: OutboxStatus; guidCompany?: string },
) {
  const { network, author, empty } = outboxFilter(actor, query.guidCompany);
  if (empty) return { items: [], count: 0 };
  return pageOutbox(
    ctx.db,
    {
      network,
      author,
      status: query.status,
      guidCompany: query.guidCompany,
    },
    query,
  );
}

async function visibleMail(ctx: AppContext, actor: Actor, guid: string) {
  const [mail] = await findOutboxMails(ctx.db, [guid]);
  return assertOutboxMailVisible(actor, mail);
}

export async function getOutboxMail(ctx: AppContext, actor: Actor, guid: string) {
  return visibleMail(ctx, actor, guid);
}

/** Puts a waiting or failed mail back in line now, with a fresh count of attempts, and asks for a mail run. */
export async function retryOutboxMail(ctx: AppContext, actor: Actor, guid: string) {
  const mail = await visibleMail(ctx, actor, guid);
  if (mail.status === 'gesendet') throw conflict('Diese Mail wurde bereits gesendet.');
  const smtpReady = Boolean(ctx.config.smtpUrl && ctx.config.mailFrom);
  const patch = {
    status: 'wartet',
    attempts: 0,
    lastError: smtpReady ? null : NO_SMTP,
    nextAttemptAt: new Date(ctx.clock.now()),
  };
  await ctx.db.transaction(async (tx) => {
    await updateOutboxMail(tx, guid, patch);
    await audit(
      tx,
      actor,
      'retry',
      'mail',
      guid,
      { status: mail.status, attempts: mail.attempts, lastError: mail.lastError },
      { status: patch.status, attempts: 0 },
    );
    await runSoon(tx, ctx.clock, JobName.mailSend);
  });
  return (await findOutboxMails(ctx.db, [guid]))[0];
}
