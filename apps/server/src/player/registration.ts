import type { AuditAction } from '@signage/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../context.js';
import { audit } from '../db/audit.js';
import type { Db } from '../db/client.js';
import { devices } from '../db/schema.js';
import { rowsWritten } from '../db/write-unit.js';
import { AppError } from '../lib/errors.js';
import { addressKey, type RateLimiter } from '../lib/token-buckets.js';
import { removeSnapshotPictures, snapshotPictureKey } from './snapshot-files.js';

/** REGISTRATION_LIMIT's default. */
export const REGISTRATIONS_PER_IP = 10;
export const REGISTRATION_WINDOW_MS = 3_600_000;
/**
 * Waiting new devices (no network) at most, and at most MAX_UNASSIGNED_PER_PREFIX of them (or REGISTRATION_LIMIT,
 * if higher) from one source prefix (addressKey: an IPv4 address, an IPv6 /64). A registration beyond either cap
 * is never refused: the least recently seen waiting device of that prefix, or of the prefix that holds the most,
 * makes room. So a flood of fake registrations churns its own, and a real screen can always register and pair.
 */
export const MAX_UNASSIGNED_NEW = 1000;
export const MAX_UNASSIGNED_PER_PREFIX = 100;
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

interface Waiting {
  guid: string;
  prefix: string;
  seen: number;
}

/** Every waiting new device with its source prefix and last sign of life (at most the caps, a few kB). */
async function waitingDevices(db: Db): Promise<Waiting[]> {
  const rows = await db
    .select({
      guid: devices.guid,
      remoteAddress: devices.remoteAddress,
      seen: sql<number>`extract(epoch from coalesce(${devices.lastHeartbeat}, ${devices.created}, 'epoch'))::float8`,
    })
    .from(devices)
    .where(unassignedNew);
  return rows.map((r) => ({ guid: r.guid, prefix: addressKey(r.remoteAddress ?? ''), seen: Number(r.seen) }));
}

const leastRecentlySeen = (list: Waiting[]) =>
  list.reduce((a, b) => (b.seen < a.seen || (b.seen === a.seen && b.guid < a.guid) ? b : a));

/**
 * The waiting devices that make room for one more from `prefix`: its own least recently seen one when the
 * prefix is at its cap; else, while all of them are at the global cap, the least recently seen of the prefix
 * that holds the most (a real screen from a prefix of its own is the last to go).
 */
export function makeRoom(waiting: readonly Waiting[], prefix: string, perPrefix: number): string[] {
  const groups = new Map<string, Waiting[]>();
  for (const w of waiting) {
    const group = groups.get(w.prefix);
    if (group) group.push(w);
    else groups.set(w.prefix, [w]);
  }
  const own = groups.get(prefix) ?? [];
  if (own.length >= perPrefix) return [leastRecentlySeen(own).guid];
  const victims: string[] = [];
  for (let left = waiting.length; left >= MAX_UNASSIGNED_NEW; left--) {
    const largest = [...groups.values()].reduce((a, b) => (b.length > a.length ? b : a));
    const victim = leastRecentlySeen(largest);
    largest.splice(largest.indexOf(victim), 1);
    victims.push(victim.guid);
  }
  return victims;
}

export const tooManyFromAddress = () =>
  new AppError(
    'TOO_MANY_REGISTRATIONS',
    'Von dieser Adresse wurden zu viele neue Geräte angemeldet. Bitte versuchen Sie es später erneut.',
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
  // Count, make room and insert under one transaction-scoped lock: concurrent registrations (other connections,
  // other processes on the same PostgreSQL) wait for each other, so the caps can never be exceeded.
  const perPrefix = Math.max(MAX_UNASSIGNED_PER_PREFIX, ctx.config.registrationLimit);
  const evicted = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK})`);
    const victims = makeRoom(await waitingDevices(tx), addressKey(info.ip), perPrefix);
    const gone = victims.length ? await deleteWaiting(tx, null, 'evict-unknown', inArray(devices.guid, victims)) : [];
    const inserted = await tx.insert(devices).values(row).onConflictDoNothing().returning({ guid: devices.guid });
    rowsWritten(tx, devices, [guid]);
    if (inserted.length) await audit(tx, null, 'register', 'device', guid, null, row);
    return gone;
  });
  await forgetDeleted(ctx, evicted);
}

/** After the commit that deleted waiting devices (the write unit told the screens' caches): their pictures go. */
async function forgetDeleted(ctx: AppContext, guids: string[]): Promise<void> {
  if (guids.length === 0) return;
  await removeSnapshotPictures(ctx.files, guids.map(snapshotPictureKey));
}

async function deleteWaiting(tx: Db, actor: Actor | null, action: AuditAction, where?: SQL): Promise<string[]> {
  const gone = await tx
    .delete(devices)
    .where(where ? and(unassignedNew, where) : unassignedNew)
    .returning({ guid: devices.guid, remoteAddress: devices.remoteAddress });
  const guids = gone.map((g) => g.guid);
  rowsWritten(tx, devices, guids);
  if (gone.length) await audit(tx, actor, action, 'device', null, { count: gone.length, devices: gone }, null);
  return guids;
}

/**
 * Deletes waiting NEW devices matching `where` (at most unassigned NEW ones) with their requested pictures; returns
 * their guids.
 */
export async function removeUnknown(
  ctx: AppContext,
  actor: Actor | null,
  action: AuditAction,
  where?: SQL,
): Promise<string[]> {
  const deleted = await ctx.db.transaction((tx) => deleteWaiting(tx, actor, action, where));
  await forgetDeleted(ctx, deleted);
  return deleted;
}

/** How often the job JobName.deviceExpiry runs: a quarter of the expiry time, at least hourly. */
export const newDeviceExpiryEveryMs = (config: Pick<AppContext['config'], 'newDeviceExpiryMs'>) =>
  Math.min(3_600_000, config.newDeviceExpiryMs / 4);

/** Expiry: NEW devices without network whose last poll (else registration) is older than NEW_DEVICE_EXPIRY_HOURS. */
export function expireUnknown(ctx: AppContext): Promise<string[]> {
  const before = new Date(ctx.clock.now() - ctx.config.newDeviceExpiryMs).toISOString();
  return removeUnknown(
    ctx,
    null,
    'expire-unknown',
    sql`coalesce(${devices.lastHeartbeat}, ${devices.created}) < ${before}::timestamptz`,
  );
}
