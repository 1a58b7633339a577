import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { appVersions } from '../db/schema.js';
import { AppError, notFound } from '../lib/errors.js';
import type { PlayerCaches } from '../lib/invalidation.js';
import { type RateLimiter, TokenBuckets } from '../lib/token-buckets.js';
import { withAnnouncements } from './announcements.js';
import { DeviceCache, type DeviceEntry, type DeviceRecord } from './device-cache.js';
import { type Fingerprint, readFingerprint } from './fingerprint.js';
import {
  HEARTBEAT_WRITE_INTERVAL_MS,
  HeartbeatBuffer,
  PGLITE_ROWS_PER_STATEMENT,
  POSTGRES_ROWS_PER_STATEMENT,
} from './heartbeat.js';
import { answerBody, answerGzip, etagOf, matchesIfNoneMatch, type PlaylistView, viewAt } from './payload.js';
import { PlaylistCache } from './playlist-cache.js';
import { PushHub } from './push-hub.js';
import { registerDevice, registrationLimiter } from './registration.js';
import { ServedLog } from './served-log.js';
import { StaleCheck } from './stale-check.js';

export interface PollInput {
  key: string;
  version?: string;
  diskUsageCurrent?: number;
  diskUsageMax?: number;
  ip: string;
  ifNoneMatch?: string;
  secret?: string;
  /** scheme://host for absolute URLs, JSON-safe. */
  base: string;
  /** The player accepts a gzip-compressed answer. */
  gzip?: boolean;
}

export type PollResult = { status: 200; etag: string; body: Buffer } | { status: 304; etag: string };

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();

export function secretMatches(record: Pick<DeviceRecord, 'secretHash'>, secret: string | undefined): boolean {
  if (!record.secretHash || !secret) return false;
  const expected = Buffer.from(record.secretHash, 'hex');
  const given = hashSecret(secret);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const secretRefused = () =>
  new AppError('DEVICE_SECRET', 'Das Gerätegeheimnis (Header X-Device-Secret) fehlt oder ist falsch.');

/**
 * Whether a known device may talk to the server (the poll and the play reports, modules/plays): 404 for a scrapped or
 * archived one, 401 without the right X-Device-Secret where its network requires one.
 */
export function admitDevice(record: DeviceRecord, secret: string | undefined): void {
  if (record.deviceState === 'VER' || record.isArchived === 1) throw notFound('Gerät');
  if (record.secretRequired && !secretMatches(record, secret)) throw secretRefused();
}

/** 429 with Retry-After (whole seconds) for a key that polls faster than POLL_LIMIT allows. */
export const pollingTooOften = (waitMs: number) =>
  new AppError('TOO_MANY_POLLS', 'Dieses Gerät fragt zu oft an. Bitte warten Sie einen Moment.', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  });

/** The screens' protocol: resolved playlists and device settings from memory, heartbeats batched. */
export class PlayerService implements PlayerCaches {
  readonly playlists: PlaylistCache;
  readonly devices: DeviceCache;
  readonly heartbeats: HeartbeatBuffer;
  readonly registrations: RateLimiter;
  /** Polls per device key (POLL_LIMIT per POLL_LIMIT_WINDOW_SECONDS). */
  readonly polls: TokenBuckets;
  /** The browser screens' push connections (GET /api/push). */
  readonly push: PushHub;
  /** Which items were served which screen (play_served; the play reports are checked against it). */
  readonly served: ServedLog;
  private defaultAppName: Promise<string | null> | null = null;
  private readonly stale: StaleCheck;
  private revalidateTimer: NodeJS.Timeout | null = null;
  private unregister: (() => void) | null = null;
  private unregisterPush: (() => void) | null = null;

