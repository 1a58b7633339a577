import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../context.js';
import { audit } from '../db/audit.js';
import type { Db } from '../db/client.js';
import { devices } from '../db/schema.js';
import { AppError } from '../lib/errors.js';
import { addressKey, type RateLimiter } from '../lib/token-buckets.js';

/** REGISTRATION_LIMIT's default. */
export const REGISTRATIONS_PER_IP = 10;
export const REGISTRATION_WINDOW_MS = 3_600_000;
/** New devices without a network at most; beyond that nobody can register until support assigns some. */
export const MAX_UNASSIGNED_NEW = 1000;
/** Any constant: the advisory lock that serialises registrations across connections and processes. */
const REGISTRATION_LOCK = 4_711_001;

/**
 * Registrations per remote address (IPv6 by its /64): REGISTRATION_LIMIT (default 10) at once, refilled over an
 * hour; shared by processes.
 */
export const registrationLimiter = (ctx: AppContext) =>
  ctx.limiter('registrations', ctx.config.registrationLimit, REGISTRATION_WINDOW_MS);

/** NEW devices that wait for a network (what the cap counts and the expiry removes). */
export const unassignedNew = and(
  eq(devices.deviceState, 'NEW'),
  isNull(devices.guidParent),
  isNull(devices.guidCompany),
) as SQL;

async function unassignedNewCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(devices).where(unassignedNew);
  return Number(row?.n ?? 0);
}

export const tooManyFromAddress = () =>
  new AppError(
    'TOO_MANY_REGISTRATIONS',
    'Von dieser Adresse wurden zu viele neue Geräte angemeldet. Bitte versuchen Sie es später erneut.',
  );

const registrationFull = () =>
  new AppError(
    'REGISTRATION_FULL',
    'Es warten bereits zu viele neue Geräte auf ihre Zuordnung. Bitte wenden Sie sich an den Support.',
  );

/** Registers an unknown key as a NEW device without a network (SPEC §4 'unbekannte Geräte'). */
export async function registerDevice(
  ctx: AppContext,
  limiter: RateLimiter,
  guid: string,
  info: { ip: string; version: string | null },
): Promise<void> {
  if ((await limiter.take(addressKey(info.ip))) > 0) throw tooManyFromAddress();
  const now = new Date(ctx.clock.now());
  const row = {
    guid,
    name: `Neues Gerät ${guid.slice(0, 8)}`,
    deviceState: 'NEW',
    remoteAddress: info.ip,
    clientVersionString: info.version,
    lastHeartbeat: now,
    created: now,
    edited: now,
  };
  // Count and insert under one transaction-scoped lock: concurrent registrations (other connections,
  // other processes on the same PostgreSQL) wait for each other, so the cap can never be exceeded.
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK})`);
    if ((await unassignedNewCount(tx)) >= MAX_UNASSIGNED_NEW) throw registrationFull();
    const inserted = await tx.insert(devices).values(row).onConflictDoNothing().returning({ guid: devices.guid });
    if (inserted.length) await audit(tx, null, 'register', 'device', guid, null, row);
  });
}

/** Deletes waiting NEW devices matching `where` (at most unassigned NEW ones); returns their number. */
export async function removeUnknown(ctx: AppContext, actor: Actor | null, action: string, where?: SQL) {
  const deleted = await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(devices)
      .where(where ? and(unassignedNew, where) : unassignedNew)
      .returning({ guid: devices.guid, remoteAddress: devices.remoteAddress });
    if (gone.length) await audit(tx, actor, action, 'device', null, { count: gone.length, devices: gone }, null);
    return gone.map((g) => g.guid);
  });
  if (deleted.length) ctx.invalidation.devicesChanged(deleted);
  return deleted.length;
}

/** Expiry: NEW devices without network whose last poll (else registration) is older than NEW_DEVICE_EXPIRY_HOURS. */
export function expireUnknown(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now() - ctx.config.newDeviceExpiryMs).toISOString();
  return removeUnknown(
    ctx,
    null,
    'expire-unknown',
    sql`coalesce(${devices.lastHeartbeat}, ${devices.created}) < ${before}::timestamptz`,
  );
}
