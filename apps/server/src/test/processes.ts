// Real processes for the tests of starting and stopping: the built server, `npm start`, `npm run dev`.
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const repoRoot = new URL('../../../../', import.meta.url).pathname;

export interface Running {
  child: ChildProcess;
  /** everything written to stdout and stderr so far */
  output(): string;
  /** settles with the exit code (or the signal's name) */
  exit: Promise<number | string>;
}

/** Environment of a server under test: embedded database unless given, no SPA, quick password hashes. */
export function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: '',
    WEB_DIST: '',
    SEED_DEMO: '0',
    SCRYPT_COST: '1024',
    LOGIN_REFUSAL_MS: '0',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

export function run(command: string, args: string[], options: SpawnOptions): Running {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exit = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return { child, output: () => text, exit };
}

/** The process ids below `pid` (children, their children, …), read from /proc. */
export function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // a zombie has exited; only its parent has not collected it yet
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

export { waitUntil } from './wait.js';
