import { randomUUID } from 'node:crypto';
import type { MailTemplateUpdate } from '@signage/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { mailTemplates } from '../../db/schema.js';
import { getUser } from '../users/service.js';
import { mailHtml } from './html.js';
import {
  assertMayCreateTemplate,
  assertTemplateReadable,
  assertTemplateWritable,
  mailTemplatesInReach,
} from './policy.js';
import {
  findMailTemplate,
  type MailTemplateRow,
  matchesSearch,
  selectMailTemplates,
  toMailTemplate,
} from './template-repository.js';

/** Mail templates the actor may read (mail/policy.ts decides). */
export async function listMailTemplates(
  ctx: AppContext,
  actor: Actor,
  filter: { keyWord?: string; language?: string },
) {
  const rows = await selectMailTemplates(ctx.db, and(mailTemplatesInReach(actor), matchesSearch(filter)));
  return rows.map(toMailTemplate);
}

async function visibleTemplate(ctx: AppContext, actor: Actor, guid: string): Promise<MailTemplateRow> {
  return assertTemplateReadable(actor, await findMailTemplate(ctx.db, guid));
}

async function editableTemplate(ctx: AppContext, actor: Actor, guid: string): Promise<MailTemplateRow> {
  const row = await visibleTemplate(ctx, actor, guid);
  assertTemplateWritable(actor, row);
  return row;
}

export async function getMailTemplate(ctx: AppContext, actor: Actor, guid: string) {
  return toMailTemplate(await visibleTemplate(ctx, actor, guid));
}

/** SPEC §4: created empty first; the owner defaults to the actor and must be a user they can see. */
export async function createMailTemplate(
  ctx: AppContext,
  actor: Actor,
  input: { name?: string; userGuid?: string | null; language: string },
) {
  const userGuid = input.userGuid === undefined ? actor.guid : input.userGuid;
  assertMayCreateTemplate(actor, !userGuid);
  if (userGuid && userGuid !== actor.guid) await getUser(ctx, actor, userGuid);
  const now = new Date(ctx.clock.now());
  const row = {
    guid: randomUUID(),
    name: input.name ?? '',
    subject: '',
    body: '',
    userGuid,
    language: input.language,
    created: now,
    changed: now,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(mailTemplates).values(row);
    await audit(tx, actor, 'create', 'mailTemplate', row.guid, null, row);
  });
  return getMailTemplate(ctx, actor, row.guid);
}

export async function updateMailTemplate(ctx: AppContext, actor: Actor, guid: string, input: MailTemplateUpdate) {
  const current = await editableTemplate(ctx, actor, guid);
  const patch: Partial<typeof mailTemplates.$inferInsert> = { changed: new Date(ctx.clock.now()) };
  if (input.name !== undefined) patch.name = input.name;
  if (input.subject !== undefined) patch.subject = input.subject;
  if (input.body !== undefined) patch.body = await mailHtml(input.body);
  if (input.language !== undefined) patch.language = input.language;
  await ctx.db.transaction(async (tx) => {
    await tx.update(mailTemplates).set(patch).where(eq(mailTemplates.guid, guid));
    await audit(tx, actor, 'update', 'mailTemplate', guid, toMailTemplate(current), patch);
  });
  return getMailTemplate(ctx, actor, guid);
}

export async function deleteMailTemplate(ctx: AppContext, actor: Actor, guid: string) {
  const current = await editableTemplate(ctx, actor, guid);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(mailTemplates).where(eq(mailTemplates.guid, guid));
    await audit(tx, actor, 'delete', 'mailTemplate', guid, toMailTemplate(current), null);
  });
}
