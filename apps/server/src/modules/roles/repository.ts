import { type AnyColumn, and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { lookupOf } from '../../db/lookup.js';
import { roles } from '../../db/schema.js';
import { allowedCountOf } from '../right-records/queries.js';
import { globalUserRoles, userCountOfRole } from '../user-records/queries.js';

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
      cntUsers: userCountOfRole(sql`"roles"."guid"`),
    })
    .from(roles)
    .orderBy(roles.name);
}

export async function findRole(db: Db, guid: string) {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.guid, guid)).limit(1);
  return row ?? null;
}

const ADMINISTRATOR_RIGHTS = ['RIGHT_COMP_VISIBLE_USER', 'RIGHT_COMP_VISIBLE_ROLES'];

/** Global users whose role may manage both users and roles: the administrators. */
export async function countAdministrators(db: Db): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from (${globalUserRoles}) u
    where ${allowedCountOf(sql`u.guid_role`, ADMINISTRATOR_RIGHTS)} = 2`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The global role of this name (the operators' roles are found by name). */
export async function globalRoleNamed(db: Db, name: string): Promise<string | null> {
  const [row] = await db
    .select({ guid: roles.guid })
    .from(roles)
    .where(and(eq(roles.name, name), isNull(roles.guidParent)))
    .limit(1);
  return row?.guid ?? null;
}
