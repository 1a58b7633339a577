import type { AppVersion } from '@signage/shared';
import { eq, ilike, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appVersions } from '../../db/schema.js';

export type AppVersionRow = typeof appVersions.$inferSelect;

export const packageKey = (name: string) => `apps/${name}/player.apk`;
export const downloadPath = (name: string) => `/apps/${encodeURIComponent(name)}/player.apk`;

export function toAppVersion(row: AppVersionRow): AppVersion {
  return {
    guid: row.guid,
    name: row.name,
    isDefault: row.isDefault,
    comment: row.comment,
    packageSize: row.packageSize,
    packageMd5: row.packageMd5,
    downloadUrl: row.packageMd5 ? downloadPath(row.name) : null,
    created: row.created.getTime(),
    changed: row.changed.getTime(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function listAppVersions(db: Db, keyWord?: string) {
  const pattern = keyWord ? `%${escapeLike(keyWord)}%` : null;
  return db
    .select()
    .from(appVersions)
    .where(pattern ? or(ilike(appVersions.name, pattern), ilike(appVersions.comment, pattern)) : undefined)
    .orderBy(sql`${appVersions.isDefault} desc`, appVersions.name);
}

export async function findAppVersion(db: Db, guid: string) {
  const [row] = await db.select().from(appVersions).where(eq(appVersions.guid, guid)).limit(1);
  return row ?? null;
}

export async function findAppVersionByName(db: Db, name: string) {
  const [row] = await db.select().from(appVersions).where(eq(appVersions.name, name)).limit(1);
  return row ?? null;
}

/** The next free 'Neue Version {n}'. */
export async function nextNewName(db: Db): Promise<string> {
  const rows = await db
    .select({ name: appVersions.name })
    .from(appVersions)
    .where(like(appVersions.name, 'Neue Version %'));
  const taken = new Set(rows.map((r) => r.name));
  let n = 1;
  while (taken.has(`Neue Version ${n}`)) n++;
  return `Neue Version ${n}`;
}

/** At most one default: one statement sets this version and clears every other. */
export async function makeDefault(db: Db, guid: string) {
  await db
    .update(appVersions)
    .set({ isDefault: sql`case when ${appVersions.guid} = ${guid} then 1 else 0 end` })
    .where(or(eq(appVersions.isDefault, 1), eq(appVersions.guid, guid)));
}

/** The version a device runs: its setClientVersion if that exists, else the default (for the screens' protocol). */
export async function clientVersionFor(db: Db, setClientVersion: string | null | undefined) {
  const named = setClientVersion ? await findAppVersionByName(db, setClientVersion) : null;
  if (named) return toAppVersion(named);
  const [fallback] = await db.select().from(appVersions).where(eq(appVersions.isDefault, 1)).limit(1);
  return fallback ? toAppVersion(fallback) : null;
}
