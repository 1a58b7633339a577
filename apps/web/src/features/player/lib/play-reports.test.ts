import { PLAYS_PER_BATCH } from '@signage/shared';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import {
  indexedDbPlayStore,
  oldestAccepted,
  PlayReporter,
  type PlayStore,
  REPORT_EVERY_MS,
  retryDelay,
  type SendOutcome,
  type StoredBatch,
  type StoredPlay,
  type Timers,
} from './play-reports';

const ITEM = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** A store in memory that survives "reloads" (a new reporter on the same store). */
function memoryStore(): PlayStore & { rows: Map<string, StoredPlay> } {
  const rows = new Map<string, StoredPlay>();
  return {
    rows,
    load: async () => [...rows.values()].map((p) => structuredClone(p)),
    put: async (plays) => {
      for (const p of plays) rows.set(p.id, structuredClone(p));
    },
    remove: async (ids) => {
      for (const id of ids) rows.delete(id);
    },
  };
}
const batchIds = (rows: Map<string, StoredPlay>) => [...new Set([...rows.values()].map((p) => p.batchId))];

/** Timers the test runs by hand: `due()` is the next wait, `fire()` runs it. */
function manualTimers(): Timers & { due: () => number | null; fire: () => void } {
  let next: { run: () => void; ms: number } | null = null;
  return {
    now: () => 0,
    setTimeout: (run, ms) => {
      next = { run, ms };
      return next;
    },
    clearTimeout: (handle) => {
      if (handle === next) next = null;
    },
    due: () => next?.ms ?? null,
    fire: () => {
      const n = next;
      next = null;
      n?.run();
    },
  };
}

/** A server that answers from a script of outcomes and records what it got. */
function server(outcomes: SendOutcome[] = []) {
  const received: StoredBatch[] = [];
  const send = async (batch: StoredBatch): Promise<SendOutcome> => {
    received.push(structuredClone(batch));
    return outcomes.shift() ?? 'done';
  };
  return { received, send };
}

let n = 0;
const newId = () => `batch-${++n}`;
const shown = (start: number) => ({ item: ITEM, start, seconds: 10 });
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('PlayReporter', () => {
  it('sends the queued plays as one batch with an id and forgets it once the server has it', async () => {
    const store = memoryStore();
    const timers = manualTimers();
    const s = server();
    const r = new PlayReporter({ store, send: s.send, timers, newId });
    await r.start();
    r.played(shown(1000));
    r.played(shown(11_000));
    r.played({ item: ITEM, start: 21_000, seconds: 0 });
    expect(r.queued).toBe(2);
    expect(timers.due()).toBe(REPORT_EVERY_MS);
    timers.fire();
    await settle();
    await r.settled();
    expect(s.received).toHaveLength(1);
    expect(s.received[0]?.plays).toEqual([shown(1000), shown(11_000)]);
    expect(s.received[0]?.batchId).toMatch(/^batch-\d+$/);
    expect(store.rows.size).toBe(0);
    expect(r.unsent).toEqual([]);
  });

  it('keeps an unsent batch in the store; after a reload it is resent with the same id', async () => {
    const store = memoryStore();
    const offline = server(['retry', 'retry']);
    const first = new PlayReporter({ store, send: offline.send, timers: manualTimers(), newId });
    await first.start();
    first.played(shown(1000));
    await first.flush();
    await first.settled();
    const id = offline.received[0]?.batchId;
    expect(batchIds(store.rows)).toEqual([id]);
    first.stop();
    // the page reloads: a new reporter on the same store
    const online = server();
    const second = new PlayReporter({ store, send: online.send, timers: manualTimers(), newId });
    await second.start();
    expect(online.received.map((b) => b.batchId)).toEqual([id]);
    expect(store.rows.size).toBe(0);
  });

  it('retries with growing waits (5 s doubling up to 10 minutes), oldest batch first, and then reports normally', async () => {
    const timers = manualTimers();
    const s = server(['retry', 'retry']);
    const r = new PlayReporter({ store: memoryStore(), send: s.send, timers, newId });
    await r.start();
    r.played(shown(1000));
    await r.flush();
    expect(timers.due()).toBe(5000);
    r.played(shown(2000));
    timers.fire();
    await settle();
    expect(timers.due()).toBe(10_000);
    timers.fire();
    await settle();
    expect(timers.due()).toBe(REPORT_EVERY_MS);
    const ids = s.received.map((b) => b.batchId);
    // the first batch is sent three times unchanged before the second goes
    expect(ids.slice(0, 3)).toEqual([ids[0], ids[0], ids[0]]);
    expect(s.received.at(-1)?.plays).toEqual([shown(2000)]);
    expect([retryDelay(1), retryDelay(2), retryDelay(3), retryDelay(20)]).toEqual([5000, 10_000, 20_000, 600_000]);
  });

  it('treats a failed request like a retry and cuts a full queue into batches of at most PLAYS_PER_BATCH', async () => {
    const timers = manualTimers();
    const sent: number[] = [];
    let fail = true;
    const r = new PlayReporter({
      store: memoryStore(),
      timers,
      newId,
      send: async (b) => {
        if (fail) throw new Error('offline');
        sent.push(b.plays.length);
        return 'done';
      },
    });
    await r.start();
    for (let i = 0; i < PLAYS_PER_BATCH + 5; i++) r.played(shown(i));
    await r.flush();
    expect(r.unsent.map((b) => b.plays.length)).toEqual([PLAYS_PER_BATCH, 5]);
    fail = false;
    timers.fire();
    await settle();
    expect(sent).toEqual([PLAYS_PER_BATCH, 5]);
  });
});

