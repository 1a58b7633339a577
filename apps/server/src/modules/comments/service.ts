import { randomUUID } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { comments } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { CompanyRef } from '../../tenancy/index.js';
import { companyRef } from '../companies/repository.js';
import { visibleCompany } from '../companies/service.js';
import { deviceFactsOf } from '../device-records/lists.js';
import { personalNameOf } from '../users/repository.js';
import { assertCommentTab, assertDeviceVisible, assertMayDelete, COMMENT, commentsInReach } from './policy.js';
import { commentMatches, findComment, selectComments, toComment } from './repository.js';
import { commentText, sanitizeCommentHtml } from './sanitize.js';

/** The owner of a comment target, once the actor may use its Kommentare tab (404 / 403 otherwise). */
async function targetOwner(ctx: AppContext, actor: Actor, target: { guidCompany?: string; guidDevice?: string }) {
  let owner: CompanyRef;
  if (target.guidCompany) {
    owner = companyRef(await visibleCompany(ctx, actor, target.guidCompany));
  } else {
    owner = assertDeviceVisible(actor, target.guidDevice ? await deviceFactsOf(ctx.db, target.guidDevice) : null);
  }
  assertCommentTab(actor, owner);
  return owner;
}

/** Recent comments of every network where the actor may use the Kommentare tab (device comments included). */
export async function recentComments(ctx: AppContext, actor: Actor, limit: number, keyWord?: string) {
  const where = and(commentsInReach(actor), keyWord ? commentMatches(keyWord) : undefined);
  return (await selectComments(ctx.db, where, limit)).map(toComment);
}

export async function searchComments(
  ctx: AppContext,
  actor: Actor,
  filter: { guidCompany?: string; guidDevice?: string; keyWord?: string },
) {
  if (!filter.guidCompany && !filter.guidDevice) return recentComments(ctx, actor, 500, filter.keyWord);
  const conditions: Array<SQL | undefined> = [];
  if (filter.guidCompany) {
    await targetOwner(ctx, actor, { guidCompany: filter.guidCompany });
    conditions.push(eq(comments.guidCompany, filter.guidCompany));
  }
  if (filter.guidDevice) {
    await targetOwner(ctx, actor, { guidDevice: filter.guidDevice });
    conditions.push(eq(comments.guidDevice, filter.guidDevice));
  }
  if (filter.keyWord) conditions.push(commentMatches(filter.keyWord));
  return (await selectComments(ctx.db, and(...conditions))).map(toComment);
}

async function authorName(ctx: AppContext, actor: Actor): Promise<string> {
  const user = await personalNameOf(ctx.db, actor.guid);
  const full = [user?.forename, user?.lastname].filter(Boolean).join(' ').trim();
  return full || actor.username;
}

export async function createComment(
  ctx: AppContext,
  actor: Actor,
  input: { guidCompany?: string; guidDevice?: string; comment: string; action: string; subject?: string | null },
) {
  await targetOwner(ctx, actor, input);
  const html = await sanitizeCommentHtml(input.comment);
  const body = await commentText(html);
  if (!body) throw badRequest('Der Kommentar enthält keinen Text.');
  const now = new Date(ctx.clock.now());
  const row = {
    guid: randomUUID(),
    name: await authorName(ctx, actor),
    subject: input.subject || null,
    body,
    action: input.action,
    comment: html,
    guidCompany: input.guidCompany ?? null,
    guidDevice: input.guidDevice ?? null,
    guidUser: actor.guid,
    created: now,
    edited: now,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(comments).values(row);
    await audit(tx, actor, 'create', 'comment', row.guid, null, row);
  });
  const created = await findComment(ctx.db, row.guid);
  if (!created) throw notFound(COMMENT);
  return toComment(created);
}

/** Deletes a comment (comments/policy.ts decides who may). */
export async function deleteComment(ctx: AppContext, actor: Actor, guid: string) {
  const row = assertMayDelete(actor, await findComment(ctx.db, guid));
  await ctx.db.transaction(async (tx) => {
    await tx.delete(comments).where(eq(comments.guid, guid));
    await audit(tx, actor, 'delete', 'comment', guid, toComment(row), null);
  });
}
