import { PLAYS_PER_BATCH } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import {
  type PlayBatchStore,
  PlayReporter,
  REPORT_EVERY_MS,
  retryDelay,
  type SendOutcome,
  type StoredBatch,
  type Timers,
} from './play-reports';

const ITEM = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** A store in memory that survives "reloads" (a new reporter on the same store). */
function memoryStore(): PlayBatchStore & { rows: Map<string, StoredBatch> } {
  const rows = new Map<string, StoredBatch>();
  return {
    rows,
    load: async () => [...rows.values()].map((b) => structuredClone(b)),
    save: async (b) => {
      rows.set(b.batchId, structuredClone(b));
    },
    remove: async (id) => {
      rows.delete(id);
    },
  };
}

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
    const id = offline.received[0]?.batchId;
    expect([...store.rows.keys()]).toEqual([id]);
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
