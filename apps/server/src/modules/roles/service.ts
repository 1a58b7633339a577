import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { roles } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { assertChangesNetworkRecords, inTenant, isGlobal, networkOfCompany } from '../../tenancy/index.js';
import { allowedByRole } from '../right-records/queries.js';
import { roleInUse } from '../user-records/queries.js';
import { canEditRole, canSeeRole } from './policy.js';
import { countAdministrators, findRole, listRoles } from './repository.js';

const ROLE = 'Rolle';

export async function listVisibleRoles(ctx: AppContext, actor: Actor, guidParent?: string | null) {
  const all = await listRoles(ctx.db);
  const allowed = await allowedByRole(
    ctx.db,
    all.map((r) => r.guid),
  );
  return all.filter(
    (r) =>
      canSeeRole(actor, r, allowed.get(r.guid) ?? new Set()) &&
      (guidParent === undefined || r.guidParent === guidParent),
  );
}

/** A role the actor may see, else 404 (other networks' roles do not exist for them). */
export async function getVisibleRole(ctx: AppContext, actor: Actor, guid: string) {
  const role = await findRole(ctx.db, guid);
  if (!role) throw notFound(ROLE);
  const allowed = (await allowedByRole(ctx.db, [guid])).get(guid) ?? new Set();
  if (!canSeeRole(actor, role, allowed)) throw notFound(ROLE);
  return { role, allowed };
}

export async function getEditableRole(ctx: AppContext, actor: Actor, guid: string) {
  const found = await getVisibleRole(ctx, actor, guid);
  assertChangesNetworkRecords(actor);
  if (!canEditRole(actor, found.role)) throw forbidden('Diese Rolle dürfen Sie nicht ändern.');
  return found;
}

export async function createRole(ctx: AppContext, actor: Actor, guidParent: string | null | undefined) {
  assertChangesNetworkRecords(actor);
  const parent = isGlobal(actor) ? (guidParent ?? null) : actor.networkGuid;
  if (parent && (await networkOfCompany(ctx.db, parent)) !== parent) {
    throw notFound('Netzwerk');
  }
  if (!inTenant(actor, parent)) throw notFound('Netzwerk');
  const row = { guid: randomUUID(), name: 'Neue Rolle', comment: null, guidParent: parent };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(roles).values(row);
    await audit(tx, actor, 'create', 'role', row.guid, null, row);
  });
  return row;
}

export async function updateRole(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  patch: { name?: string; comment?: string | null },
) {
  const { role } = await getEditableRole(ctx, actor, guid);
  const next = { ...role, ...patch };
  await ctx.db.transaction(async (tx) => {
    await tx.update(roles).set({ name: next.name, comment: next.comment }).where(eq(roles.guid, guid));
    await audit(tx, actor, 'update', 'role', guid, role, next);
  });
  return next;
}

export async function deleteRole(ctx: AppContext, actor: Actor, guid: string) {
  const { role } = await getEditableRole(ctx, actor, guid);
  if (guid === actor.guidRole) throw conflict('Sie können Ihre eigene Rolle nicht löschen.');
  if (await roleInUse(ctx.db, guid))
    throw conflict('Die Rolle ist noch Benutzern zugewiesen und kann nicht gelöscht werden.');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(roles).where(eq(roles.guid, guid));
    await audit(tx, actor, 'delete', 'role', guid, role, null);
  });
}

/** Run inside the transaction after a change; throwing rolls the change back. */
export async function assertAdministratorRemains(db: Db): Promise<void> {
  if ((await countAdministrators(db)) === 0) {
    throw conflict(
      'Diese Änderung ist nicht möglich: Es muss mindestens ein globaler Administrator (Benutzer- und Rollenverwaltung) bleiben.',
    );
  }
}
