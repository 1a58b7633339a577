import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { devices } from '../db/schema.js';
import { audit } from '../lib/audit.js';
import type { Clock } from '../lib/clock.js';
import { AppError } from '../lib/errors.js';

export const REGISTRATIONS_PER_IP = 10;
export const REGISTRATION_WINDOW_MS = 3_600_000;
/** New devices without a network at most; beyond that nobody can register until support assigns some. */
export const MAX_UNASSIGNED_NEW = 1000;

/** Sliding window of registrations per remote address (in memory, per process). */
export class RegistrationLimiter {
  private byIp = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly perIp = REGISTRATIONS_PER_IP,
    private readonly windowMs = REGISTRATION_WINDOW_MS,
  ) {}

  /** Counts one registration for the address; false when its window is full. */
  take(ip: string): boolean {
    const now = this.clock.now();
    const recent = (this.byIp.get(ip) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.perIp) {
      this.byIp.set(ip, recent);
      return false;
    }
    recent.push(now);
    this.byIp.set(ip, recent);
    if (this.byIp.size > 10_000) this.prune(now);
    return true;
  }

  reset(): void {
    this.byIp.clear();
  }

  private prune(now: number) {
    for (const [ip, times] of this.byIp) if (times.every((t) => now - t >= this.windowMs)) this.byIp.delete(ip);
  }
}

async function unassignedNewCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(devices)
    .where(and(eq(devices.deviceState, 'NEW'), isNull(devices.guidParent), isNull(devices.guidCompany)));
  return Number(row?.n ?? 0);
}

export const tooManyFromAddress = () =>
  new AppError(
    'TOO_MANY_REGISTRATIONS',
    'Von dieser Adresse wurden zu viele neue Geräte angemeldet. Bitte versuchen Sie es später erneut.',
  );

/** Registers an unknown key as a NEW device without a network (SPEC §4 'unbekannte Geräte'). */
export async function registerDevice(
  ctx: AppContext,
  limiter: RegistrationLimiter,
  guid: string,
  info: { ip: string; version: string | null },
): Promise<void> {
  if (!limiter.take(info.ip)) throw tooManyFromAddress();
  if ((await unassignedNewCount(ctx.db)) >= MAX_UNASSIGNED_NEW) {
    throw new AppError(
      'REGISTRATION_FULL',
      'Es warten bereits zu viele neue Geräte auf ihre Zuordnung. Bitte wenden Sie sich an den Support.',
    );
  }
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
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx.insert(devices).values(row).onConflictDoNothing().returning({ guid: devices.guid });
    if (inserted.length) await audit(tx as Db, null, 'register', 'device', guid, null, row);
  });
}
