// How a command on the same machine reaches the RUNNING server whose embedded database it cannot open (one
// process owns DATA_DIR and its PGlite): the server writes `DATA_DIR/control.json` (owner-only) with its
// local URL and a random token at start and removes it at stop; `npm run backup` sends that token.
// Whoever can read the file can read DATA_DIR, the data itself, anyway.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CONTROL_FILE = 'control.json';

export interface ControlInfo {
  url: string;
  token: string;
}

/** Writes the control file for the server listening on `port` (host as configured; wildcard → loopback). */
export function writeControlFile(dataDir: string, host: string, port: number): void {
  const local = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  const info: ControlInfo = {
    url: `http://${local.includes(':') ? `[${local}]` : local}:${port}`,
    token: randomBytes(32).toString('hex'),
  };
  const file = join(dataDir, CONTROL_FILE);
  writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
  process.once('exit', () => rmSync(file, { force: true }));
}

export function readControlFile(dataDir: string): ControlInfo | null {
  try {
    const info = JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')) as Partial<ControlInfo>;
    return typeof info.url === 'string' && typeof info.token === 'string' ? (info as ControlInfo) : null;
  } catch {
    return null;
  }
}

/** Whether an Authorization header carries this server's control token. */
export function hasControlToken(dataDir: string, authorization: string | undefined): boolean {
  const info = readControlFile(dataDir);
  const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(info?.token ?? '');
  return wanted.length === 64 && given.length === wanted.length && timingSafeEqual(given, wanted);
}
