import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { enqueueJob, PermanentJobError } from '../db/job-queue.js';
import { jobs } from '../db/schema.js';
import type { TestClock } from '../test/clock.js';
import { createPostgresDatabase, postgresServerUrl } from '../test/database.js';
import { useHarness } from '../test/harness.js';
import { testKind } from '../test/job-kinds.js';
import { waitUntil } from '../test/wait.js';
import { JobRunner } from './jobs.js';

const h = useHarness();

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
    await enqueueJob(h.database.db, h.clock, testKind('test.echo'), { n: 1 });
    await enqueueJob(h.database.db, h.clock, testKind('test.echo'), { n: 2 });
    await enqueueJob(h.database.db, h.clock, testKind('test.echo'), { n: 3 }, 60_000);
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
    const flaky = await enqueueJob(h.database.db, h.clock, testKind('test.flaky'), {});
    const broken = await enqueueJob(h.database.db, h.clock, testKind('test.broken'), {});
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
    const orphan = await enqueueJob(h.database.db, h.clock, testKind('test.resume'), {});
    const held = await enqueueJob(h.database.db, h.clock, testKind('test.resume'), {});
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

  it('takes up at once a job whose runner process on this host is gone, and tells its kind', async () => {
    const r = runner('C');
    const interrupted: unknown[] = [];
    r.handle('test.gone', async () => {}, { interrupted: async (payloads) => void interrupted.push(...payloads) });
    const gonePid = spawnSync(process.execPath, ['-e', '0']).pid;
    const lockedBy = {
      gone: `${hostname()}:${gonePid}:a1b2c3`,
      // a live process of this host, this process (another runner in it), another host: not known to be gone
      live: `${hostname()}:${process.ppid}:a1b2c3`,
      self: new JobRunner(h.database.db, h.clock).workerId,
      elsewhere: `anderer-host-${hostname()}:${gonePid}:a1b2c3`,
    };
    const ids: Record<string, number> = {};
    for (const [name, by] of Object.entries(lockedBy)) {
      ids[name] = await enqueueJob(h.database.db, h.clock, testKind('test.gone'), { name });
      await h.database.db
        .update(jobs)
        .set({ status: 'running', lockedBy: by, lockedAt: new Date(h.clock.now()), attempts: 1 })
        .where(eq(jobs.id, ids[name] as number));
    }
    expect(await r.runOnce()).toBe(1);
    expect(interrupted).toEqual([{ name: 'gone' }]);
    expect((await all()).map((j) => [j.lockedBy, j.status])).toEqual([
      [null, 'done'],
      [lockedBy.live, 'running'],
      [lockedBy.self, 'running'],
      [lockedBy.elsewhere, 'running'],
    ]);
  });

  it('a runner that lost its lock to recovery does not overwrite the new owner', async () => {
    const slow = runner('slow', { staleMs: 1000 });
    const fresh = runner('fresh', { staleMs: 1000 });
    let release = () => {};
    slow.handle('test.slow', () => new Promise<void>((resolve) => (release = resolve)));
    fresh.handle('test.slow', async () => {});
    await enqueueJob(h.database.db, h.clock, testKind('test.slow'), {});
    const first = slow.runOnce();
    await waitUntil(async () => (await all())[0]?.lockedBy === 'slow', 'der langsame Lauf hält die Sperre', 5000);
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
    const id = await enqueueJob(h.database.db, h.clock, testKind('test.long'), {});
    r.start();
    await waitUntil(async () => (await all())[0]?.status === 'running', 'Auftrag läuft', 5000);
    await r.stop(20);
    expect(aborted).toBe(true);
    expect((await all())[0]).toMatchObject({ id, status: 'waiting', attempts: 0, lockedBy: null });
    const next = runner('next');
    next.handle('test.long', async () => {});
    expect(await next.runOnce()).toBe(1);
    expect((await all())[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('two runners on the app connection never run the same job (one claim statement each, in turn)', async () => {
    // On PGlite (one connection) the runners' statements take turns: this checks that interleaved
    // runners share the work without a repeat. The real race between connections is the next test.
    const outcome = await raceRunners([h.database.db, h.database.db], h.clock);
    expect(outcome.ran).toBe(40);
    expect(outcome.distinct).toBe(40);
    expect(outcome.allDoneOnce).toBe(true);
  });

  it('two runners on separate PostgreSQL pools race for the same jobs and never run one twice', async () => {
    const created = await createPostgresDatabase(postgresServerUrl(), 'jobrace');
    const pools = [await openDatabase({ url: created.url }), await openDatabase({ url: created.url })];
    try {
      await pools[0].migrate();
      const outcome = await raceRunners(
        pools.map((p) => p.db),
        h.clock,
      );
      expect(outcome.distinct).toBe(40);
      expect(outcome.ran).toBe(40);
      expect(outcome.allDoneOnce).toBe(true);
      // both really took part: the jobs were shared between the connections, not run by one after the other
      expect(Math.min(...outcome.perRunner)).toBeGreaterThan(0);
    } finally {
      for (const p of pools) await p.close();
      await created.drop();
    }
  });

  it('the app runner starts with listen-style start() and stops on close', async () => {
    let count = 0;
    const r = runner('poller', { pollMs: 10 });
    r.handle('test.poll', async () => {
      count += 1;
    });
    r.start();
    await enqueueJob(h.database.db, h.clock, testKind('test.poll'), {});
    await waitUntil(() => count === 1, 'Auftrag einmal gelaufen', 5000);
    await r.stop();
    await enqueueJob(h.database.db, h.clock, testKind('test.poll'), {});
    // Absence can only be shown over time: five poll intervals of the stopped runner.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count).toBe(1);
    expect(h.app.jobs).toBeInstanceOf(JobRunner);
  });
});

/**
 * 40 due jobs, one runner per given connection, all started at once; each handler dawdles a little so
 * that the runners' claims overlap. Reports how many ran, how many distinct jobs and the rows' final state.
 */
async function raceRunners(dbs: Database['db'][], clock: TestClock) {
  const ran: number[] = [];
  const runners = dbs.map((db, i) => {
    const r = new JobRunner(db, clock, { workerId: `R${i}` });
    r.handle('test.once', async (job) => {
      ran.push(job.id);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    });
    return r;
  });
  for (let i = 0; i < 40; i++) await enqueueJob(dbs[0], clock, testKind('test.once'), { i });
  const perRunner = await Promise.all(runners.map((r) => r.runOnce()));
  const rows = await dbs[0].select().from(jobs);
  return {
    ran: ran.length,
    distinct: new Set(ran).size,
    perRunner,
    allDoneOnce: rows.length === 40 && rows.every((j) => j.status === 'done' && j.attempts === 1),
  };
}
