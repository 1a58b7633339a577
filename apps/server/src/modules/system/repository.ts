import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, systemConfig } from '../../db/schema.js';

export function toConfigEntry(row: typeof systemConfig.$inferSelect) {
  return { name: row.name, data: row.data, changed: row.changed.getTime() };
}

export function listConfig(db: Db) {
  return db.select().from(systemConfig).orderBy(systemConfig.name);
}

export async function findConfig(db: Db, name: string) {
  const [row] = await db.select().from(systemConfig).where(eq(systemConfig.name, name)).limit(1);
  return row ?? null;
}

export async function upsertConfig(db: Db, name: string, data: string, changed: Date) {
  await db
    .insert(systemConfig)
    .values({ name, data, changed })
    .onConflictDoUpdate({ target: systemConfig.name, set: { data, changed } });
}

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
