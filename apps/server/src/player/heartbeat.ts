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

/** A flush starts early once this many devices are pending, so one statement stays short. */
export const MAX_BATCH = 400;
/** Dead row versions written before PGlite (no autovacuum) vacuums the devices table. */
const VACUUM_AFTER_ROWS = 10_000;

export interface HeartbeatOptions {
  maxBatch?: number;
  /** Run VACUUM on devices now and then (PGlite has no autovacuum; PostgreSQL does it by itself). */
  vacuum?: boolean;
  /** How many devices poll (the vacuum threshold grows with it). */
  devices?: () => number;
  vacuumAfterRows?: number;
}

/**
 * Keeps the latest heartbeat per device in memory and writes all pending ones in ONE statement
 * (UPDATE … FROM jsonb_to_recordset) per flush: every flush interval, and earlier when MAX_BATCH
 * devices are pending (PGlite runs in the server's thread, so a statement must not take long).
 */
export class HeartbeatBuffer {
  private pending = new Map<string, Heartbeat>();
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private early = false;
  private rowsSinceVacuum = 0;
  private readonly maxBatch: number;
  private readonly vacuum: boolean;
  private readonly devices: () => number;
  private readonly vacuumAfterRows: number;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
    options: HeartbeatOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? MAX_BATCH;
    this.vacuum = options.vacuum ?? false;
    this.devices = options.devices ?? (() => 0);
    this.vacuumAfterRows = options.vacuumAfterRows ?? VACUUM_AFTER_ROWS;
  }

  record(guid: string, heartbeat: Heartbeat): void {
    this.pending.set(guid, heartbeat);
    if (this.pending.size >= this.maxBatch && !this.early) {
      this.early = true;
      this.flush()
        .catch(this.onError)
        .finally(() => {
          this.early = false;
        });
    }
  }

  get size(): number {
    return this.pending.size;
  }

  /** The pending heartbeat of a device (not yet written). */
  peek(guid: string): Heartbeat | undefined {
    return this.pending.get(guid);
  }

  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch(this.onError);
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Writes everything recorded before this call; resolves with the number of devices written. */
  flush(): Promise<number> {
    const run = this.chain.then(() => this.write());
    this.chain = run.catch(() => undefined);
    return run;
  }

  clear(): void {
    this.pending.clear();
  }

  private async write(): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch].map(([guid, h]) => ({
      guid,
      at: new Date(h.at).toISOString(),
      ip: h.ip,
      ver: h.version,
      dc: h.diskUsageCurrent,
      dm: h.diskUsageMax,
      etag: h.etag,
    }));
    try {
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
    } catch (err) {
      // Keep what failed unless the device has polled again meanwhile.
      for (const [guid, h] of batch) if (!this.pending.has(guid)) this.pending.set(guid, h);
      throw err;
    }
    this.rowsSinceVacuum += batch.size;
    if (this.vacuum && this.rowsSinceVacuum >= Math.max(this.vacuumAfterRows, this.devices() / 5)) {
      this.rowsSinceVacuum = 0;
      await this.db.execute(sql`vacuum ${devices}`);
    }
    return batch.size;
  }
}
