import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rights, roleRights } from '../../db/schema.js';

/**
 * The rights module's read pieces for the roles module, which the rights module imports itself, and for auth
 * (docs/DECISIONS.md, "One owner per table", "Module direction"): in a module of their own so roles can import them
 * without a cycle. They only read; the rights module writes.
 */

/** Names of the rights each given role allows. */
export async function allowedByRole(db: Db, roleGuids: string[]): Promise<Map<string, Set<string>>> {
  const result = new Map<string, Set<string>>(roleGuids.map((g) => [g, new Set<string>()]));
  if (roleGuids.length === 0) return result;
  const rows = await db
    .select({ guidRole: roleRights.guidRole, name: rights.guidRight })
    .from(roleRights)
    .innerJoin(rights, eq(rights.guid, roleRights.guidRight))
    .where(and(inArray(roleRights.guidRole, roleGuids), eq(roleRights.allowed, 1)));
  for (const row of rows) result.get(row.guidRole)?.add(row.name);
  return result;
}

/** How many of the named rights the role allows. */
export const allowedCountOf = (role: SQL, names: readonly string[]): SQL<number> =>
  sql<number>`(select count(*) from ${roleRights} rr join ${rights} r on r.guid = rr.guid_right
      where rr.guid_role = ${role} and rr.allowed = 1
        and r.guid_right in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )}))`;
