import { type OutboxMail, type OutboxStatus, outboxStatus } from '@signage/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outgoingMails } from '../../db/schema.js';
import { companyRowsAs } from '../company-records/queries.js';
import { usernameOf } from '../users/repository.js';

export type OutboxRow = typeof outgoingMails.$inferSelect;

/** The mail's company (the companies module's derived table). */
const company = companyRowsAs('mail_company');

const columns = {
  mail: outgoingMails,
  companyName: company.name,
  username: usernameOf(outgoingMails.guidUser),
};

export function toOutboxMail(row: {
  mail: OutboxRow;
  companyName: string | null;
  username: string | null;
}): OutboxMail {
  const m = row.mail;
  return {
    guid: m.guid,
    to: m.toAddress,
    subject: m.subject,
    body: m.body,
    status: m.status as OutboxStatus,
    attempts: m.attempts,
    lastError: m.lastError,
    nextAttemptAt: m.nextAttemptAt.getTime(),
    sentAt: m.sentAt ? m.sentAt.getTime() : null,
    created: m.created.getTime(),
    guidCompany: m.guidCompany,
    companyName: row.companyName,
    guidDevice: m.guidDevice,
    guidUser: m.guidUser,
    username: row.username,
  };
}

function selectOutbox(db: Db) {
  return db.select(columns).from(outgoingMails).leftJoin(company, eq(company.guid, outgoingMails.guidCompany));
}

export async function findOutboxMails(db: Db, guids: string[]): Promise<OutboxMail[]> {
  if (guids.length === 0) return [];
  const rows = await selectOutbox(db).where(inArray(outgoingMails.guid, guids)).orderBy(outgoingMails.created);
  return rows.map(toOutboxMail);
}

export async function pageOutbox(
  db: Db,
  filter: { network?: string; author?: string; status?: OutboxStatus; guidCompany?: string },
  page: { page: number; itemsPerPage: number },
) {
  const conditions: SQL[] = [];
  if (filter.network) conditions.push(eq(outgoingMails.guidCompany, filter.network));
  if (filter.author) conditions.push(eq(outgoingMails.guidUser, filter.author));
  if (filter.guidCompany) conditions.push(eq(outgoingMails.guidCompany, filter.guidCompany));
  if (filter.status) conditions.push(eq(outgoingMails.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(outgoingMails).where(where);
  const rows = await selectOutbox(db)
    .where(where)
    .orderBy(desc(outgoingMails.created), desc(outgoingMails.guid))
    .limit(page.itemsPerPage)
    .offset((page.page - 1) * page.itemsPerPage);
  return { items: rows.map(toOutboxMail), count: Number(total?.n ?? 0) };
}

/**
 * Leases up to `limit` due mails to the running mail job: the lease moves nextAttemptAt ahead (and counts the
 * attempt), so a sender that dies mid-send leaves the mail to be sent again after the lease. Who drains the outbox
 * is decided by the job runner alone (its claim of the one `mail.send` row); no row lock is taken here. The lease is
 * a compare-and-set: it takes a mail only while it is still waiting and due, so in the rare second drain (a slow
 * run whose job lock was taken for stale) a mail the other drain leased meanwhile is not taken again.
 */
export async function leaseDueMails(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ guid: outgoingMails.guid })
    .from(outgoingMails)
    .where(and(eq(outgoingMails.status, 'wartet'), sql`${outgoingMails.nextAttemptAt} <= ${now}`))
    .orderBy(outgoingMails.nextAttemptAt)
    .limit(limit);
  return (
    db
      .update(outgoingMails)
      .set({ nextAttemptAt: leaseUntil, attempts: sql`${outgoingMails.attempts} + 1` })
      // The re-check on the row as it is now: a mail leased and committed by another drain is no longer due.
      .where(
        and(
          inArray(outgoingMails.guid, due),
          eq(outgoingMails.status, 'wartet'),
          sql`${outgoingMails.nextAttemptAt} <= ${now}`,
        ),
      )
      .returning()
  );
}

/** When the earliest mail still waiting to be sent is due (its next attempt), or null when none waits. */
export async function earliestWaitingMail(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: outgoingMails.nextAttemptAt })
    .from(outgoingMails)
    .where(eq(outgoingMails.status, 'wartet'))
    .orderBy(outgoingMails.nextAttemptAt)
    .limit(1);
  return row?.at ?? null;
}

export async function updateOutboxMail(db: Db, guid: string, patch: Partial<typeof outgoingMails.$inferInsert>) {
  await db.update(outgoingMails).set(patch).where(eq(outgoingMails.guid, guid));
}

/** Marks waiting mails as not sendable while no SMTP server is configured (once, not on every poll). */
export async function flagWaiting(db: Db, reason: string) {
  await db
    .update(outgoingMails)
    .set({ lastError: reason })
    .where(and(eq(outgoingMails.status, 'wartet'), sql`${outgoingMails.lastError} is distinct from ${reason}`));
}

/** Mails in the outbox per status (every status, 0 when none), for the metrics; one grouped count. */
export async function outboxCounts(db: Db): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .select({ status: outgoingMails.status, n: count() })
    .from(outgoingMails)
    .groupBy(outgoingMails.status);
  const counts = Object.fromEntries(outboxStatus.options.map((s) => [s, 0])) as Record<OutboxStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as OutboxStatus] = Number(row.n);
  return counts;
}
