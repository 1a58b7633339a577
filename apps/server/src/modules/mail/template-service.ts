import { randomUUID } from 'node:crypto';
import type { MailTemplateUpdate } from '@signage/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { mailTemplates } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { inTenant, isGlobal } from '../../tenancy/index.js';
import { getUser } from '../people/service.js';
import { mailHtml } from './html.js';
import {
  findMailTemplate,
  type MailTemplateRow,
  matchesSearch,
  selectMailTemplates,
  toMailTemplate,
  visibleToNetwork,
} from './template-repository.js';

const MAIL_TEMPLATE = 'Mail-Vorlage';

/**
 * A mail template belongs to the network of its owner (userGuid); without owner, or with a global
 * owner, it is global: every user with the mails right sees it, only global users change it.
 */
export async function listMailTemplates(
  ctx: AppContext,
  actor: Actor,
  filter: { keyWord?: string; language?: string },
) {
  const conditions: SQL[] = [];
  if (!isGlobal(actor) && actor.networkGuid) conditions.push(visibleToNetwork(actor.networkGuid));
  const search = matchesSearch(filter);
  if (search) conditions.push(search);
  const rows = await selectMailTemplates(ctx.db, conditions.length ? and(...conditions) : undefined);
  return rows.map(toMailTemplate);
}

async function visibleTemplate(ctx: AppContext, actor: Actor, guid: string): Promise<MailTemplateRow> {
  const row = await findMailTemplate(ctx.db, guid);
  if (!row || !(row.network === null || inTenant(actor, row.network))) throw notFound(MAIL_TEMPLATE);
  return row;
}

async function editableTemplate(ctx: AppContext, actor: Actor, guid: string): Promise<MailTemplateRow> {
  const row = await visibleTemplate(ctx, actor, guid);
  if (!isGlobal(actor) && row.network !== actor.networkGuid) {
    throw forbidden('Globale Mail-Vorlagen dürfen nur globale Benutzer ändern.');
  }
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
  if (userGuid && userGuid !== actor.guid) await getUser(ctx, actor, userGuid);
  if (!userGuid && !isGlobal(actor)) throw forbidden('Globale Mail-Vorlagen dürfen nur globale Benutzer anlegen.');
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
    await audit(tx as Db, actor, 'create', 'mailTemplate', row.guid, null, row);
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
    await audit(tx as Db, actor, 'update', 'mailTemplate', guid, toMailTemplate(current), patch);
  });
  return getMailTemplate(ctx, actor, guid);
}

export async function deleteMailTemplate(ctx: AppContext, actor: Actor, guid: string) {
  const current = await editableTemplate(ctx, actor, guid);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(mailTemplates).where(eq(mailTemplates.guid, guid));
    await audit(tx as Db, actor, 'delete', 'mailTemplate', guid, toMailTemplate(current), null);
  });
}
