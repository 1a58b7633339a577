import { randomUUID } from 'node:crypto';
import type { OperatorInput, OperatorRecord } from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { endSessionsOf } from '../auth/service.js';
import { deleteAccount, findUser, insertAccount, usernameTaken } from '../users/repository.js';
import {
  deleteOperatorRow,
  insertOperator,
  linkUser,
  operatorOfUser,
  operatorRole,
  operatorRows,
  setCodes,
  updateOperatorRow,
  usernames,
} from './repository.js';

const OPERATOR = 'Veranstalter';

async function records(ctx: AppContext, guid?: string): Promise<OperatorRecord[]> {
  const rows = await operatorRows(ctx.db, guid);
  const names = await usernames(
    ctx.db,
    rows.flatMap((r) => r.members),
  );
  const adminRole = await operatorRole(ctx.db, 'admin');
  const users = await Promise.all(
    rows.flatMap((r) => r.members).map(async (g) => [g, (await findUser(ctx.db, g))?.guidRole === adminRole] as const),
  );
  const admins = new Map(users);
  return rows.map((r) => ({
    guid: r.guid,
    name: r.name,
    codes: r.codes,
    contact: r.contact,
    consents: r.consents,
    tokens: r.tokens,
    users: r.members
      .map((g) => ({ guid: g, username: names.get(g) ?? '', admin: admins.get(g) ?? false }))
      .sort((a, b) => a.username.localeCompare(b.username, 'de')),
  }));
}

export const listOperators = (ctx: AppContext) => records(ctx);

export async function getOperator(ctx: AppContext, guid: string): Promise<OperatorRecord> {
  const [record] = await records(ctx, guid);
  if (!record) throw notFound(OPERATOR);
  return record;
}

export async function createOperator(ctx: AppContext, actor: Actor, input: OperatorInput) {
  const row = { name: input.name, contact: input.contact ?? null };
  const guid = await ctx.db.transaction(async (tx) => {
    const guid = await insertOperator(tx, row);
    await setCodes(tx, guid, input.codes);
    await audit(tx, actor, 'create', 'operator', guid, null, { ...row, codes: input.codes });
    return guid;
  });
  return getOperator(ctx, guid);
}

export async function updateOperator(ctx: AppContext, actor: Actor, guid: string, input: OperatorInput) {
  const before = await getOperator(ctx, guid);
  const row = { name: input.name, contact: input.contact ?? null };
  await ctx.db.transaction(async (tx) => {
    await updateOperatorRow(tx, guid, row);
    await setCodes(tx, guid, input.codes);
    await audit(tx, actor, 'update', 'operator', guid, before, { ...row, codes: input.codes });
  });
  return getOperator(ctx, guid);
}

/** Deletes an operator with its users (their sessions and tokens), codes and consents. */
export async function deleteOperator(ctx: AppContext, actor: Actor, guid: string) {
  const before = await getOperator(ctx, guid);
  await ctx.db.transaction(async (tx) => {
    for (const user of before.users) await deleteAccount(tx, user.guid);
    await deleteOperatorRow(tx, guid);
    await audit(tx, actor, 'delete', 'operator', guid, before, null);
  });
}

/** A user of the operator (role 'Veranstalter' or 'Veranstalter-Administrator'); it has no company. */
export async function addOperatorUser(
  ctx: AppContext,
  actor: Actor,
  guidOperator: string,
  input: { username: string; password: string; admin: boolean },
) {
  await getOperator(ctx, guidOperator);
  const { PASSWORD_MESSAGES, passwordProblem } = await import('@signage/shared/password-strength');
  const problem = passwordProblem(input.password, input.username);
  if (problem) throw badRequest(PASSWORD_MESSAGES[problem]);
  if (await usernameTaken(ctx.db, input.username, randomUUID())) {
    throw conflict(`Der Benutzername „${input.username}“ ist schon vergeben.`);
  }
  const guidRole = await operatorRole(ctx.db, input.admin ? 'admin' : 'user');
  const row = {
    guid: randomUUID(),
    username: input.username,
    passwordHash: await hashPassword(input.password, ctx.config.scryptCost),
    guidRole,
  };
  await ctx.db.transaction(async (tx) => {
    await insertAccount(tx, row);
    await linkUser(tx, row.guid, guidOperator);
    await audit(tx, actor, 'create', 'user', row.guid, null, { ...row, guidOperator });
  });
  return getOperator(ctx, guidOperator);
}

export async function removeOperatorUser(ctx: AppContext, actor: Actor, guidOperator: string, guidUser: string) {
  if ((await operatorOfUser(ctx.db, guidUser)) !== guidOperator) throw notFound('Benutzer');
  await ctx.db.transaction(async (tx) => {
    await endSessionsOf(tx, guidUser);
    await deleteAccount(tx, guidUser);
    await audit(tx, actor, 'delete', 'user', guidUser, { guidOperator }, null);
  });
  return getOperator(ctx, guidOperator);
}
