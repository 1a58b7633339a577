import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enqueueJob, ensureScheduled, JobName, runSoon } from '../db/job-queue.js';
import { jobs } from '../db/schema.js';
import { useHarness } from '../test/harness.js';
import { readSources } from '../test/import-rules.js';
import { testKind } from '../test/job-kinds.js';
import { waitUntil } from '../test/wait.js';
import { JOB_REGISTRY, recurringKinds } from './job-registry.js';
import { JobRunner } from './jobs.js';

const h = useHarness();
const sources = readSources(fileURLToPath(new URL('..', import.meta.url)));
const kinds = Object.values(JobName) as string[];
const rowsOf = (kind: string) => h.database.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);

describe('the job registry', () => {
  it('has a handler for every JobName, and the app runner has exactly these kinds', () => {
    expect(Object.keys(JOB_REGISTRY).sort()).toEqual([...kinds].sort());
    expect(h.app.jobs.kinds().sort()).toEqual([...kinds].sort());
    expect(recurringKinds(h.app.ctx).sort()).toEqual(
      [JobName.mailSend, JobName.offerCheck, JobName.offerCleanup, JobName.deviceExpiry, JobName.playsRetention].sort(),
    );
  });

  it('is the only place that registers handlers, and no source queues a kind by a bare string', () => {
    const registering = [...sources].filter(([, text]) => /\.handle\(/.test(text)).map(([file]) => file);
    expect(registering.filter((file) => file !== 'plugins/jobs.ts')).toEqual(['plugins/job-registry.ts']);
    const literalKinds = [...sources].flatMap(([file, text]) =>
      [...text.matchAll(/(?:enqueueJob|ensureScheduled|runSoon)\([^)]*?,\s*['"`]([^'"`]+)['"`]/g)].map(
        (m) => `${file}: ${m[1]}`,
      ),
    );
    expect(literalKinds).toEqual([]);
  });
});

describe('recurring kinds', () => {
  it('keep one row: it waits again after each run, from the start of the run, attempts counted anew', async () => {
    const r = new JobRunner(h.database.db, h.clock, { workerId: 'R', maxAttempts: 2, backoffMs: () => 1000 });
    let fail = false;
    r.handle(
      'test.every',
      async () => {
        h.clock.advance(300);
        if (fail) throw new Error('kaputt');
      },
      { everyMs: () => 5000 },
    );
    const id = await enqueueJob(h.database.db, h.clock, testKind('test.every'), {});
    const started = h.clock.now();
    expect(await r.runOnce()).toBe(1);
    expect(await rowsOf('test.every')).toMatchObject([{ id, status: 'waiting', attempts: 0, lastError: null }]);
    expect((await rowsOf('test.every'))[0]?.runAt.getTime()).toBe(started + 5000);

    fail = true;
    h.clock.advance(5000);
    await r.runOnce();
    expect(await rowsOf('test.every')).toMatchObject([{ status: 'waiting', attempts: 1, lastError: 'kaputt' }]);
    h.clock.advance(1000);
    const lastStart = h.clock.now();
    await r.runOnce(); // the second failure gives this run up; the row waits for the next one
    const [row] = await rowsOf('test.every');
    expect(row).toMatchObject({ id, status: 'waiting', attempts: 0, lastError: 'kaputt' });
    expect(row?.runAt.getTime()).toBe(lastStart + 5000);
  });

  it('get their row once, however often and concurrently it is asked for; runSoon makes it due now', async () => {
    await Promise.all([1, 2, 3].map(() => ensureScheduled(h.database.db, h.clock, JobName.offerCleanup)));
    expect(await rowsOf(JobName.offerCleanup)).toHaveLength(1);
    await h.database.db
      .update(jobs)
      .set({ runAt: new Date(h.clock.now() + 60_000) })
      .where(eq(jobs.kind, JobName.offerCleanup));
    await runSoon(h.database.db, h.clock, JobName.offerCleanup);
    const [row] = await rowsOf(JobName.offerCleanup);
    expect(row?.runAt.getTime()).toBe(h.clock.now());
  });

  it('run again at once when runSoon was asked while they ran (the run may have read before the change committed)', async () => {
    const r = new JobRunner(h.database.db, h.clock, { workerId: 'W' });
    let runs = 0;
    r.handle(
      JobName.mailSend,
      async () => {
        runs += 1;
        // a mail is queued while the outbox is being read: its runSoon finds the row running
        if (runs === 1) await runSoon(h.database.db, h.clock, JobName.mailSend);
        h.clock.advance(200);
      },
      { everyMs: () => 3_600_000 },
    );
    await h.database.db.delete(jobs).where(eq(jobs.kind, JobName.mailSend));
    await enqueueJob(h.database.db, h.clock, JobName.mailSend, {});
    expect(await r.runOnce()).toBe(2); // the woken row was due at once and ran again in the same pass
    const [row] = await rowsOf(JobName.mailSend);
    expect(row).toMatchObject({ status: 'waiting', wake: false });
    expect(row?.runAt.getTime()).toBeGreaterThan(h.clock.now()); // the second run had no wake: the interval holds
  });

  it('each has its waiting row once the server listens', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    // listen() does not wait for the onListen hooks; the runner may already be running one: one row each
    const oneRowEach = async () => {
      const rows = await Promise.all(recurringKinds(h.app.ctx).map(rowsOf));
      return rows.every((of) => of.length === 1 && ['waiting', 'running'].includes(of[0]?.status ?? ''));
    };
    await waitUntil(oneRowEach, 'each recurring kind has its row', 10_000);
  });
});
