import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { JOB_REGISTRY, PROCESS_TIMERS } from './plugins/job-registry.js';
import { listedWithoutTimer, secondPollers } from './test/background-work.js';
import { readSources } from './test/import-rules.js';

describe('one mechanism per piece of background work', () => {
  const sources = readSources(fileURLToPath(new URL('.', import.meta.url)));

  it('has no second poller: timers only where the registry lists them, SKIP LOCKED only in the job runner', () => {
    expect(sources.size).toBeGreaterThan(100);
    expect(secondPollers(sources)).toEqual([]);
  });

  it('would fail on a planted second poller, timer promise or row-lock claim', () => {
    const planted = new Map(sources);
    const plant = (file: string, code: string) => planted.set(file, `${sources.get(file) ?? ''}\n${code}`);
    plant('modules/mail/outbox-sender.ts', 'setInterval(() => void sendDueMails(ctx), 5000);');
    plant('modules/plays/poll.ts', "import { setTimeout as sleep } from 'node:timers/promises';");
    plant('modules/offers/repository.ts', 'export const q = sql`select id from offers for update skip locked`;');
    plant('player/heartbeat.ts', "export const c = (db) => db.select().from(t).for('update', { skipLocked: true });");
    plant('modules/media/repository.ts', '// setInterval(poll, 1000) in a comment is no timer');
    expect(secondPollers(planted)).toEqual([
      'modules/mail/outbox-sender.ts: a timer the registry does not list',
      'modules/offers/repository.ts: a SKIP LOCKED claim beside the job runner',
      'modules/plays/poll.ts: a timer the registry does not list',
      'player/heartbeat.ts: a SKIP LOCKED claim beside the job runner',
    ]);
  });

  it('lists only files that hold a timer, and says for each entry where it runs and how often', () => {
    expect(listedWithoutTimer(sources)).toEqual([]);
    for (const timer of Object.values(PROCESS_TIMERS)) expect(timer.runsIn).toBe('process');
    for (const kind of Object.values(JOB_REGISTRY)) expect(kind.runsIn).toBe('cluster');
    expect(Object.keys(PROCESS_TIMERS).sort()).toEqual([
      'changeNoticeReconnect',
      'heartbeatFlush',
      'offerRenderWait',
      'playerRevalidation',
      'playsGroupCommit',
      'pushKeepAlive',
      'servedFlush',
      'showingBuffer',
      'tempSweep',
    ]);
  });
});