const DEVICE = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';
const OTHER = '2c1d2b6e-5f43-4a55-9b0e-0d2d5f1f7a01';
const NOW = Date.UTC(2026, 11, 2, 12);
const at = (now: number): Timers & { due: () => number | null; fire: () => void } => ({
  ...manualTimers(),
  now: () => now,
});

/** A reporter on the device's IndexedDB of `idb` (a new one per "page"). */
const page = (idb: IDBFactory, send: (b: StoredBatch) => Promise<SendOutcome>, extra = {}) =>
  new PlayReporter({ store: indexedDbPlayStore(DEVICE, idb), send, timers: at(NOW), ...extra });
const rowsOf = (idb: IDBFactory) => indexedDbPlayStore(DEVICE, idb).load();

describe('PlayReporter on IndexedDB', () => {
  it('stores a showing when it starts (planned seconds) and when it ends (real seconds), before any send', async () => {
    const idb = new IDBFactory();
    const offline = server(['retry']);
    const r = page(idb, offline.send);
    await r.start();
    const id = r.begun({ item: ITEM, name: 'Angebot', start: NOW - 9_000.4, planned: 10 });
    await r.settled();
    expect(await rowsOf(idb)).toEqual([
      { id, item: ITEM, name: 'Angebot', start: NOW - 9000, planned: 10, seconds: null, batchId: null },
    ]);
    r.ended(id, 9.5);
    await r.settled();
    expect(await rowsOf(idb)).toEqual([expect.objectContaining({ id, seconds: 9.5, batchId: null })]);
    // nothing was sent yet: the page dies now and a new one finds the play and sends it
    expect(offline.received).toHaveLength(0);
    r.stop();
    const online = server();
    await page(idb, online.send).start();
    expect(online.received.map((b) => b.plays)).toEqual([
      [{ item: ITEM, name: 'Angebot', start: NOW - 9000, seconds: 9.5 }],
    ]);
    expect(await rowsOf(idb)).toEqual([]);
  });

  it('drops the showing that was on screen when the page died; keeps the ended ones and their batch id', async () => {
    const idb = new IDBFactory();
    const offline = server(['retry', 'retry']);
    const first = page(idb, offline.send);
    await first.start();
    first.played(shown(NOW - 30_000));
    await first.flush();
    const sentId = offline.received[0]?.batchId;
    first.played(shown(NOW - 20_000));
    first.begun({ item: OTHER, start: NOW - 10_000, planned: 10 });
    await first.settled();
    expect(await rowsOf(idb)).toHaveLength(3);
    first.stop();

    const online = server();
    const second = page(idb, online.send);
    await second.start();
    // the batch sent before keeps its id (the server counts it once), the ended play follows in a new one
    expect(online.received.map((b) => b.batchId)[0]).toBe(sentId);
    expect(online.received.flatMap((b) => b.plays)).toEqual([shown(NOW - 30_000), shown(NOW - 20_000)]);
    expect(online.received.flatMap((b) => b.plays).map((p) => p.item)).not.toContain(OTHER);
    expect(await rowsOf(idb)).toEqual([]);
  });

  it('a showing too short to count is deleted again; a new page does not touch the running one of its own', async () => {
    const idb = new IDBFactory();
    const s = server(['retry']);
    const r = page(idb, s.send);
    const short = r.begun({ item: ITEM, start: NOW, planned: 10 });
    const running = r.begun({ item: OTHER, start: NOW + 1, planned: 10 });
    await r.start();
    r.ended(short, 0);
    await r.settled();
    expect((await rowsOf(idb)).map((p) => p.id)).toEqual([running]);
  });

  it('a play that ended before the start had loaded the store is sent once', async () => {
    const idb = new IDBFactory();
    const s = server();
    const r = page(idb, s.send);
    r.played(shown(NOW - 5000));
    await r.settled();
    await r.start();
    expect(s.received.flatMap((b) => b.plays)).toEqual([shown(NOW - 5000)]);
    expect(await rowsOf(idb)).toEqual([]);
  });

  it('is bounded: plays older than the server accepts and the oldest beyond the cap are dropped', async () => {
    const idb = new IDBFactory();
    const offline = server(Array(10).fill('retry'));
    const first = page(idb, offline.send, { maxStored: 1000 });
    await first.start();
    for (let i = 0; i < 1003; i++) first.played(shown(NOW - 1_000_000 + i * 10));
    await first.flush();
    await first.settled();
    const kept = await rowsOf(idb);
    expect(kept).toHaveLength(1000);
    expect(Math.min(...kept.map((p) => p.start))).toBe(NOW - 1_000_000 + 30);
    first.stop();

    const store = indexedDbPlayStore(DEVICE, idb);
    await store.put([
      { id: 'alt', item: ITEM, start: oldestAccepted(NOW) - 1, planned: 10, seconds: 10, batchId: null },
      { id: 'gerade-noch', item: ITEM, start: oldestAccepted(NOW), planned: 10, seconds: 10, batchId: null },
    ]);
    const online = server();
    await page(idb, online.send, { maxStored: 5000 }).start();
    const starts = online.received.flatMap((b) => b.plays.map((p) => p.start));
    expect(starts).toHaveLength(1001);
    expect(starts).toContain(oldestAccepted(NOW));
    expect(starts).not.toContain(oldestAccepted(NOW) - 1);
    expect(await rowsOf(idb)).toEqual([]);
  });

  it('takes over the unsent batches of the former store (version 1) with their ids', async () => {
    const idb = new IDBFactory();
    await new Promise<void>((resolve, reject) => {
      const req = idb.open(`webPlayerPlays:${DEVICE}`, 1);
      req.onupgradeneeded = () => {
        req.result
          .createObjectStore('batches', { keyPath: 'batchId' })
          .put({ batchId: 'alt-1', plays: [shown(NOW - 5000), shown(NOW - 4000)] });
      };
      req.onsuccess = () => {
        req.result.close();
        resolve();
      };
      req.onerror = () => reject(req.error);
    });
    const s = server();
    await page(idb, s.send).start();
    expect(s.received).toEqual([{ batchId: 'alt-1', plays: [shown(NOW - 5000), shown(NOW - 4000)] }]);
    expect(await rowsOf(idb)).toEqual([]);
  });
});
