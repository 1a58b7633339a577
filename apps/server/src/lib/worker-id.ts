import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { processExists } from './data-dir.js';

/** The ids this process handed out (a process may run more than one job runner, e.g. in tests). */
const ours = new Set<string>();

/** A job runner's id, unique per process and runner: host:pid:random. */
export function newWorkerId(): string {
  const id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  ours.add(id);
  return id;
}

/**
 * Whether the runner `id` (newWorkerId's form) was a process of this host that is gone: it crashed or was
 * killed, so the jobs it held will never finish. Its pid no longer runs, or it is ours but the id is not (a
 * container restarted with the same pid). Runners of other hosts, and ids of another form, are not known gone.
 */
export function isGoneLocalWorker(id: string): boolean {
  const match = /^(.*):(\d+):[0-9a-f]+$/.exec(id);
  if (!match || match[1] !== hostname()) return false;
  const pid = Number(match[2]);
  if (pid === process.pid) return !ours.has(id);
  return !processExists(pid);
}
