import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { devices } from '../db/schema.js';

export interface Heartbeat {
  at: number;
  ip: string | null;
  version: string | null;
  diskUsageCurrent: number | null;
  diskUsageMax: number | null;
  /** The ETag the device now has. */
  etag: string;
}

/**
 * Rows per UPDATE statement on PGlite. It runs in the server's own thread, so a flush of thousands of
 * devices is written as several short statements with the event loop free in between (≈ 5–10 ms each).
 */
export const PGLITE_ROWS_PER_STATEMENT = 250;
/** PostgreSQL runs in its own processes: one statement per flush (capped so a statement stays bounded). */
export const POSTGRES_ROWS_PER_STATEMENT = 20_000;
/**
 * How often a device's heartbeat is written at most while nothing else about it changes. A device is
 * yellow after 15 minutes (SILENT_AFTER_MINUTES; the player service writes within a third of it) and offline
 * only after hours (OFFLINE_AFTER_HOURS), so minutes are plenty; writing every poll of every
 * device was the largest cost of a poll on PGlite. A new ETag (the device got new content), a device
 * that was not written before (first poll, or back after a restart) and shutdown are written at the
 * next flush; this process answers from the newest heartbeat in memory meanwhile (peek).
 */
export const HEARTBEAT_WRITE_INTERVAL_MS = 5 * 60_000;
/** Dead row versions written before PGlite (no autovacuum) vacuums the devices table. */
const VACUUM_AFTER_ROWS = 10_000;

export interface HeartbeatOptions {
  rowsPerStatement?: number;
  /** Run VACUUM on devices now and then (PGlite has no autovacuum; PostgreSQL does it by itself). */
  vacuum?: boolean;
  /** How many devices poll (the vacuum threshold grows with it). */
  devices?: () => number;
  vacuumAfterRows?: number;
  /** See HEARTBEAT_WRITE_INTERVAL_MS. */
  writeIntervalMs?: number;
  /** The clock the write interval is measured with (the heartbeats' `at` come from it). */
  now?: () => number;
}

/**
 * Keeps the latest heartbeat per device in memory (a device that polls twice between flushes is written
 * once) and writes the pending ones that are due (HEARTBEAT_WRITE_INTERVAL_MS) every flush interval with
 * UPDATE … FROM jsonb_to_recordset: one statement on PostgreSQL, short statements of
 * PGLITE_ROWS_PER_STATEMENT rows on PGlite. flush() writes every pending one (shutdown, tests).
 */
