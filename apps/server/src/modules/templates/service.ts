import { randomUUID } from 'node:crypto';
import { DEFAULT_TEMPLATE_CONFIG, type TemplateUpdate } from '@signage/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { templates } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { assertChangesNetworkRecords, inTenant, isGlobal, networkOfCompany } from '../../tenancy/index.js';
import { checkConfig } from './config-check.js';
import { assertReadable, assertWritable, templatesInReach } from './policy.js';
import {
  findTemplate,
  listTemplateFiles,
  matchesFilter,
  selectTemplates,
  type TemplateRow,
  toTemplate,
  toTemplateSummary,
} from './repository.js';

/** Templates of a network, or global (guidParent null): templates/policy.ts decides who reads and writes. */
export async function listTemplates(
  ctx: AppContext,
  actor: Actor,
  filter: { guidParent?: string | null; keyWord?: string },
) {
  const rows = await selectTemplates(ctx.db, and(templatesInReach(actor), ...matchesFilter(filter)));
  return rows.map(toTemplateSummary);
}

export async function visibleTemplate(ctx: AppContext, actor: Actor, guid: string): Promise<TemplateRow> {
  return assertReadable(actor, await findTemplate(ctx.db, guid));
}

export async function editableTemplate(ctx: AppContext, actor: Actor, guid: string): Promise<TemplateRow> {
  const row = await visibleTemplate(ctx, actor, guid);
  assertWritable(actor, row);
  return row;
}

export async function getTemplate(ctx: AppContext, actor: Actor, guid: string) {
  return toTemplate(await visibleTemplate(ctx, actor, guid));
}

/** SPEC §4: created empty first (with a working starter layout), then the edit page opens. */
export async function createTemplate(
  ctx: AppContext,
  actor: Actor,
  input: { guidParent?: string | null; name?: string },
) {
  assertChangesNetworkRecords(actor);
  let parent: string | null = isGlobal(actor) ? (input.guidParent ?? null) : actor.networkGuid;
  if (!isGlobal(actor) && input.guidParent && input.guidParent !== actor.networkGuid) throw notFound('Netzwerk');
  if (parent) {
    parent = await networkOfCompany(ctx.db, parent);
    if (!parent || !inTenant(actor, parent)) throw notFound('Netzwerk');
  }
  const now = new Date(ctx.clock.now());
  const row = {
    guid: randomUUID(),
    guidParent: parent,
    name: input.name || 'Neues Template',
    comment: null,
    config: JSON.stringify(DEFAULT_TEMPLATE_CONFIG, null, 2),
    created: now,
    changed: now,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(templates).values(row);
    await audit(tx, actor, 'create', 'template', row.guid, null, { ...row, config: undefined });
  });
  return getTemplate(ctx, actor, row.guid);
}

export async function updateTemplate(ctx: AppContext, actor: Actor, guid: string, input: TemplateUpdate) {
  const current = await editableTemplate(ctx, actor, guid);
  if (input.config !== undefined) checkConfig(input.config, await listTemplateFiles(ctx.db, guid));
  const patch: Partial<typeof templates.$inferInsert> = { changed: new Date(ctx.clock.now()) };
  if (input.name !== undefined) patch.name = input.name;
  if (input.comment !== undefined) patch.comment = input.comment || null;
  if (input.config !== undefined) patch.config = input.config;
  await ctx.db.transaction(async (tx) => {
    await tx.update(templates).set(patch).where(eq(templates.guid, guid));
    await audit(tx, actor, 'update', 'template', guid, toTemplate(current), patch);
  });
  return getTemplate(ctx, actor, guid);
}

export async function deleteTemplate(ctx: AppContext, actor: Actor, guid: string) {
  const current = await editableTemplate(ctx, actor, guid);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(templates).where(eq(templates.guid, guid));
    await audit(tx, actor, 'delete', 'template', guid, toTemplate(current), null);
  });
  await ctx.files.remove(`templates/${guid}`);
}
