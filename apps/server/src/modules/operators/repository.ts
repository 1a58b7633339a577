import { randomUUID } from 'node:crypto';
import { R, type RightName } from '@signage/shared';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorCodes, operatorConsents, operators, operatorTokens, operatorUsers } from '../../db/schema.js';
import { createRoleWithRights } from '../../db/seed/base.js';
import { conflict } from '../../lib/errors.js';
import { globalRoleNamed } from '../roles/repository.js';
import { usernamesOf } from '../users/repository.js';

/** The two global roles of operators' users, made on the first operator user (rights of the operator group only). */
const OPERATOR_ROLES: Record<'user' | 'admin', { name: string; comment: string; allowed: RightName[] }> = {
  user: { name: 'Veranstalter', comment: 'Sieht die Nachweise der eigenen Angebote', allowed: [R.operatorPortal] },
  admin: {
    name: 'Veranstalter-Administrator',
    comment: 'Sieht die Nachweise der eigenen Angebote und die Zugriffe der eigenen Benutzer',
    allowed: [R.operatorPortal, R.operatorAdmin],
  },
};

export async function operatorRole(db: Db, kind: 'user' | 'admin'): Promise<string> {
  const def = OPERATOR_ROLES[kind];
  return (await globalRoleNamed(db, def.name)) ?? createRoleWithRights(db, def.name, def.comment, def.allowed);
}

export async function operatorRows(db: Db, guid?: string) {
  const rows = await db
    .select()
    .from(operators)
    .where(guid ? eq(operators.guid, guid) : undefined)
    .orderBy(operators.name);
  const ids = rows.map((r) => r.guid);
  if (!ids.length) return [];
  const [codes, members, consents, tokens] = await Promise.all([
    db.select().from(operatorCodes).where(inArray(operatorCodes.guidOperator, ids)).orderBy(operatorCodes.code),
    db.select().from(operatorUsers).where(inArray(operatorUsers.guidOperator, ids)),
    db
      .select({ op: operatorConsents.guidOperator, n: count() })
      .from(operatorConsents)
      .where(inArray(operatorConsents.guidOperator, ids))
      .groupBy(operatorConsents.guidOperator),
    db
      .select({ op: operatorUsers.guidOperator, n: count() })
      .from(operatorTokens)
      .innerJoin(operatorUsers, eq(operatorUsers.guidUser, operatorTokens.guidUser))
      .where(inArray(operatorUsers.guidOperator, ids))
      .groupBy(operatorUsers.guidOperator),
  ]);
  const countOf = (list: Array<{ op: string; n: number }>, guid: string) =>
    Number(list.find((c) => c.op === guid)?.n ?? 0);
  return rows.map((r) => ({
    ...r,
    codes: codes.filter((c) => c.guidOperator === r.guid).map((c) => c.code),
    members: members.filter((m) => m.guidOperator === r.guid).map((m) => m.guidUser),
    consents: countOf(consents, r.guid),
    tokens: countOf(tokens, r.guid),
  }));
}

export const usernames = usernamesOf;

/** The codes of an operator (what play_days.tour_operator holds for its offers). */
export async function codesOf(db: Db, guidOperator: string): Promise<string[]> {
  const rows = await db
    .select({ code: operatorCodes.code })
    .from(operatorCodes)
    .where(eq(operatorCodes.guidOperator, guidOperator));
  return rows.map((r) => r.code);
}

/** Replaces an operator's codes; a code another operator holds is refused (no two operators see the same offers). */
export async function setCodes(db: Db, guidOperator: string, codes: readonly string[]): Promise<void> {
  const unique = [...new Set(codes)];
  const taken = await db
    .select({ code: operatorCodes.code, op: operators.name })
    .from(operatorCodes)
    .innerJoin(operators, eq(operators.guid, operatorCodes.guidOperator))
    .where(and(inArray(operatorCodes.code, unique), ne(operatorCodes.guidOperator, guidOperator)));
  if (taken[0]) throw conflict(`Der Code „${taken[0].code}“ gehört schon zum Veranstalter „${taken[0].op}“.`);
  await db.delete(operatorCodes).where(eq(operatorCodes.guidOperator, guidOperator));
  await db.insert(operatorCodes).values(unique.map((code) => ({ code, guidOperator })));
}

export async function insertOperator(db: Db, row: { name: string; contact: string | null }) {
  const guid = randomUUID();
  await db.insert(operators).values({ guid, ...row });
  return guid;
}

export async function updateOperatorRow(db: Db, guid: string, row: { name: string; contact: string | null }) {
  await db
    .update(operators)
    .set({ ...row, changed: new Date() })
    .where(eq(operators.guid, guid));
}

/** Deletes an operator; its codes, consents and user links go with it (the users are deleted by the caller). */
export async function deleteOperatorRow(db: Db, guid: string) {
  await db.delete(operators).where(eq(operators.guid, guid));
}

export async function linkUser(db: Db, guidUser: string, guidOperator: string) {
  await db.insert(operatorUsers).values({ guidUser, guidOperator });
}

export async function operatorOfUser(db: Db, guidUser: string): Promise<string | null> {
  const [row] = await db
    .select({ op: operatorUsers.guidOperator })
    .from(operatorUsers)
    .where(eq(operatorUsers.guidUser, guidUser));
  return row?.op ?? null;
}

/** All operators by name (the agencies choose from them). */
export async function operatorNames(db: Db) {
  return db.select({ guid: operators.guid, name: operators.name }).from(operators).orderBy(operators.name);
}
