import { eq, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/**
 * The users module's read pieces for the modules it imports itself (roles, auth; docs/DECISIONS.md, "One owner per
 * table", "Module direction"): in a module of their own so those can import them without a cycle. They only read;
 * the users module writes.
 */

/** What a sign-in checks of the user with this exact user name; undefined when there is none. */
export async function signInFactsOf(db: Db, username: string) {
  const [user] = await db
    .select({ guid: users.guid, username: users.username, passwordHash: users.passwordHash, guidRole: users.guidRole })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return user;
}

/** The users' names, roles and companies as a derived table a session lookup joins (flattened into its join). */
export const sessionUsers = new QueryBuilder()
  .select({ guid: users.guid, username: users.username, guidRole: users.guidRole, guidParent: users.guidParent })
  .from(users)
  .as('session_users');

/** Whether any user has this role (a role in use cannot be deleted). */
export async function roleInUse(db: Db, guidRole: string): Promise<boolean> {
  const [used] = await db.select({ guid: users.guid }).from(users).where(eq(users.guidRole, guidRole)).limit(1);
  return used !== undefined;
}

/** Users with this role (a role list's count). */
export const userCountOfRole = (role: SQL): SQL<number> =>
  sql<number>`(select count(*)::int from ${users} u where u.guid_role = ${role})`;

/** The roles of the global users (no company), one row per user: a subquery with the column guid_role. */
export const globalUserRoles: SQL = sql`select u.guid_role from ${users} u where u.guid_parent is null`;
