// Hotel import runs that do not end well: a batch is written whole or not at all, and the run's status lives in the
// database, so after a crash the next start (any server process) says the run broke off.
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { Readable } from 'node:stream';
import { HOTEL_IMPORT_API, hotelImportList, hotelImportStatus } from '@signage/shared';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { hotelContent, hotels, jobs } from '../../db/schema.js';
import { hotelLine } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { multipartFile } from '../../test/multipart.js';
import { HOTEL_IMPORT_JOB, hotelImportHandler, IMPORT_FAILED, IMPORT_INTERRUPTED } from './import-runs.js';
import { IMPORT_BATCH_SIZE, importHotelLines } from './importer.js';

const h = useHarness();
const jsonl = (lines: readonly unknown[]) => lines.map((l) => JSON.stringify(l)).join('\n');
const upload = (content: string) =>
  h.call('admin', {
    method: 'POST',
    url: HOTEL_IMPORT_API,
    ...multipartFile('hotels.jsonl', Buffer.from(content), 'file'),
  });
const status = async (id: string) => {
  const res = await h.call('admin', { method: 'GET', url: `${HOTEL_IMPORT_API}/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return hotelImportStatus.parse(res.json());
};
/** Hotels the search finds but whose page would be 404. */
const withoutContent = async () =>
  (
    await queryRows<{ n: number }>(
      h.database.db,
      sql`select count(*)::int as n from ${hotels} h where not exists (select 1 from ${hotelContent} c where c.gid = h.gid)`,
    )
  )[0]?.n;
const storedImports = async () => (await h.app.ctx.files.list('hotel-imports')).length;

// A database that refuses one hotel's content, as a full disk or a lost connection would refuse a statement.
const REFUSE = 'signage_test_refuse_content';
async function refuseContentOf(gid: string) {
  await h.database.db.execute(
    sql.raw(`create or replace function ${REFUSE}() returns trigger language plpgsql as $$
      begin if new.gid = '${gid}' then raise exception 'Testfehler: Inhalt nicht schreibbar'; end if; return new; end $$`),
  );
  await h.database.db.execute(
    sql.raw(`create trigger ${REFUSE} before insert on hotel_content for each row execute function ${REFUSE}()`),
  );
}
afterEach(async () => {
  await h.database.db.execute(sql.raw(`drop trigger if exists ${REFUSE} on hotel_content`));
  await h.database.db.execute(sql.raw(`drop function if exists ${REFUSE}()`));
});

describe('a hotel import that breaks off', () => {
  it('writes each batch in one transaction: no hotel without its content', async () => {
    await refuseContentOf('K5');
    const lines = ['K1', 'K2', 'K3', 'K4', 'K5', 'K6'].map((gid) => hotelLine({ gid }));
    const run = importHotelLines(h.database.db, Readable.from([Buffer.from(jsonl(lines))]), {
      clock: h.clock,
      batchSize: 3,
    });
    await expect(run).rejects.toMatchObject({ cause: { message: expect.stringContaining('Testfehler') } });
    expect(await withoutContent()).toBe(0);
    expect((await h.database.db.select({ gid: hotels.gid }).from(hotels)).map((r) => r.gid).sort()).toEqual([
      'K1',
      'K2',
      'K3',
    ]);
  });

  it('keeps the status of a failed run in the database with the counts of what was stored', async () => {
    await refuseContentOf(`F${IMPORT_BATCH_SIZE + 2}`);
    const lines = Array.from({ length: IMPORT_BATCH_SIZE + 10 }, (_, i) => hotelLine({ gid: `F${i}` }));
    const res = await upload(jsonl(lines));
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json();
    expect(await status(id)).toMatchObject({ state: 'running', lines: 0, finishedAt: null });
    expect(await storedImports()).toBe(1);
    await h.app.jobs.runOnce();
    expect(await status(id)).toMatchObject({
      state: 'failed',
      message: IMPORT_FAILED,
      created: IMPORT_BATCH_SIZE,
      lines: IMPORT_BATCH_SIZE,
    });
    expect(await withoutContent()).toBe(0);
    expect((await h.database.db.select({ gid: hotels.gid }).from(hotels)).length).toBe(IMPORT_BATCH_SIZE);
    expect(await storedImports()).toBe(0);
    // The run's job failed for good (one attempt: a run is never repeated behind the admin's back).
    const [job] = await h.database.db.select().from(jobs).where(eq(jobs.kind, HOTEL_IMPORT_JOB));
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job?.lastError).toContain('hotel_content');
  });

  it('after a crash mid-run the next start says the run broke off, at once, and keeps what was stored', async () => {
    const lines = Array.from({ length: 10 }, (_, i) => hotelLine({ gid: `C${i}` }));
    const { id } = (await upload(jsonl(lines))).json();
    // The server that ran it died after its first batch: its job is still held by that (now gone) process.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    await h.database.db
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: `${hostname()}:${gone}:abcdef`,
        lockedAt: new Date(h.clock.now()),
        attempts: 1,
      })
      .where(eq(jobs.kind, HOTEL_IMPORT_JOB));
    await h.database.db.execute(
      sql`update hotel_imports set begun_at = now(), lines = 4, created = 4 where id = ${id}`,
    );
    // The restarted server (any process on the database) runs its jobs: well before the lock would be stale.
    await h.app.jobs.runOnce();
    const after = await status(id);
    expect(after).toMatchObject({ state: 'failed', message: IMPORT_INTERRUPTED, lines: 4, created: 4 });
    expect(after.finishedAt).not.toBeNull();
    expect(await storedImports()).toBe(0);
    const list = hotelImportList.parse((await h.call('admin', { method: 'GET', url: HOTEL_IMPORT_API })).json());
    expect(list.items.map((run) => [run.id, run.state])).toEqual([[id, 'failed']]);
  });

  it('a server that stops mid-run marks it broken off before its job is put back', async () => {
    const { id } = (await upload(jsonl([hotelLine({ gid: 'S1' })]))).json();
    const [queued] = await h.database.db.select().from(jobs).where(eq(jobs.kind, HOTEL_IMPORT_JOB));
    const stopping = new AbortController();
    stopping.abort(new Error('Server wird beendet'));
    const job = { id: Number(queued?.id), kind: HOTEL_IMPORT_JOB, attempt: 1, maxAttempts: 1, signal: stopping.signal };
    await expect(
      hotelImportHandler(h.app.ctx)({ ...job, payload: queued?.payload as { id: string; key: string } }),
    ).rejects.toThrow('Server wird beendet');
    expect(await status(id)).toMatchObject({ state: 'failed', message: IMPORT_INTERRUPTED, created: 0 });
    expect(await storedImports()).toBe(0);
    // The job taken up again (the next start) leaves the run as it is.
    await h.app.jobs.runOnce();
    expect(await status(id)).toMatchObject({ state: 'failed', message: IMPORT_INTERRUPTED });
  });
});