  constructor(private readonly ctx: AppContext) {
    const onError = (err: unknown) => this.logError(err);
    this.playlists = new PlaylistCache(ctx.db);
    this.devices = new DeviceCache(
      ctx.db,
      () => this.defaultApp(),
      onError,
      () => ctx.clock.now(),
    );
    this.heartbeats = new HeartbeatBuffer(ctx.db, onError, {
      rowsPerStatement: ctx.config.databaseUrl ? POSTGRES_ROWS_PER_STATEMENT : PGLITE_ROWS_PER_STATEMENT,
      vacuum: !ctx.config.databaseUrl,
      devices: () => this.devices.size,
      now: () => ctx.clock.now(),
      // Never close to the offline threshold (it can be set to minutes), and well within the silence that turns a
      // screen yellow, so another process never sees a polling screen silent.
      writeIntervalMs: Math.min(
        HEARTBEAT_WRITE_INTERVAL_MS,
        ctx.config.offlineAfterMs / 10,
        ctx.config.silentAfterMs / 3,
      ),
    });
    this.served = new ServedLog(ctx.db, onError);
    this.registrations = registrationLimiter(ctx);
    this.polls = new TokenBuckets(ctx.clock, ctx.config.pollLimit, ctx.config.pollLimitWindowMs);
    const sources = {
      device: (guid: string) => this.entryOf(guid),
      playlist: async (root: string | null) => this.playlists.peek(root) ?? this.playlists.get(root),
      etag: async (entry: DeviceEntry) => (await this.current(entry, ctx.clock.now())).etag,
      admit: (entry: DeviceEntry, secret: string | undefined) => admitDevice(entry.record, secret),
      onError,
    };
    this.push = new PushHub(sources, ctx.metrics.registry);
    this.stale = new StaleCheck(ctx.metrics.staleAnswersHealed);
  }

  errorLog: (err: unknown) => void = () => {};
  /** A stale answer found and healed (the app's logger, at warn). */
  warnLog: (details: object, message: string) => void = () => {};

  start(): void {
    this.unregister ??= this.ctx.invalidation.register(this);
    // After the caches: a screen told `changed` polls answers computed anew.
    this.unregisterPush ??= this.ctx.invalidation.register(this.push);
    this.push.start();
    this.heartbeats.start(this.ctx.config.heartbeatFlushMs);
    this.served.start();
    // A safety net behind the write units' notices (and the processes' NOTIFY, db/change-notices.ts), on PGlite
    // and PostgreSQL, every REVALIDATE_SECONDS: it heals a missed change and reports it.
    if (!this.revalidateTimer) {
      const every = this.ctx.config.revalidateMs;
      this.revalidateTimer = setInterval(() => void this.revalidate().catch((e) => this.logError(e)), every);
      this.revalidateTimer.unref();
    }
  }

  async close(): Promise<void> {
    this.heartbeats.stop();
    this.served.stop();
    if (this.revalidateTimer) clearInterval(this.revalidateTimer);
    this.revalidateTimer = null;
    await this.heartbeats.flush();
    await this.served.flush().catch((e) => this.logError(e));
    this.unregister?.();
    this.unregister = null;
    this.push.close();
    this.unregisterPush?.();
    this.unregisterPush = null;
  }

  /** Writes pending heartbeats now (tests; also run every heartbeatFlushMs and on close). */
  async flush(): Promise<number> {
    await this.served.flush();
    return this.heartbeats.flush();
  }

  /** Forgets caches, pending heartbeats and registration counters (tests). */
  reset(): void {
    this.playlistsChanged();
    this.devicesChanged();
    this.heartbeats.clear();
    this.served.clear();
    this.registrations.reset();
    this.polls.reset();
    this.stale.reset();
  }

  playlistsChanged(guids?: readonly string[]): void {
    this.playlists.playlistsChanged(guids);
  }

  mediaChanged(guids?: readonly string[]): void {
    this.playlists.mediaChanged(guids);
  }

  devicesChanged(guids?: readonly string[]): void {
    if (!guids) this.defaultAppName = null;
    this.devices.invalidate(guids);
  }

  /**
   * Compares each answer table's fingerprint with the last one; a difference no notice explains is healed at once
   * and counted with a warning (player/stale-check.ts). Skipped while a write unit is between commit and notice.
   */
  async revalidate(): Promise<void> {
    if (this.ctx.writes.inFlight > 0) return;
    const heard = this.ctx.invalidation.takeHeard();
    const next: Fingerprint = await readFingerprint(this.ctx.db);
    if (this.ctx.writes.inFlight > 0) {
      this.stale.keep(heard);
      return;
    }
    const { heal, stale } = this.stale.check(next, heard);
    for (const table of stale) this.warnLog({ table }, 'stale screen answer healed: a write told no screen');
    // This app's caches and push screens directly, without a notice (it would explain itself).
    for (const caches of [this, this.push]) {
      if (heal.has('playlists')) caches.playlistsChanged();
      if (heal.has('media')) caches.mediaChanged();
      if (heal.has('devices')) caches.devicesChanged();
    }
  }

  private defaultApp(): Promise<string | null> {
    this.defaultAppName ??= this.ctx.db
      .select({ name: appVersions.name })
      .from(appVersions)
      .where(eq(appVersions.isDefault, 1))
      .orderBy(appVersions.name)
      .limit(1)
      .then((rows) => rows[0]?.name ?? null);
    return this.defaultAppName;
  }

