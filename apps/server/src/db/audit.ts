import type { AuditAction, AuditEntity } from '@signage/shared';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Actor } from '../context.js';
import type { Db } from './client.js';
import { auditLog } from './schema.js';

type Snapshot = Record<string, unknown> | null | undefined;
const SECRET_KEYS = new Set(['passwordHash', 'password', 'secretHash', 'tokenHash', 'offerCode']);

function scrub(value: Snapshot): Record<string, unknown> | null {
  if (!value) return null;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_KEYS.has(key)));
}

/** Records one change made through the API, in the same transaction as the change. */
export async function audit(
  db: Db,
  actor: Actor | null,
  action: AuditAction,
  entity: AuditEntity,
  entityGuid: string | null,
  before?: Snapshot,
  after?: Snapshot,
): Promise<void> {
  await db.insert(auditLog).values({
    guidUser: actor?.guid ?? null,
    username: actor?.username ?? null,
    action,
    entity,
    entityGuid,
    before: scrub(before),
    after: scrub(after),
  });
}

/** One page of the audit log, newest first, filtered (the administrators' audit view). */
export interface AuditFilter {
  entity?: string;
  entityGuid?: string;
  guidUser?: string;
  username?: string;
  action?: string;
}

export async function pageAudit(db: Db, filter: AuditFilter, page: { page: number; itemsPerPage: number }) {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityGuid) conditions.push(eq(auditLog.entityGuid, filter.entityGuid));
  if (filter.guidUser) conditions.push(eq(auditLog.guidUser, filter.guidUser));
  if (filter.username)
    conditions.push(
      ilike(
        auditLog.username,
        filter.username.replace(/[\\%_]/g, (c) => `\\${c}`),
      ),
    );
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.itemsPerPage)
    .offset((page.page - 1) * page.itemsPerPage);
  return {
    count: Number(total?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.getTime(),
      guidUser: r.guidUser,
      username: r.username,
      action: r.action,
      entity: r.entity,
      entityGuid: r.entityGuid,
      before: (r.before as Record<string, unknown> | null) ?? null,
      after: (r.after as Record<string, unknown> | null) ?? null,
    })),
  };
}
