import { PROCESS_TIMERS } from '../plugins/job-registry.js';

/**
 * One mechanism per piece of background work: jobs claim their rows through the job runner alone, and every timer
 * that runs by itself is listed in the registry (plugins/job-registry.ts). This checker finds a second poller: a
 * timer (setInterval, setTimeout, setImmediate, node:timers) in a file the registry does not list, or a row-lock
 * claim (`SKIP LOCKED`) anywhere but the runner.
 */

/** The job runner: its poll, the lock refresh of a job in hand, the grace of a stop. */
export const RUNNER_FILE = 'plugins/jobs.ts';

/** Timers that wait once inside a request or a run and repeat nothing: not background work. */
export const ONE_SHOT_TIMEOUTS: Readonly<Record<string, string>> = {
  'lib/fetch-bounded.ts': 'aborts one outgoing request after its timeout',
  'modules/uploads/receive.ts': 'closes the socket of a refused upload after a short linger',
  'plugins/health.ts': "gives up one health check's database probe after its timeout",
  'db/embedded-process.ts': 'turns away a connection that waited too long for the embedded database, bounds its stop',
  'modules/offers/recheck-job.ts': "paces one offer check's calls to the provider's rate",
  'modules/auth/service.ts': 'delays the answer to a refused login',
  'player/device-cache.ts': "gathers one tick's screen lookups into one query (setImmediate)",
};

const TIMER = /\bset(?:Interval|Timeout|Immediate)\s*\(|['"](?:node:)?timers(?:\/promises)?['"]/;
const ROW_LOCK = /\bskip\s+locked\b|\bskipLocked\b/i;

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');

/** The files (relative to apps/server/src) that may set a timer. */
export function timerFiles(): Set<string> {
  return new Set([RUNNER_FILE, ...Object.values(PROCESS_TIMERS).map((t) => t.file), ...Object.keys(ONE_SHOT_TIMEOUTS)]);
}

/** Files that poll or claim beside the runner and the registry, as 'file: what'. */
export function secondPollers(files: ReadonlyMap<string, string>): string[] {
  const allowed = timerFiles();
  const found: string[] = [];
  for (const [file, source] of files) {
    const code = withoutComments(source);
    if (ROW_LOCK.test(code) && file !== RUNNER_FILE) found.push(`${file}: a SKIP LOCKED claim beside the job runner`);
    if (TIMER.test(code) && !allowed.has(file)) found.push(`${file}: a timer the registry does not list`);
  }
  return found.sort();
}

/** Listed files that hold no timer (a stale entry). */
export function listedWithoutTimer(files: ReadonlyMap<string, string>): string[] {
  return [...timerFiles()].filter((file) => !TIMER.test(withoutComments(files.get(file) ?? ''))).sort();
}
