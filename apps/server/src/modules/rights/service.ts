import { randomUUID } from 'node:crypto';
import type { Right } from '@signage/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { rights, roleRights } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { holdsNamedRight } from '../../lib/rights.js';
import { isGlobal } from '../../tenancy/index.js';
import { assertAdministratorRemains, getEditableRole, getVisibleRole } from '../roles/service.js';

const RIGHT = 'Recht';
const DEFAULT_ALL = 'DEFAULT_ALL';
const MANAGE_ROLES = 'RIGHT_COMP_VISIBLE_ROLES';

type RightGroup = Right['groupName'];
const columns = {
  guid: rights.guid,
  guidRight: rights.guidRight,
  name: rights.name,
  groupName: rights.groupName,
  comment: rights.comment,
};

/** The catalogue; with a role, `allowed` and `guidParent` describe that role's setting. */
export async function listRights(
  ctx: AppContext,
  actor: Actor,
  filter: { guidRole?: string; groupName?: RightGroup },
): Promise<Right[]> {
  const rows = await ctx.db
    .select(columns)
    .from(rights)
    .where(filter.groupName ? eq(rights.groupName, filter.groupName) : undefined)
    .orderBy(asc(rights.groupName), asc(rights.guidRight));
  let allowed = new Set<string>();
  if (filter.guidRole) allowed = (await getVisibleRole(ctx, actor, filter.guidRole)).allowed;
  return rows.map((r) => ({
    ...r,
    groupName: r.groupName as RightGroup,
    allowed: allowed.has(r.guidRight) ? 1 : 0,
    guidParent: filter.guidRole ?? DEFAULT_ALL,
  }));
}

export async function getRight(ctx: AppContext, guid: string) {
  const [row] = await ctx.db.select(columns).from(rights).where(eq(rights.guid, guid)).limit(1);
  if (!row) throw notFound(RIGHT);
  return { ...row, groupName: row.groupName as RightGroup, allowed: 0, guidParent: DEFAULT_ALL };
}

function assertCatalogueEditor(actor: Actor) {
  if (!isGlobal(actor)) throw forbidden('Nur globale Benutzer dürfen den Rechtekatalog ändern.');
}

export async function createRight(
  ctx: AppContext,
  actor: Actor,
  input: { guidRight?: string; name?: string; groupName?: RightGroup; comment?: string | null },
) {
  assertCatalogueEditor(actor);
  const guid = randomUUID();
  const row = {
    guid,
    guidRight: input.guidRight ?? `RIGHT_NEU_${guid.slice(0, 8).toUpperCase()}`,
    name: input.name ?? input.guidRight ?? 'Benutzer darf ...',
    groupName: input.groupName ?? 'COMPONENT',
    comment: input.comment ?? 'Benutzer darf ...',
  };
  const [taken] = await ctx.db.select({ guid: rights.guid }).from(rights).where(eq(rights.guidRight, row.guidRight));
  if (taken) throw conflict(`Das Recht ${row.guidRight} gibt es bereits.`);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(rights).values(row);
    await audit(tx, actor, 'create', 'right', guid, null, row);
  });
  return { ...row, allowed: 0, guidParent: DEFAULT_ALL };
}

export async function updateRight(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  input: {
    guidRight?: string;
    name?: string;
    groupName?: RightGroup;
    comment?: string | null;
    guidRole?: string;
    guidParent?: string;
    allowed?: 0 | 1 | boolean;
  },
) {
  const guidRole = roleOfUpdate(input);
  const current = await getRight(ctx, guid);
  if (guidRole !== undefined && input.allowed !== undefined) {
    await setAllowed(ctx, actor, guidRole, current.guid, current.guidRight, input.allowed ? 1 : 0);
  }
  const { guidRight, name, groupName, comment } = input;
  // Only what differs: a role's right list entry sent back whole must not need the catalogue editor.
  const patch = Object.fromEntries(
    Object.entries({ guidRight, name, groupName, comment }).filter(
      ([key, v]) => v !== undefined && v !== current[key as keyof typeof current],
    ),
  );
  if (Object.keys(patch).length > 0) {
    assertCatalogueEditor(actor);
    await ctx.db.transaction(async (tx) => {
      await tx.update(rights).set(patch).where(eq(rights.guid, guid));
      await audit(tx, actor, 'update', 'right', guid, current, { ...current, ...patch });
    });
  }
  return guidRole ? (await listRights(ctx, actor, { guidRole })).find((r) => r.guid === guid) : getRight(ctx, guid);
}

/**
 * The role an update addresses: guidRole, or guidParent as a role's right list entry carries it. `allowed`
 * exists only per role, so without one it is refused (400) before anything changes.
 */
function roleOfUpdate(input: { guidRole?: string; guidParent?: string; allowed?: unknown }): string | undefined {
  const fromParent = input.guidParent && input.guidParent !== DEFAULT_ALL ? input.guidParent : undefined;
  if (input.guidRole && fromParent && input.guidRole !== fromParent) {
    throw badRequest('guidRole und guidParent nennen verschiedene Rollen.');
  }
  const guidRole = input.guidRole ?? fromParent;
  if (input.allowed !== undefined && !guidRole) {
    throw badRequest(
      'allowed gilt immer für eine Rolle: bitte guidRole (oder guidParent aus der Rechteliste der Rolle) mitsenden.',
    );
  }
  return guidRole;
}

async function setAllowed(
  ctx: AppContext,
  actor: Actor,
  guidRole: string,
  rightGuid: string,
  rightName: string,
  allowed: 0 | 1,
) {
  const { allowed: before } = await getEditableRole(ctx, actor, guidRole);
  if (allowed === 1 && !isGlobal(actor) && !holdsNamedRight(actor, rightName)) {
    throw forbidden('Sie können nur Rechte vergeben, die Sie selbst besitzen.');
  }
  if (allowed === 0 && guidRole === actor.guidRole && rightName === MANAGE_ROLES) {
    throw conflict('Sie können Ihrer eigenen Rolle nicht das Recht zur Rollenverwaltung entziehen.');
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(roleRights)
      .values({ guidRole, guidRight: rightGuid, allowed })
      .onConflictDoUpdate({ target: [roleRights.guidRole, roleRights.guidRight], set: { allowed } });
    if (allowed === 0) await assertAdministratorRemains(tx);
    await audit(
      tx,
      actor,
      'update',
      'role_right',
      guidRole,
      { [rightName]: before.has(rightName) },
      {
        [rightName]: allowed === 1,
      },
    );
  });
}

export async function deleteRight(ctx: AppContext, actor: Actor, guid: string) {
  assertCatalogueEditor(actor);
  const current = await getRight(ctx, guid);
  if (current.guidRight === MANAGE_ROLES) {
    throw conflict('Das Recht zur Rollenverwaltung kann nicht gelöscht werden.');
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(roleRights).where(and(eq(roleRights.guidRight, guid)));
    await tx.delete(rights).where(eq(rights.guid, guid));
    await assertAdministratorRemains(tx);
    await audit(tx, actor, 'delete', 'right', guid, current, null);
  });
}
