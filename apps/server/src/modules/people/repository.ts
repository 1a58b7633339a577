import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { companies, roles, users } from '../../db/schema.js';

const parentCompany = alias(companies, 'parent_company');

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
  roleName: roles.name,
  /** The network the user belongs to (their company, or its parent for a location). */
  networkGuid: parentCompany.isMother,
  companyParent: parentCompany.guidParent,
};

export type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

export function toUser(row: UserRow) {
  const { networkGuid: _m, companyParent: _p, created, ...rest } = row;
  return { ...rest, created: created.getTime() };
}

export function networkOfRow(row: UserRow): string | null {
  if (!row.guidParent) return null;
  return row.networkGuid === 1 ? row.guidParent : row.companyParent;
}

export function selectUsers(db: Db, where?: SQL) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(parentCompany, eq(parentCompany.guid, users.guidParent))
    .leftJoin(roles, eq(roles.guid, users.guidRole))
    .where(where)
    .orderBy(users.lastname, users.forename, users.username);
}

/** Condition: the user belongs to the network (directly or through one of its locations). */
export function inNetwork(networkGuid: string): SQL {
  return or(eq(users.guidParent, networkGuid), eq(parentCompany.guidParent, networkGuid)) as SQL;
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
