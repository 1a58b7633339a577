import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rights, roleRights } from '../../db/schema.js';

/** Every right of the catalogue mapped to whether the role allows it. */
export async function rightsOfRole(db: Db, guidRole: string): Promise<Record<string, boolean>> {
  const rows = await db
    .select({ name: rights.guidRight, allowed: roleRights.allowed })
    .from(rights)
    .leftJoin(roleRights, and(eq(roleRights.guidRight, rights.guid), eq(roleRights.guidRole, guidRole)));
  const map: Record<string, boolean> = {};
  for (const row of rows) map[row.name] = row.allowed === 1;
  return map;
}