  private logError(err: unknown) {
    this.errorLog(err);
  }

  /** One poll of GET /api/playlist. */
  async poll(input: PollInput): Promise<PollResult> {
    const key = input.key.toLowerCase();
    const wait = this.polls.take(key);
    if (wait > 0) throw pollingTooOften(wait);
    // From memory without an await where possible (every poll after the first): no promise of its own.
    let entry = this.devices.peek(key) ?? (await this.devices.load(key));
    if (!entry) {
      await registerDevice(this.ctx, this.registrations, key, { ip: input.ip, version: input.version ?? null });
      entry = await this.devices.load(key);
      if (!entry) throw notFound('Gerät');
    }
    const { record } = entry;
    admitDevice(record, input.secret);
    const now = this.ctx.clock.now();
    const { etag, view } = this.memoAt(entry, now) ?? (await this.current(entry, now));
    this.heartbeats.record(key, {
      at: now,
      ip: input.ip,
      version: input.version ?? null,
      diskUsageCurrent: input.diskUsageCurrent ?? null,
      diskUsageMax: input.diskUsageMax ?? null,
      etag,
    });
    this.served.note(key, entry, view, now);
    if (matchesIfNoneMatch(input.ifNoneMatch, etag)) return { status: 304, etag };
    const answer = input.gzip ? answerGzip : answerBody;
    return { status: 200, etag, body: answer(now, etag, entry.rendered, view, input.base) };
  }

  /**
   * The device's entry from memory, else loaded; null for an unknown key. With the database out of reach the load
   * rejects, and every player route (poll, push, plays, showing, snapshot) answers the same 503 (plugins/errors.ts),
   * never 404: a screen must not take an outage for its deletion.
   */
  private async entryOf(guid: string): Promise<DeviceEntry | null> {
    return this.devices.peek(guid) ?? (await this.devices.load(guid));
  }

  /** A known device's record after admitDevice (no registration, no heartbeat); 404 for an unknown key. */
  async knownDevice(key: string, secret: string | undefined): Promise<DeviceRecord> {
    const entry = await this.entryOf(key.toLowerCase());
    if (!entry) throw notFound('Gerät');
    admitDevice(entry.record, secret);
    return entry.record;
  }

  /**
   * What the device would receive now, for the staff's 'Aktuelle Playlist' tab: no heartbeat, no
   * registration, no device secret (the caller's rights were checked). Null for an unknown device.
   */
  async preview(guid: string, base: string): Promise<{ etag: string; body: Buffer } | null> {
    const entry = await this.entryOf(guid);
    if (!entry) return null;
    const now = this.ctx.clock.now();
    const { etag, view } = await this.current(entry, now);
    return { etag, body: answerBody(now, etag, entry.rendered, view, base) };
  }

  /** The last view and ETag while their phase lasts and the playlist in memory is the same, else null. */
  private memoAt(entry: DeviceEntry, now: number): NonNullable<DeviceEntry['memo']> | null {
    const memo = entry.memo;
    if (!memo || now < memo.from || now >= memo.till) return null;
    return memo.resolved === this.playlists.peek(entry.record.guidPlaylist) ? memo : null;
  }

  /** The view and ETag of the device at `now`; the last ones again while their phase lasts. */
  private async current(entry: DeviceEntry, now: number): Promise<{ view: PlaylistView; etag: string }> {
    const guidPlaylist = entry.record.guidPlaylist;
    const resolved = this.playlists.peek(guidPlaylist) ?? (await this.playlists.get(guidPlaylist));
    const memo = entry.memo;
    if (memo && memo.resolved === resolved && memo.from <= now && now < memo.till) return memo;
    const base = viewAt(resolved, now, entry.record.orientation, entry.place);
    const { view, from, till } = withAnnouncements(base, entry.announcements, now);
    const etag = memo?.view === view ? memo.etag : etagOf(entry.rendered, view);
    entry.memo = { resolved, view, etag, from, till };
    return entry.memo;
  }

  /**
   * The ETag each device would get now (for 'aktuell' / 'ausstehend' in the device lists), from the player's
   * own copy of the devices (loaded in batches when missing), as their hours and on-time are part of it.
   */
  async currentEtags(records: ReadonlyArray<Pick<DeviceRecord, 'guid'>>): Promise<Map<string, string>> {
    const entries = await Promise.all(records.map((r) => this.entryOf(r.guid)));
    const now = this.ctx.clock.now();
    const result = new Map<string, string>();
    for (const entry of entries) {
      if (entry) result.set(entry.record.guid, (await this.current(entry, now)).etag);
    }
    return result;
  }
}
