import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../db/client.js';
import { enqueueJob, PermanentJobError } from '../db/job-queue.js';
import { jobs } from '../db/schema.js';
import { useHarness } from '../test/harness.js';
import { JobRunner } from './jobs.js';

const h = useHarness();
const opened: Database[] = [];
afterAll(async () => {
  for (const d of opened) await d.close();
});

const runner = (workerId: string, options: Partial<ConstructorParameters<typeof JobRunner>[2]> = {}) =>
  new JobRunner(h.database.db, h.clock, { workerId, staleMs: 60_000, ...options });
const all = () => h.database.db.select().from(jobs).orderBy(jobs.id);

describe('job runner', () => {
  it('runs due jobs of its kinds, leaves other kinds and future jobs alone', async () => {
    const seen: unknown[] = [];
    const r = runner('A');
    r.handle<{ n: number }>('test.echo', async (job) => {
      seen.push(job.payload.n);
    });
    await enqueueJob(h.database.db, h.clock, 'test.echo', { n: 1 });
    await enqueueJob(h.database.db, h.clock, 'test.echo', { n: 2 });
    await enqueueJob(h.database.db, h.clock, 'test.echo', { n: 3 }, 60_000);
    await enqueueJob(h.database.db, h.clock, 'mail.send', { n: 4 });
    expect(await r.runOnce()).toBe(2);
    expect(seen).toEqual([1, 2]);
    expect((await all()).map((j) => j.status)).toEqual(['done', 'done', 'waiting', 'waiting']);
    h.clock.advance(60_000);
    expect(await r.runOnce()).toBe(1);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('retries with backoff, then fails; a permanent error fails at once', async () => {
    let calls = 0;
    const r = runner('A', { maxAttempts: 3, backoffMs: (n) => n * 1000 });
    r.handle('test.flaky', async () => {
      calls += 1;
      throw new Error(`Versuch ${calls}`);
    });
    r.handle('test.broken', async () => {
      throw new PermanentJobError('kaputt');
    });
    const flaky = await enqueueJob(h.database.db, h.clock, 'test.flaky', {});
    const broken = await enqueueJob(h.database.db, h.clock, 'test.broken', {});
    await r.runOnce();
    let [job] = await h.database.db.select().from(jobs).where(eq(jobs.id, flaky));
    expect(job).toMatchObject({ status: 'waiting', attempts: 1, lastError: 'Versuch 1', lockedBy: null });
    expect(job.runAt.getTime()).toBe(h.clock.now() + 1000);
    expect(await r.runOnce()).toBe(0);
    h.clock.advance(1000);
    await r.runOnce();
    h.clock.advance(2000);
    await r.runOnce();
    [job] = await h.database.db.select().from(jobs).where(eq(jobs.id, flaky));
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Versuch 3' });
    const [b] = await h.database.db.select().from(jobs).where(eq(jobs.id, broken));
    expect(b).toMatchObject({ status: 'failed', attempts: 1, lastError: 'kaputt' });
  });

  it('resumes a job locked by a dead runner, but not one a live runner holds', async () => {
    const done: number[] = [];
    const r = runner('B');
    r.handle('test.resume', async (job) => {
      done.push(job.id);
    });
    const orphan = await enqueueJob(h.database.db, h.clock, 'test.resume', {});
    const held = await enqueueJob(h.database.db, h.clock, 'test.resume', {});
    await h.database.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'dead', lockedAt: new Date(h.clock.now() - 120_000), attempts: 1 })
      .where(eq(jobs.id, orphan));
    await h.database.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'alive', lockedAt: new Date(h.clock.now() - 1000), attempts: 1 })
      .where(eq(jobs.id, held));
    expect(await r.runOnce()).toBe(1);
    expect(done).toEqual([orphan]);
    const rows = await all();
    expect(rows.map((j) => [j.id, j.status, j.attempts])).toEqual([
      [orphan, 'done', 2],
      [held, 'running', 1],
    ]);
  });

  it('a runner that lost its lock to recovery does not overwrite the new owner', async () => {
    const slow = runner('slow', { staleMs: 1000 });
    const fresh = runner('fresh', { staleMs: 1000 });
    let release = () => {};
    slow.handle('test.slow', () => new Promise<void>((resolve) => (release = resolve)));
    fresh.handle('test.slow', async () => {});
    await enqueueJob(h.database.db, h.clock, 'test.slow', {});
    const first = slow.runOnce();
    await waitFor(async () => (await all())[0]?.lockedBy === 'slow');
    h.clock.advance(5000);
    expect(await fresh.runOnce()).toBe(1);
    release();
    await first;
    expect((await all())[0]).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  });

  it('stopping aborts a long job after the grace time and puts it back without counting the attempt', async () => {
    const r = runner('stopping');
    let aborted = false;
    r.handle('test.long', (job) => {
      return new Promise<void>((_resolve, reject) => {
        job.signal.addEventListener('abort', () => {
          aborted = true;
          reject(new Error('abgebrochen'));
        });
      });
    });
    const id = await enqueueJob(h.database.db, h.clock, 'test.long', {});
    r.start();
    await waitFor(async () => (await all())[0]?.status === 'running');
    await r.stop(20);
    expect(aborted).toBe(true);
    expect((await all())[0]).toMatchObject({ id, status: 'waiting', attempts: 0, lockedBy: null });
    const next = runner('next');
    next.handle('test.long', async () => {});
    expect(await next.runOnce()).toBe(1);
    expect((await all())[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('two runners on one database never run the same job', async () => {
    const second = await secondConnection();
    const ran: Array<[number, string]> = [];
    const make = (id: string, db: Database['db']) => {
      const r = new JobRunner(db, h.clock, { workerId: id });
      r.handle('test.once', async (job) => {
        ran.push([job.id, id]);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      });
      return r;
    };
    for (let i = 0; i < 40; i++) await enqueueJob(h.database.db, h.clock, 'test.once', { i });
    const [a, b] = await Promise.all([make('A', h.database.db).runOnce(), make('B', second).runOnce()]);
    expect(a + b).toBe(40);
    const ids = ran.map(([id]) => id);
    expect(new Set(ids).size).toBe(40);
    expect(ids.length).toBe(40);
    if (process.env.DATABASE_URL) expect(Math.min(a, b)).toBeGreaterThan(0);
    expect((await all()).every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
  });

  it('the app runner starts with listen-style start() and stops on close', async () => {
    let count = 0;
    const r = runner('poller', { pollMs: 10 });
    r.handle('test.poll', async () => {
      count += 1;
    });
    r.start();
    await enqueueJob(h.database.db, h.clock, 'test.poll', {});
    await waitFor(() => count === 1);
    await r.stop();
    await enqueueJob(h.database.db, h.clock, 'test.poll', {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count).toBe(1);
    expect(h.app.jobs).toBeInstanceOf(JobRunner);
  });
});

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** On PostgreSQL a second pool to the same database (as a second server process would have); on PGlite the same one. */
async function secondConnection(): Promise<Database['db']> {
  const url = process.env.DATABASE_URL;
  if (!url) return h.database.db;
  const [row] = await queryRows<{ name: string }>(h.database.db, sql`select current_database() as name`);
  const target = new URL(url);
  target.pathname = `/${row.name}`;
  const database = await openDatabase({ url: target.toString() });
  opened.push(database);
  return database.db;
}
