import { randomInt } from 'node:crypto';
import { PAIRING_ALPHABET, PAIRING_CODE_LENGTH, type PairingAnswer, PRODUCT_NAME } from '@signage/shared';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { devices, pairingCodes } from '../db/schema.js';
import { AppError, notFound } from '../lib/errors.js';
import { addressKey, type RateLimiter } from '../lib/token-buckets.js';
import { pollingTooOften } from './player-service.js';
import { registerDevice, unassignedNew } from './registration.js';

/** A code is valid this long after the screen's last call (every call renews it). */
export const PAIRING_TTL_MS = 15 * 60_000;
/** New codes per remote address (IPv6 by its /64): 20 at once, refilled over an hour. Renewals are free. */
export const NEW_CODES_PER_IP = 20;
export const NEW_CODES_WINDOW_MS = 3_600_000;

export interface PairingLimits {
  /** New codes per address. */
  newCodes: RateLimiter;
}

/** Shared by every server process on one PostgreSQL (AppContext.limiter). */
export const pairingLimits = (ctx: AppContext): PairingLimits => ({
  newCodes: ctx.limiter('pairing-codes', NEW_CODES_PER_IP, NEW_CODES_WINDOW_MS),
});

const tooManyCodes = (waitMs: number) =>
  new AppError(
    'TOO_MANY_REQUESTS',
    'Von dieser Adresse wurden zu viele Kopplungscodes angefordert. Bitte versuchen Sie es später erneut.',
    { headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) } },
  );

export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++) code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)];
  return code;
}

async function screenState(ctx: AppContext, key: string) {
  const [row] = await ctx.db
    .select({
      deviceState: devices.deviceState,
      isArchived: devices.isArchived,
      waiting: sql<boolean>`(${unassignedNew})`,
    })
    .from(devices)
    .where(eq(devices.guid, key))
    .limit(1);
  return row ?? null;
}

export interface PairingCall {
  key: string;
  ip: string;
  /** PUBLIC_URL, else the address the screen called. */
  serverUrl: string;
}

/**
 * POST /api/pairing: the screen's pairing code. An unknown key registers as a NEW device first (same
 * limits as a poll); a screen that already belongs to a network gets `paired`. A waiting screen keeps its
 * code while it keeps calling (each call renews it for PAIRING_TTL_MS); a new code costs a token of the
 * address's bucket, and the call counts against the key's poll limit.
 */
export async function pairingCodeFor(
  ctx: AppContext,
  limits: PairingLimits,
  call: PairingCall,
): Promise<PairingAnswer> {
  const key = call.key.toLowerCase();
  const wait = ctx.player.polls.take(key);
  if (wait > 0) throw pollingTooOften(wait);
  let screen = await screenState(ctx, key);
  if (!screen) {
    await registerDevice(ctx, ctx.player.registrations, key, { ip: call.ip, version: null });
    screen = await screenState(ctx, key);
  }
  if (!screen || screen.deviceState === 'VER' || screen.isArchived === 1) throw notFound('Gerät');
  if (!screen.waiting) return { state: 'paired', deviceGuid: key };
  const now = ctx.clock.now();
  const expiresAt = new Date(now + PAIRING_TTL_MS);
  const waiting = (code: string) => ({
    state: 'waiting' as const,
    code,
    expiresAt: expiresAt.getTime(),
    deviceGuid: key,
    serverUrl: call.serverUrl,
    productName: PRODUCT_NAME,
  });
  for (let attempt = 0; attempt < 5; attempt++) {
    const [renewed] = await ctx.db
      .update(pairingCodes)
      .set({ expiresAt })
      .where(and(eq(pairingCodes.deviceGuid, key), gt(pairingCodes.expiresAt, new Date(now))))
      .returning({ code: pairingCodes.code });
    if (renewed) return waiting(renewed.code);
    if (attempt === 0) {
      const wait = await limits.newCodes.take(addressKey(call.ip));
      if (wait > 0) throw tooManyCodes(wait);
      // Expired codes (this screen's and everybody's) are free again.
      await ctx.db.delete(pairingCodes).where(lte(pairingCodes.expiresAt, new Date(now)));
    }
    // Any conflict (the code is taken, or a parallel call of the same screen won): look again.
    const [inserted] = await ctx.db
      .insert(pairingCodes)
      .values({ deviceGuid: key, code: newPairingCode(), expiresAt, created: new Date(now) })
      .onConflictDoNothing()
      .returning({ code: pairingCodes.code });
    if (inserted) return waiting(inserted.code);
  }
  throw new AppError('INTERNAL', 'Es konnte kein Kopplungscode vergeben werden. Bitte versuchen Sie es erneut.');
}

/** The waiting screen a valid code belongs to, else null. */
export async function screenOfCode(ctx: AppContext, code: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ guid: pairingCodes.deviceGuid })
    .from(pairingCodes)
    .innerJoin(devices, eq(devices.guid, pairingCodes.deviceGuid))
    .where(and(eq(pairingCodes.code, code), gt(pairingCodes.expiresAt, new Date(ctx.clock.now())), unassignedNew))
    .limit(1);
  return row?.guid ?? null;
}

/** Takes a screen's code away before it is claimed: true for exactly one of parallel claims. */
export async function dropPairingCode(ctx: AppContext, deviceGuid: string): Promise<boolean> {
  const gone = await ctx.db
    .delete(pairingCodes)
    .where(eq(pairingCodes.deviceGuid, deviceGuid))
    .returning({ guid: pairingCodes.deviceGuid });
  return gone.length > 0;
}
