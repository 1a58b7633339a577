// `npm run restore` of an archive that is no intact backup, as an operator runs it: cut off, garbage, a damaged
// or foreign gzip, an uncompressed tar, an empty file, a folder. Each ends with exit code 1 and ONE German line on
// stderr that says what is wrong (no Node stack, no English zlib or tar text), and the target stays empty. The
// target is an embedded installation, or a fresh PostgreSQL database when the tests run with DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { LocalStorage } from '../../lib/storage.js';
import { createPostgresDatabase, postgresServerUrl } from '../../test/database.js';
import { run, serverEnv } from '../../test/processes.js';
import { backedUpFiles, writeBackup } from './dump.js';
import { nonEmptyTables } from './tables.js';

const dropLater: Array<() => Promise<void>> = [];
const root = mkdtempSync(join(tmpdir(), 'signage-restore-damaged-'));
const path = (name: string) => join(root, name);
let archive: Buffer;

/** A real backup of a fresh installation with one stored file (random bytes: they do not compress). */
beforeAll(async () => {
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate();
    const storage = new LocalStorage(path('source-files'));
    await storage.write('media/p/bild.bin', randomBytes(300_000));
    const out = createWriteStream(path('good.tar.gz'));
    await writeBackup(database, storage, out);
    await finished(out);
  } finally {
    await database.close();
  }
  archive = readFileSync(path('good.tar.gz'));
}, 120_000);
afterAll(async () => {
  for (const drop of dropLater) await drop().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

/** Where a restore goes: a fresh DATA_DIR, with a fresh PostgreSQL database when the tests run on PostgreSQL. */
async function newTarget(name: string): Promise<{ dataDir: string; url?: string }> {
  const dataDir = path(`target-${name.replace(/\W+/g, '-')}`);
  if (!process.env.DATABASE_URL) return { dataDir };
  const created = await createPostgresDatabase(postgresServerUrl(), 'restore');
  dropLater.push(created.drop);
  return { dataDir, url: created.url };
}

/** The archive with `count` bytes from `at` inverted. */
function flipped(at: number, count: number): Buffer {
  const copy = Buffer.from(archive);
  for (let i = at; i < at + count; i++) copy[i] ^= 0x55;
  return copy;
}

/** Name, the damaged file, what the line must say, and whether the restore gets into the data (header readable). */
const DAMAGED: Array<[string, () => Buffer | 'folder', RegExp, boolean]> = [
  ['cut off after 60 %', () => archive.subarray(0, Math.floor(archive.length * 0.6)), /abgeschnitten/, true],
  ['cut off after 100 bytes', () => archive.subarray(0, 100), /abgeschnitten/, false],
  ['garbage', () => randomBytes(5000), /kein gzip-Archiv/, false],
  ['bytes changed in the middle (gzip checksum)', () => flipped(archive.length >> 1, 40), /beschädigt/, true],
  ['a gzip of something else', () => gzipSync('Das ist keine Sicherung.\n'), /enthält kein tar-Archiv/, false],
  ['a tar without gzip', () => gunzipSync(archive), /kein gzip-Archiv/, false],
  ['an empty file', () => Buffer.alloc(0), /ist leer/, false],
  ['a folder', () => 'folder', /ist ein Ordner/, false],
];

describe('restoring a damaged archive', () => {
  it.each(DAMAGED)(
    '%s: exit code 1, one German line that says what is wrong, nothing restored',
    {
      timeout: 120_000,
    },
    async (name, make, reason, readsData) => {
      const file = path(`${name.replace(/\W+/g, '-')}.tar.gz`);
      const content = make();
      if (content === 'folder') mkdirSync(file);
      else writeFileSync(file, content);
      const target = await newTarget(name);
      const started = run(process.execPath, ['--import', 'tsx', 'apps/server/src/restore.ts', file], {
        env: serverEnv({ DATA_DIR: target.dataDir, DATABASE_URL: target.url ?? '' }),
      });
      let stderr = '';
      started.child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      expect(await started.exit, started.output()).toBe(1);
      const lines = stderr.trimEnd().split('\n');
      expect(lines, stderr).toHaveLength(1);
      expect(lines[0]).toMatch(/^Wiederherstellung fehlgeschlagen: /);
      expect(lines[0]).toMatch(reason);
      expect(lines[0]).not.toMatch(/\bat \S+:\d+|Error|unexpected|incorrect|invalid|header check|end of/i);

      // Nothing of the archive is in the target: no file, and no row where the restore got into the data.
      if (readsData) {
        const database = await openDatabase(target);
        try {
          expect(await nonEmptyTables(database.db)).toEqual([]);
        } finally {
          await database.close();
        }
      }
      expect(await backedUpFiles(new LocalStorage(join(target.dataDir, 'files')))).toEqual([]);
    },
  );
});
