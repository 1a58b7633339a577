import { eq, inArray } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import { devices } from '../db/schema.js';
import { addDevice } from '../test/factory/index.js';
import { useHarness } from '../test/harness.js';
import { HeartbeatBuffer } from './heartbeat.js';

const h = useHarness();

describe('HeartbeatBuffer', () => {
  it('collects polls until a flush, then writes them in statements of rowsPerStatement rows; vacuums on PGlite', async () => {
    const db = h.database.db;
    const guids = await Promise.all([1, 2, 3, 4].map(() => addDevice(db)));
    const execute = vi.spyOn(db, 'execute');
    const errors: unknown[] = [];
    const buffer = new HeartbeatBuffer(db, (e) => errors.push(e), {
      rowsPerStatement: 2,
      vacuum: true,
      vacuumAfterRows: 3,
    });
    const at = h.clock.now();
    for (const guid of guids.slice(0, 3)) {
      buffer.record(guid, {
        at,
        ip: '192.0.2.1',
        version: null,
        diskUsageCurrent: null,
        diskUsageMax: null,
        etag: '"e"',
      });
    }
    expect(buffer.size).toBe(3);
    expect(execute).not.toHaveBeenCalled();
    expect(await buffer.flush()).toBe(3);
    const rows = await db.select().from(devices).where(inArray(devices.guid, guids));
    expect(rows.filter((r) => r.lastHeartbeat?.getTime() === at && r.lastEtag === '"e"')).toHaveLength(3);
    const statements = execute.mock.calls.map(([q]) =>
      new PgDialect()
        .sqlToQuery(q as never)
        .sql.trim()
        .toLowerCase(),
    );
    execute.mockRestore();
    expect(statements.filter((s) => s.startsWith('update'))).toHaveLength(2);
    expect(statements.filter((s) => s.startsWith('vacuum'))).toHaveLength(1);
    expect(buffer.size).toBe(0);
    expect(errors).toEqual([]);
  });

  it('writes a device again only after the write interval or with a new ETag; flush() writes everything', async () => {
    const db = h.database.db;
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => addDevice(db)));
    let now = h.clock.now();
    const buffer = new HeartbeatBuffer(db, () => {}, { writeIntervalMs: 60_000, now: () => now });
    const beat = (guid: string, etag: string) =>
      buffer.record(guid, { at: now, ip: null, version: null, diskUsageCurrent: null, diskUsageMax: null, etag });
    const stored = async (guid: string) =>
      (
        await db
          .select()
          .from(devices)
          .where(inArray(devices.guid, [guid]))
      )[0].lastHeartbeat?.getTime();
    for (const guid of [a, b, c]) beat(guid, '"1"');
    expect(await buffer.flushDue()).toBe(3); // never written before
    const first = now;
    now += 5_000;
    beat(a, '"1"'); // nothing new: waits
    beat(b, '"2"'); // new content: written now
    expect(await buffer.flushDue()).toBe(1);
    expect(await stored(a)).toBe(first);
    expect(await stored(b)).toBe(now);
    expect(buffer.peek(a)?.at).toBe(now); // the newest stays visible in memory
    now += 60_000; // the interval has passed since a was written: written although it has not polled again
    expect(await buffer.flushDue()).toBe(1);
    expect(await stored(a)).toBe(first + 5_000);
    beat(c, '"1"');
    expect(await buffer.flush()).toBe(1); // shutdown and tests: everything pending
    expect(await stored(c)).toBe(now);
    expect(buffer.size).toBe(0);
    expect(buffer.remembered).toBe(2); // a and c; b was written an interval ago, like never written
    now += 60_000; // nobody polled for the interval: their last writes are forgotten (deleted devices too)
    expect(await buffer.flushDue()).toBe(0);
    expect(buffer.remembered).toBe(0);
    beat(b, '"2"'); // back after the pause: written like a device never written
    expect(await buffer.flushDue()).toBe(1);
  });

  it('a heartbeat being written is never lost to a reader: its row or peek() has it', async () => {
    const db = h.database.db;
    const guid = await addDevice(db);
    const buffer = new HeartbeatBuffer(db, () => {});
    const at = h.clock.now();
    buffer.record(guid, { at, ip: null, version: null, diskUsageCurrent: null, diskUsageMax: null, etag: '"e"' });
    // A reader as the device pages read: the row first, then what the buffer holds (healthJudge, toDevice).
    const seen = async () => {
      const [row] = await db.select({ last: devices.lastHeartbeat }).from(devices).where(eq(devices.guid, guid));
      return buffer.peek(guid)?.at ?? row?.last?.getTime() ?? null;
    };
    let done = false;
    const flushed = buffer.flush().then(() => {
      done = true;
    });
    const views: Array<number | null> = [];
    while (!done) views.push(await seen());
    await flushed;
    views.push(await seen());
    expect(views.length).toBeGreaterThan(1);
    expect(views.filter((v) => v !== at)).toEqual([]);
  });

  it('newerThan: what this process wrote last yields to a newer row another process wrote', async () => {
    const guid = await addDevice(h.database.db);
    const buffer = new HeartbeatBuffer(h.database.db, () => {});
    const at = h.clock.now();
    buffer.record(guid, { at, ip: null, version: null, diskUsageCurrent: null, diskUsageMax: null, etag: '"e"' });
    await buffer.flush();
    expect(buffer.newerThan(guid, at)?.at).toBe(at);
    expect(buffer.newerThan(guid, null)?.at).toBe(at);
    expect(buffer.newerThan(guid, at + 60_000)).toBeUndefined();
  });
});
