import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { operatorTokens } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { sessionOperators } from '../operator-records/queries.js';
import { rightsOfRole } from '../rights/repository.js';
import { sessionUsers } from '../user-records/queries.js';

/** Personal access tokens start with this, so the guard knows where to look them up. */
export const TOKEN_PREFIX = 'vt_';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const isOperatorToken = (token: string) => token.startsWith(TOKEN_PREFIX);

/** The user's tokens (never the token itself: only its hash is stored). */
export async function listTokens(ctx: AppContext, actor: Actor) {
  const rows = await ctx.db
    .select()
    .from(operatorTokens)
    .where(eq(operatorTokens.guidUser, actor.guid))
    .orderBy(desc(operatorTokens.created));
  return rows.map((r) => ({
    guid: r.guid,
    name: r.name,
    created: r.created.getTime(),
    lastUsed: r.lastUsed?.getTime() ?? null,
  }));
}

/** A new token for the user's BI: shown once in this answer, stored as its SHA-256. */
export async function createToken(ctx: AppContext, actor: Actor, name: string) {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = {
    guid: randomUUID(),
    guidUser: actor.guid,
    name,
    tokenHash: hashOf(token),
    created: new Date(ctx.clock.now()),
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(operatorTokens).values(row);
    await audit(tx, actor, 'create', 'operatorToken', row.guid, null, row);
  });
  return { guid: row.guid, name, created: row.created.getTime(), lastUsed: null, token };
}

/** Revokes one of the user's own tokens at once. */
export async function revokeToken(ctx: AppContext, actor: Actor, guid: string) {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(operatorTokens)
      .where(and(eq(operatorTokens.guid, guid), eq(operatorTokens.guidUser, actor.guid)))
      .returning();
    if (!gone) throw notFound('Zugangsschlüssel');
    await audit(tx, actor, 'delete', 'operatorToken', guid, gone, null);
  });
}

/** The actor of a personal access token (read-only: via 'token'), or null when unknown or its user left. */
export async function findActorByOperatorToken(ctx: AppContext, token: string): Promise<Actor | null> {
  const [row] = await ctx.db
    .select({
      tokenGuid: operatorTokens.guid,
      tokenName: operatorTokens.name,
      lastUsed: operatorTokens.lastUsed,
      guid: sessionUsers.guid,
      username: sessionUsers.username,
      guidRole: sessionUsers.guidRole,
      operator: sessionOperators.guidOperator,
      rights: rightsOfRole(sessionUsers.guidRole),
    })
    .from(operatorTokens)
    .innerJoin(sessionUsers, eq(sessionUsers.guid, operatorTokens.guidUser))
    .innerJoin(sessionOperators, eq(sessionOperators.guidUser, sessionUsers.guid))
    .where(eq(operatorTokens.tokenHash, hashOf(token)))
    .limit(1);
  if (!row?.guidRole) return null;
  const now = ctx.clock.now();
  if (!row.lastUsed || now - row.lastUsed.getTime() > 60_000) {
    await ctx.db
      .update(operatorTokens)
      .set({ lastUsed: new Date(now) })
      .where(eq(operatorTokens.guid, row.tokenGuid));
  }
  return {
    guid: row.guid,
    username: row.username,
    guidRole: row.guidRole,
    guidParent: null,
    networkGuid: null,
    rights: row.rights,
    operator: { guid: row.operator, via: 'token', token: row.tokenGuid, tokenName: row.tokenName },
  };
}