export class HeartbeatBuffer {
  private pending = new Map<string, Heartbeat>();
  /** The last heartbeat written per device. */
  private readonly written = new Map<string, Heartbeat>();
  /** Taken from pending, their write not yet done: still the newest a reader can know (peek). */
  private readonly writing = new Map<string, Heartbeat>();
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private rowsSinceVacuum = 0;
  private readonly rowsPerStatement: number;
  private readonly vacuum: boolean;
  private readonly devices: () => number;
  private readonly vacuumAfterRows: number;
  private readonly writeIntervalMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
    options: HeartbeatOptions = {},
  ) {
    this.rowsPerStatement = options.rowsPerStatement ?? POSTGRES_ROWS_PER_STATEMENT;
    this.vacuum = options.vacuum ?? false;
    this.devices = options.devices ?? (() => 0);
    this.vacuumAfterRows = options.vacuumAfterRows ?? VACUUM_AFTER_ROWS;
    this.writeIntervalMs = options.writeIntervalMs ?? HEARTBEAT_WRITE_INTERVAL_MS;
    this.now = options.now ?? Date.now;
  }

  /** A poll that leaves out a value (or sent an invalid one) keeps the one an earlier pending poll reported. */
  record(guid: string, heartbeat: Heartbeat): void {
    const earlier = this.pending.get(guid);
    this.pending.set(
      guid,
      earlier
        ? {
            ...heartbeat,
            ip: heartbeat.ip ?? earlier.ip,
            version: heartbeat.version ?? earlier.version,
            diskUsageCurrent: heartbeat.diskUsageCurrent ?? earlier.diskUsageCurrent,
            diskUsageMax: heartbeat.diskUsageMax ?? earlier.diskUsageMax,
          }
        : heartbeat,
    );
  }

  get size(): number {
    return this.pending.size;
  }

  /**
   * The newest heartbeat of a device this process knows: pending, being written, or written within the write
   * interval. A reader that read the device's row before a write committed still gets it here, so a screen never
   * looks unseen while its first heartbeat is on the way to the database.
   */
  peek(guid: string): Heartbeat | undefined {
    return this.pending.get(guid) ?? this.writing.get(guid) ?? this.written.get(guid);
  }

  /**
   * peek(), but only when it is not older than the device row's `storedAt`: another process may have written a
   * newer heartbeat of the same screen since this one wrote its last.
   */
  newerThan(guid: string, storedAt: number | null): Heartbeat | undefined {
    const known = this.peek(guid);
    return known && (storedAt === null || known.at >= storedAt) ? known : undefined;
  }

  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flushDue().catch(this.onError);
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Writes everything recorded before this call; resolves with the number of devices written. */
  flush(): Promise<number> {
    return this.enqueue(() => this.take(() => true));
  }

  /** Writes the pending heartbeats that are due (see HEARTBEAT_WRITE_INTERVAL_MS). */
  flushDue(): Promise<number> {
    return this.enqueue(() => {
      const now = this.now();
      // Written longer ago than the interval is due like never written: forgetting those keeps devices
      // that stopped polling, or were deleted, out of memory.
      for (const [guid, last] of this.written) if (now - last.at >= this.writeIntervalMs) this.written.delete(guid);
      return this.take((guid, h) => this.written.get(guid)?.etag !== h.etag);
    });
  }

  /** Devices whose last write is remembered (written within the write interval). */
  get remembered(): number {
    return this.written.size;
  }

  clear(): void {
    this.pending.clear();
    this.writing.clear();
    this.written.clear();
  }

  private enqueue(select: () => Array<[string, Heartbeat]>): Promise<number> {
    const run = this.chain.then(() => this.write(select()));
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Removes the selected heartbeats from the pending ones. */
  private take(selected: (guid: string, h: Heartbeat) => boolean): Array<[string, Heartbeat]> {
    const batch: Array<[string, Heartbeat]> = [];
    for (const entry of this.pending) if (selected(entry[0], entry[1])) batch.push(entry);
    for (const [guid, h] of batch) {
      this.pending.delete(guid);
      this.writing.set(guid, h);
    }
    return batch;
  }

  private async write(batch: Array<[string, Heartbeat]>): Promise<number> {
    try {
      return await this.writeBatch(batch);
    } finally {
      for (const [guid, h] of batch) if (this.writing.get(guid) === h) this.writing.delete(guid);
    }
  }

  private async writeBatch(batch: Array<[string, Heartbeat]>): Promise<number> {
    if (batch.length === 0) return 0;
    for (let i = 0; i < batch.length; i += this.rowsPerStatement) {
      const chunk = batch.slice(i, i + this.rowsPerStatement);
      // PGlite answers within the same turn of the event loop: let waiting requests in between statements.
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      try {
        await this.update(chunk);
        for (const [guid, h] of chunk) this.written.set(guid, h);
      } catch (err) {
        // Keep what was not written unless the device has polled again meanwhile.
        for (const [guid, h] of batch.slice(i)) if (!this.pending.has(guid)) this.pending.set(guid, h);
        throw err;
      }
    }
    this.rowsSinceVacuum += batch.length;
    if (this.vacuum && this.rowsSinceVacuum >= Math.max(this.vacuumAfterRows, this.devices() / 5)) {
      this.rowsSinceVacuum = 0;
      await this.db.execute(sql`vacuum ${devices}`);
    }
    return batch.length;
  }

  private async update(batch: Array<[string, Heartbeat]>): Promise<void> {
    const rows = batch.map(([guid, h]) => ({
      guid,
      at: new Date(h.at).toISOString(),
      ip: h.ip,
      ver: h.version,
      dc: h.diskUsageCurrent,
      dm: h.diskUsageMax,
      etag: h.etag,
    }));
    await this.db.execute(sql`update ${devices} d set
        last_heartbeat = v.at,
        remote_address = coalesce(v.ip, d.remote_address),
        client_version_string = coalesce(v.ver, d.client_version_string),
        disk_usage_current = coalesce(v.dc, d.disk_usage_current),
        disk_usage_max = coalesce(v.dm, d.disk_usage_max),
        last_etag = v.etag
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as v(guid uuid, at timestamptz, ip text, ver text, dc bigint, dm bigint, etag text)
      where d.guid = v.guid`);
  }
}
