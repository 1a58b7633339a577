import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { HashRefused, type HashTicket } from '../../lib/hash-queue.js';
import { hashRefusal, verifyPassword } from '../../lib/password.js';
import { addressKey } from '../../lib/token-buckets.js';
import { actorNetworkOf } from '../../tenancy/index.js';
import { companyRowsAs } from '../company-records/queries.js';
import { sessionOperators } from '../operator-records/queries.js';
import { rightsOfRole } from '../rights/repository.js';
import { sessionUsers, signInFactsOf } from '../user-records/queries.js';

/** The company of the session's user (the users and companies modules' derived tables, modules/*-records). */
const sessionCompany = companyRowsAs('session_company');

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/**
 * lastSeen is written at most this often (a minute, a tenth of the idle time if less), so reads do not
 * turn into writes. The last request may thus be up to this much newer than lastSeen: the idle check
 * adds it, so an active session never expires early (an idle one at most this much late).
 */
const touchIntervalMs = (idleMs: number) => Math.min(60_000, Math.floor(idleMs / 10));

/**
 * Checks the password in the hash queue (lib/hash-queue.ts): an address over its limit is refused before any
 * hashing, a browser the user signed in from before takes the known lane, everyone else the open lane ranked
 * by the address's recent failures. A login the full queue turns away counts as a failure of its address.
 */
export async function login(
  ctx: AppContext,
  username: string,
  password: string,
  ip: string,
  knownDevice = false,
): Promise<{ token: string; username: string } | null> {
  // A wrong password or a refusal answers loginRefusalMs late, after the hash slot is free again: a flood's
  // clients, which retry as soon as they have an answer, send a fraction of the requests.
  const late = () => (ctx.config.loginRefusalMs > 0 ? delay(ctx.config.loginRefusalMs) : undefined);
  try {
    const result = await checkLogin(ctx, username, password, ip, knownDevice);
    if (!result) await late();
    return result;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'TOO_MANY_ATTEMPTS' || error.code === 'BUSY')) await late();
    throw error;
  }
}

async function checkLogin(
  ctx: AppContext,
  username: string,
  password: string,
  ip: string,
  knownDevice: boolean,
): Promise<{ token: string; username: string } | null> {
  const { waitMs, failures } = await ctx.throttle.check(ip, username, knownDevice);
  if (waitMs > 0) {
    throw new AppError(
      'TOO_MANY_ATTEMPTS',
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${Math.ceil(waitMs / 60_000)} Minute(n) erneut.`,
      { headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) } },
    );
  }
  const ticket: HashTicket = {
    address: addressKey(ip),
    lane: knownDevice ? 'known' : 'open',
    rank: failures,
    user: username.toLowerCase(),
  };
  const refused = async (error: unknown): Promise<never> => {
    if (error instanceof HashRefused) await ctx.throttle.refused(ip);
    throw error;
  };
  // Turned away at once, before the user is looked up, when the queue would not take it.
  const refusal = hashRefusal(ticket);
  if (refusal) await refused(refusal);
  const user = await signInFactsOf(ctx.db, username);
  const ok = await verifyPassword(password, user?.passwordHash ?? null, ctx.config.scryptCost, ticket).catch(refused);
  // A user without a role (new, not yet given one) has no rights and may not sign in.
  if (!user || !ok || !user.guidRole) {
    await ctx.throttle.fail(ip, username);
    return null;
  }
  await ctx.throttle.succeed(ip, username);
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await ctx.db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
  await ctx.db.insert(sessions).values({
    tokenHash: hashToken(token),
    guidUser: user.guid,
    created: new Date(now),
    lastSeen: new Date(now),
    expiresAt: new Date(now + ctx.config.sessionMaxMs),
  });
  return { token, username: user.username };
}

export async function logout(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user but the one of `keepToken` (the session that changed its own password). */
export async function revokeSessionsOf(
  ctx: AppContext,
  guidUser: string,
  keepToken: string | null = null,
): Promise<void> {
  if (!keepToken) {
    await endSessionsOf(ctx.db, guidUser);
    return;
  }
  await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.guidUser, guidUser), ne(sessions.tokenHash, hashToken(keepToken))));
}

/** Ends every session of a user (also inside a caller's transaction); returns how many there were. */
export async function endSessionsOf(db: Db, guidUser: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.guidUser, guidUser)).returning({ t: sessions.tokenHash });
  return ended.length;
}

/** The actor behind a token, or null when the token is unknown, idle too long or past its absolute expiry. */
export async function findActorByToken(ctx: AppContext, token: string): Promise<Actor | null> {
  const tokenHash = hashToken(token);
  const [row] = await ctx.db
    .select({
      guid: sessionUsers.guid,
      username: sessionUsers.username,
      guidRole: sessionUsers.guidRole,
      guidParent: sessionUsers.guidParent,
      parentOfParent: sessionCompany.guidParent,
      parentIsMother: sessionCompany.isMother,
      lastSeen: sessions.lastSeen,
      expiresAt: sessions.expiresAt,
      rights: rightsOfRole(sessionUsers.guidRole),
      operator: sessionOperators.guidOperator,
    })
    .from(sessions)
    .innerJoin(sessionUsers, eq(sessionUsers.guid, sessions.guidUser))
    .leftJoin(sessionCompany, eq(sessionCompany.guid, sessionUsers.guidParent))
    .leftJoin(sessionOperators, eq(sessionOperators.guidUser, sessionUsers.guid))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row?.guidRole) return null;
  const now = ctx.clock.now();
  const idle = now - row.lastSeen.getTime();
  const touchMs = touchIntervalMs(ctx.config.sessionIdleMs);
  if (row.expiresAt.getTime() <= now || idle > ctx.config.sessionIdleMs + touchMs) {
    await ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (idle >= touchMs) {
    await ctx.db
      .update(sessions)
      .set({ lastSeen: new Date(now) })
      .where(and(eq(sessions.tokenHash, tokenHash)));
  }
  const networkGuid = actorNetworkOf(row.guidParent, { isMother: row.parentIsMother, guidParent: row.parentOfParent });
  return {
    guid: row.guid,
    username: row.username,
    guidRole: row.guidRole,
    guidParent: row.guidParent,
    networkGuid,
    rights: row.rights,
    ...(row.operator ? { operator: { guid: row.operator, via: 'portal' as const } } : {}),
  };
}
