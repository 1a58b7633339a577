import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { nowPlaying } from '../../db/schema.js';
import { memoKey } from '../../lib/memo.js';

export type NowPlayingRow = typeof nowPlaying.$inferInsert & { started: Date };

/** How long notices wait in memory before they are written together. */
export const SHOWING_FLUSH_MS = 1000;

/**
 * Upserts screens' rows unless a row holds a later showing already (a late notice or report never goes back);
 * `sameStartWins`: a row that started at the same moment is replaced too (a notice beats the report of its play).
 */
export async function keepShowings(db: Db, rows: readonly NowPlayingRow[], sameStartWins: boolean): Promise<void> {
  if (!rows.length) return;
  const newer = sameStartWins ? sql`n.started <= excluded.started` : sql`n.started < excluded.started`;
  // One JSON parameter for all rows (as the heartbeat buffer and the plays' group commit write): building a
  // statement of a thousand rows' parameters cost more than the write.
  const values = rows.map((r) => ({
    d: r.guidDevice,
    i: r.guidItem,
    n: r.itemName,
    s: r.started.toISOString(),
    e: r.ended ? r.ended.toISOString() : null,
    r: r.received.toISOString(),
  }));
  await db.execute(sql`insert into ${nowPlaying} as n (guid_device, guid_item, item_name, started, ended, received)
    select v.d, v.i, v.n, v.s, v.e, v.r
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(d uuid, i uuid, n text, s timestamptz, e timestamptz, r timestamptz)
    on conflict (guid_device) do update set guid_item = excluded.guid_item, item_name = excluded.item_name,
      started = excluded.started, ended = excluded.ended, received = excluded.received
    where ${newer}`);
}

/**
 * The web players' notices (POST /api/showing) and the latest play of each report batch, gathered in memory and
 * written once a second, one statement per kind: one commit for all screens instead of one per item change or
 * batch, the way heartbeats are. Reads of this process see the pending ones at once (`peek`); other processes after
 * the write. A notice beats a report of the same moment (`sameStartWins`), in memory as in the table.
 */
export class ShowingBuffer {
  private pending = new Map<string, { row: NowPlayingRow; notice: boolean }>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: AppContext) {}

  /** `notice`: the screen said it shows this now; else the latest play of a report batch. */
  add(row: NowPlayingRow, notice = true): void {
    const current = this.pending.get(row.guidDevice);
    if (current && current.row.started > row.started) return;
    if (current?.notice && !notice && current.row.started.getTime() === row.started.getTime()) return;
    this.pending.set(row.guidDevice, { row, notice });
    this.timer ??= setTimeout(() => void this.flush(), SHOWING_FLUSH_MS).unref();
  }

  peek(guidDevice: string): NowPlayingRow | undefined {
    return this.pending.get(guidDevice)?.row;
  }

  /** Writes what is pending now (also on close); a failed write keeps the rows for the next try. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const taken = this.pending;
    this.pending = new Map();
    const sorted = [...taken.values()].sort((a, b) => (a.row.guidDevice < b.row.guidDevice ? -1 : 1));
    const rowsOf = (notice: boolean) => sorted.filter((p) => p.notice === notice).map((p) => p.row);
    this.writing = this.writing.then(async () => {
      try {
        await keepShowings(this.ctx.db, rowsOf(true), true);
        await keepShowings(this.ctx.db, rowsOf(false), false);
      } catch {
        for (const [guid, kept] of taken) if (!this.pending.has(guid)) this.pending.set(guid, kept);
        this.timer ??= setTimeout(() => void this.flush(), SHOWING_FLUSH_MS).unref();
      }
    });
    return this.writing;
  }
}

const BUFFER = memoKey<ShowingBuffer>('showing-buffer');

/** One per app. */
export const showingBuffer = (ctx: AppContext): ShowingBuffer => ctx.memo(BUFFER, () => new ShowingBuffer(ctx));
