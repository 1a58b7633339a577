import { randomBytes, randomUUID } from 'node:crypto';
import type { UserUpdate } from '@signage/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { users } from '../../db/schema.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { networkOfCompany } from '../../tenancy/index.js';
import { revokeSessionsOf } from '../auth/service.js';
import { allowedByRole } from '../right-records/queries.js';
import { isSubsetOfActor } from '../roles/policy.js';
import { assertAdministratorRemains, getVisibleRole } from '../roles/service.js';
import { assertMayAttach, assertNotMovingSelf, assertUserVisible, usersInReach } from './policy.js';
import { findUser, matchesKeyword, selectUsers, toUser, usernameTaken } from './repository.js';

export async function listUsers(
  ctx: AppContext,
  actor: Actor,
  filter: { guidParent?: string | null; keyWord?: string },
) {
  const conditions: Array<SQL | undefined> = [usersInReach(actor)];
  if (filter.guidParent) conditions.push(eq(users.guidParent, filter.guidParent));
  if (filter.keyWord) conditions.push(matchesKeyword(filter.keyWord));
  const rows = await selectUsers(ctx.db, and(...conditions));
  return rows.map(toUser);
}

/** A user inside the actor's tenant, else 404. */
async function visibleUser(ctx: AppContext, actor: Actor, guid: string) {
  return assertUserVisible(actor, await findUser(ctx.db, guid));
}

export async function getUser(ctx: AppContext, actor: Actor, guid: string) {
  return toUser(await visibleUser(ctx, actor, guid));
}

/** The company a user may be attached to by this actor; null = global (global actors only). */
async function checkParent(ctx: AppContext, actor: Actor, guidParent: string | null): Promise<void> {
  assertMayAttach(actor, guidParent, guidParent === null ? null : await networkOfCompany(ctx.db, guidParent));
}

async function checkAssignableRole(ctx: AppContext, actor: Actor, guidRole: string, guidParent: string | null) {
  const { role, allowed } = await getVisibleRole(ctx, actor, guidRole);
  if (!isSubsetOfActor(actor, allowed)) {
    throw forbidden('Diese Rolle hat mehr Rechte als Sie selbst und kann nicht vergeben werden.');
  }
  if (role.guidParent !== null) {
    const userNetwork = await networkOfCompany(ctx.db, guidParent);
    if (userNetwork !== role.guidParent) {
      throw conflict('Die Rolle gehört zu einem anderen Netzwerk als der Benutzer.');
    }
  }
}

/** The rights a user's role allows (none without a role). */
async function allowedOfUser(ctx: AppContext, guidRole: string | null): Promise<Set<string>> {
  if (!guidRole) return new Set();
  return (await allowedByRole(ctx.db, [guidRole])).get(guidRole) ?? new Set();
}

/**
 * SPEC §4: created empty first, then the edit page opens. Without a given role the user has none
 * (no rights, no login) until one is chosen on the edit page.
 */
export async function createUser(
  ctx: AppContext,
  actor: Actor,
  input: { guidParent?: string | null; guidRole?: string },
) {
  const guidParent = input.guidParent === undefined ? actor.guidParent : input.guidParent;
  await checkParent(ctx, actor, guidParent);
  const guidRole = input.guidRole ?? null;
  if (guidRole) await checkAssignableRole(ctx, actor, guidRole, guidParent);
  const row = {
    guid: randomUUID(),
    guidParent,
    guidRole,
    username: `neuer-benutzer-${randomBytes(3).toString('hex')}`,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(users).values(row);
    await audit(tx, actor, 'create', 'user', row.guid, null, row);
  });
  return getUser(ctx, actor, row.guid);
}

/** `ownToken`: the session making the change, which stays when one changes one's own password. */
export async function updateUser(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  input: UserUpdate,
  ownToken: string | null = null,
) {
  const current = await visibleUser(ctx, actor, guid);
  const currentAllowed = await allowedOfUser(ctx, current.guidRole);
  if (!isSubsetOfActor(actor, currentAllowed)) {
    throw forbidden('Dieser Benutzer hat mehr Rechte als Sie und kann von Ihnen nicht geändert werden.');
  }
  const guidParent = input.guidParent === undefined ? current.guidParent : input.guidParent;
  const guidRole = input.guidRole ?? current.guidRole;
  assertNotMovingSelf(actor, guid, current, { guidParent, guidRole });
  // The old place is in reach (visibleUser); moving needs the new one too.
  if (guidParent !== current.guidParent) await checkParent(ctx, actor, guidParent);
  if (guidRole && (guidRole !== current.guidRole || guidParent !== current.guidParent)) {
    await checkAssignableRole(ctx, actor, guidRole, guidParent);
  }
  if (input.username && (await usernameTaken(ctx.db, input.username, guid))) {
    throw conflict('Dieser Benutzername ist bereits vergeben.');
  }
  if (input.password !== undefined) {
    await checkNewPassword(ctx, actor, guid, input.username ?? current.username, input);
  }
  const patch: Partial<typeof users.$inferInsert> = {
    guidParent,
    guidRole,
    changed: new Date(ctx.clock.now()),
  };
  if (input.username) patch.username = input.username;
  for (const key of ['forename', 'lastname', 'email', 'phonenumber'] as const) {
    if (input[key] !== undefined) patch[key] = input[key] || null;
  }
  if (input.password) patch.passwordHash = await hashPassword(input.password, ctx.config.scryptCost);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set(patch).where(eq(users.guid, guid));
    await assertAdministratorRemains(tx);
    await audit(tx, actor, 'update', 'user', guid, toUser(current), {
      ...toUser(current),
      ...patch,
      passwordChanged: input.password ? true : undefined,
    });
  });
  // A new password ends the user's sessions; one's own change keeps only the session that made it.
  if (input.password) await revokeSessionsOf(ctx, guid, guid === actor.guid ? ownToken : null);
  return getUser(ctx, actor, guid);
}

/**
 * A password set through the API must be strong and must not contain the username; changing one's
 * own password needs the current one (an administrator setting someone else's does not).
 */
async function checkNewPassword(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  username: string,
  input: { password?: string; currentPassword?: string },
) {
  // zxcvbn's dictionaries (≈ 6 MB of heap) load with the first password set, not with the server.
  const { PASSWORD_MESSAGES, passwordProblem } = await import('@signage/shared/password-strength');
  const problem = passwordProblem(input.password ?? '', username);
  if (problem) throw badRequest(PASSWORD_MESSAGES[problem]);
  if (guid !== actor.guid) return;
  const [own] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.guid, guid));
  const ok = await verifyPassword(input.currentPassword ?? '', own?.hash ?? null, ctx.config.scryptCost);
  if (!input.currentPassword || !ok) {
    throw badRequest('Um Ihr eigenes Passwort zu ändern, geben Sie bitte Ihr aktuelles Passwort richtig ein.');
  }
}

export async function deleteUser(ctx: AppContext, actor: Actor, guid: string) {
  const current = await visibleUser(ctx, actor, guid);
  if (guid === actor.guid) throw conflict('Sie können sich nicht selbst löschen.');
  const allowed = await allowedOfUser(ctx, current.guidRole);
  if (!isSubsetOfActor(actor, allowed)) {
    throw forbidden('Dieser Benutzer hat mehr Rechte als Sie und kann von Ihnen nicht gelöscht werden.');
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.guid, guid));
    await assertAdministratorRemains(tx);
    await audit(tx, actor, 'delete', 'user', guid, toUser(current), null);
  });
}
