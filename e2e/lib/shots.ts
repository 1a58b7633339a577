import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the browser tests leave their screenshots for a person to look at: SHOTS_DIR, else the temp directory. */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? join(tmpdir(), 'signage-shots');

/** The path for the screenshot `name` (e.g. 'support-list.png'); the folder is made on first use. */
export function shotPath(name: string): string {
  mkdirSync(SHOTS_DIR, { recursive: true });
  return join(SHOTS_DIR, name);
}
