import { type AnyColumn, and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { lookupOf } from '../../db/lookup.js';
import { users } from '../../db/schema.js';
import { userNetworkOfJoined } from '../../tenancy/index.js';
import { companyRowsAs } from '../company-records/queries.js';
import { roleNameOf } from '../roles/repository.js';

const parentCompany = companyRowsAs('parent_company');
/** The company a user belongs to (a network or location; null: a global user). */
export const userCompany = users.guidParent;
/** The network a user belongs to: that of their company (guidParent). */
export const userNetwork = userNetworkOfJoined(parentCompany, users.guidParent);

const userColumns = {
  guid: users.guid,
  guidParent: users.guidParent,
  guidRole: users.guidRole,
  username: users.username,
  forename: users.forename,
  lastname: users.lastname,
  email: users.email,
  phonenumber: users.phonenumber,
  created: users.created,
  companyName: parentCompany.name,
  roleName: roleNameOf(users.guidRole),
  /** The network the user belongs to (their company, or its parent for a location). */
  network: userNetwork,
};

export type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

export function toUser(row: UserRow) {
  const { network: _n, created, ...rest } = row;
  return { ...rest, created: created.getTime() };
}

export function selectUsers(db: Db, where?: SQL) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(parentCompany, eq(parentCompany.guid, users.guidParent))
    .where(where)
    .orderBy(users.lastname, users.forename, users.username);
}

export function matchesKeyword(keyWord: string): SQL {
  const like = `%${keyWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(users.username, like),
    ilike(users.forename, like),
    ilike(users.lastname, like),
    ilike(users.email, like),
  ) as SQL;
}

export async function findUser(db: Db, guid: string) {
  const [row] = await selectUsers(db, and(eq(users.guid, guid)));
  return row ?? null;
}

export async function usernameTaken(db: Db, username: string, exceptGuid: string) {
  const rows = await db
    .select({ guid: users.guid })
    .from(users)
    .where(
      ilike(
        users.username,
        username.replace(/[\\%_]/g, (c) => `\\${c}`),
      ),
    );
  return rows.some((r) => r.guid !== exceptGuid);
}

/** A user's fore- and last name (a comment's author); undefined when there is no such user. */
export async function personalNameOf(db: Db, guid: string) {
  const [user] = await db
    .select({ forename: users.forename, lastname: users.lastname })
    .from(users)
    .where(eq(users.guid, guid))
    .limit(1);
  return user;
}

/** How many users belong to a company (the company delete refuses while any do). */
export async function countUsersAt(db: Db, companyGuid: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.guidParent, companyGuid));
  return Number(row?.n ?? 0);
}

/** The users of a company (guid and user name), for the delete confirmation. */
export function usersAt(db: Db, companyGuid: string) {
  return db
    .select({ guid: users.guid, name: users.username })
    .from(users)
    .where(eq(users.guidParent, companyGuid))
    .orderBy(users.username);
}

/** A user's login name as a column of another table's list query (one query, no join), for the guid in `guid`. */
export function usernameOf(guid: AnyColumn): SQL<string | null> {
  return lookupOf<string | null>(users, users.username, users.guid, guid);
}

/** Users' guid and company as a derived table under `name` that another module's list joins (flattened into it). */
export const userCompaniesAs = <N extends string>(name: N) =>
  new QueryBuilder().select({ guid: users.guid, guidParent: users.guidParent }).from(users).as(name);

/** The companies of the users with this e-mail address (a subquery with the column guid_parent). */
export const companiesOfUsersWithAddress = (address: string): SQL =>
  sql`select u.guid_parent from ${users} u where lower(u.email) = lower(${address})`;

/** A user without company (an operator's user): the account only; the caller records it in the audit. */
export async function insertAccount(
  db: Db,
  row: { guid: string; username: string; passwordHash: string; guidRole: string },
): Promise<void> {
  await db.insert(users).values({ ...row, guidParent: null });
}

/** Names of users by guid (an operator's user list). */
export async function usernamesOf(db: Db, guids: readonly string[]): Promise<Map<string, string>> {
  if (!guids.length) return new Map();
  const rows = await db
    .select({ guid: users.guid, username: users.username })
    .from(users)
    .where(inArray(users.guid, [...guids]));
  return new Map(rows.map((r) => [r.guid, r.username]));
}

/** Deletes a user's account (its sessions and tokens go with it). */
export async function deleteAccount(db: Db, guid: string): Promise<void> {
  await db.delete(users).where(eq(users.guid, guid));
}
