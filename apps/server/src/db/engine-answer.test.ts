import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from './engine-answer.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** A simple-protocol Query message ('Q', length, SQL, NUL), as `pg` sends one. */
function query(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`);
  const head = Buffer.alloc(5);
  head.write('Q', 0);
  head.writeInt32BE(4 + text.length, 1);
  return Buffer.concat([head, text]);
}

/** Heap growth (MB) over `count` answers, after a full collection before and after. */
async function heapGrowth(answer: () => Promise<unknown>, count: number): Promise<number> {
  // Twice: the second pass takes what the first one's finalizers released (files before this one share the worker).
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < count; i++) await answer();
  gc();
  gc();
  return (process.memoryUsage().heapUsed - before) / 1e6;
}

describe('the engine answers protocol bytes without keeping them', () => {
  let db: PGlite;
  const sql = query(`select g, repeat('x', 200) as t from generate_series(1, 5) g`);
  beforeAll(async () => {
    db = new PGlite();
    await db.waitReady;
  });
  afterAll(() => db.close());

  it('gives the same bytes as the raw call, errors inside the answer', async () => {
    const raw = await db.execProtocolRaw(sql, { syncToFs: false });
    expect(Buffer.from(await answerOf(db, sql))).toEqual(Buffer.from(raw));
    const failed = Buffer.from(await answerOf(db, query('select * from no_such_table')));
    expect(failed[0]).toBe(0x45); // 'E' ErrorResponse, then ReadyForQuery
    expect(failed.toString('latin1')).toContain('no_such_table');
    expect(failed.subarray(-6, -5).toString()).toBe('Z');
  });

  it('keeps the heap flat over thousands of answers, where the raw call grows with each', async () => {
    const count = 6000;
    const answered = await heapGrowth(() => answerOf(db, sql), count);
    const raw = await heapGrowth(() => db.execProtocolRaw(sql, { syncToFs: false }), count);
    // The raw call keeps each parsed answer (≈ 2 KB each here); answerOf ends every call with an empty list.
    expect(raw).toBeGreaterThan(6);
    expect(answered).toBeLessThan(1.5);
  });
});
