import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { systemConfig } from '../../db/schema.js';

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

/** The data of a config entry, null when there is none (the mail module's offline-mail texts). */
export async function configData(db: Db, name: string): Promise<string | null> {
  return (await findConfig(db, name))?.data ?? null;
}

export async function upsertConfig(db: Db, name: string, data: string, changed: Date) {
  await db
    .insert(systemConfig)
    .values({ name, data, changed })
    .onConflictDoUpdate({ target: systemConfig.name, set: { data, changed } });
}
