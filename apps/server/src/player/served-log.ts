import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { playServed } from '../db/schema.js';
import type { DeviceEntry } from './device-cache.js';
import type { PlaylistView } from './payload.js';

/** While a screen keeps getting the same answer, its served items are written again at least this often. */
export const SERVED_REFRESH_MS = 3_600_000;
/** How often the pending served items are written. */
export const SERVED_FLUSH_MS = 10_000;

/**
 * Which items the server served which screen: the poll notes a screen's answer when it changes (at least every
 * SERVED_REFRESH_MS), and every few seconds one upsert writes all pending (screen, item) pairs into play_served (first
 * served kept, last served moved on). No query per poll; a few pairs per screen and hour.
 */
export class ServedLog {
  /** Pending per screen: item guid → when served (ms). */
  private pending = new Map<string, Map<string, number>>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** The poll's answer for the screen: noted when it is another view than last noted, or an hour later. */
  note(device: string, entry: DeviceEntry, view: PlaylistView, now: number): void {
    const last = entry.served;
    if (last && last.view === view && now - last.at < SERVED_REFRESH_MS) return;
    entry.served = { view, at: now };
    let items = this.pending.get(device);
    if (!items) {
      items = new Map();
      this.pending.set(device, items);
    }
    for (const guid of view.guids) items.set(guid, now);
  }

  /** What is noted for the screen and not written yet (the ingest reads it beside play_served). */
  pendingOf(device: string): ReadonlyMap<string, number> | undefined {
    return this.pending.get(device);
  }

  start(everyMs = SERVED_FLUSH_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush().catch((e) => this.onError(e)), everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  clear(): void {
    this.pending.clear();
  }

  /** Writes what is pending (one statement); resolves when written. */
  flush(): Promise<void> {
    this.writing = this.writing.catch(() => {}).then(() => this.write());
    return this.writing;
  }

  private async write(): Promise<void> {
    if (!this.pending.size) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows: Array<{ d: string; i: string; t: string }> = [];
    for (const [d, items] of [...batch.entries()].sort(([a], [b]) => (a < b ? -1 : 1)))
      for (const [i, at] of [...items.entries()].sort(([a], [b]) => (a < b ? -1 : 1)))
        rows.push({ d, i, t: new Date(at).toISOString() });
    try {
      await this.db.execute(sql`insert into ${playServed} (guid_device, guid_item, first_served, last_served)
        select v.d, v.i, v.t, v.t from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(d uuid, i uuid, t timestamptz)
        on conflict (guid_device, guid_item) do update set
          first_served = least(${playServed}.first_served, excluded.first_served),
          last_served = greatest(${playServed}.last_served, excluded.last_served)`);
    } catch (err) {
      // Kept for the next flush (newer notes of the same pair win).
      for (const [d, items] of batch) {
        const now = this.pending.get(d);
        if (!now) this.pending.set(d, items);
        else for (const [i, at] of items) if (!now.has(i)) now.set(i, at);
      }
      throw err;
    }
  }
}

/** Retention (the plays job): pairs last served before `before` (a play of them would be refused anyway). */
export async function deleteServedBefore(db: Db, before: Date): Promise<void> {
  await db.delete(playServed).where(lt(playServed.lastServed, before));
}
