import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { lookupOf } from '../../db/lookup.js';
import { rights, roleRights, roles, users } from '../../db/schema.js';

export const roleColumns = {
  guid: roles.guid,
  name: roles.name,
  comment: roles.comment,
  guidParent: roles.guidParent,
};

/** A role's name as a column of another table's list query (one query, no join), for the guid in `guid`. */
export function roleNameOf(guid: AnyColumn): SQL<string | null> {
  return lookupOf<string | null>(roles, roles.name, roles.guid, guid);
}

export async function listRoles(db: Db) {
  return db
    .select({
      ...roleColumns,
      cntUsers: sql<number>`(select count(*)::int from ${users} u where u.guid_role = "roles"."guid")`,
    })
    .from(roles)
    .orderBy(roles.name);
}

export async function findRole(db: Db, guid: string) {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.guid, guid)).limit(1);
  return row ?? null;
}

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

/** Global users whose role may manage both users and roles: the administrators. */
export async function countAdministrators(db: Db): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from ${users} u
    where u.guid_parent is null and (
      select count(*) from ${roleRights} rr join ${rights} r on r.guid = rr.guid_right
      where rr.guid_role = u.guid_role and rr.allowed = 1
        and r.guid_right in ('RIGHT_COMP_VISIBLE_USER', 'RIGHT_COMP_VISIBLE_ROLES')
    ) = 2`,
  );
  return Number(rows[0]?.n ?? 0);
}
