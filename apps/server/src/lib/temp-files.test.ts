import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { spoolUpload } from '../modules/companies/upload-spool.js';
import { waitUntil } from '../test/processes.js';
import { LocalStorage } from './storage.js';
import { clearTempFiles, sweepTempFiles, TEMP_PREFIX } from './temp-files.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
const storage = () => {
  const root = mkdtempSync(join(tmpdir(), 'temp-files-'));
  roots.push(root);
  return new LocalStorage(root);
};

describe('temporary files', () => {
  it('a CSV import is spooled under the server’s tmp folder, not the system’s', async () => {
    const files = storage();
    const spooled = await spoolUpload(
      Readable.from([Buffer.from('Name;E-Mail\nMüller;m@example.com\n')]),
      files.path(`${TEMP_PREFIX}/imports`),
    );
    expect(spooled.path.startsWith(files.path(`${TEMP_PREFIX}/imports/`))).toBe(true);
    expect(existsSync(spooled.path)).toBe(true);
    await clearTempFiles(files);
    expect(existsSync(spooled.path)).toBe(false);
  });

  it('the running server removes the temporary files older than the bound, and only those', async () => {
    const files = storage();
    await files.write('tmp/uploads/alt.part', Buffer.from('alt'));
    await files.write('tmp/uploads/neu.part', Buffer.from('neu'));
    await files.write('media/p/bild.jpg', Buffer.from('bild'));
    const old = new Date(Date.now() - 2 * 3600_000);
    utimesSync(files.path('tmp/uploads/alt.part'), old, old);
    utimesSync(files.path('media/p/bild.jpg'), old, old);
    const stop = sweepTempFiles(files, { now: () => Date.now() }, { everyMs: 20, maxAgeMs: 3600_000 });
    try {
      await waitUntil(() => !existsSync(files.path('tmp/uploads/alt.part')), 'the old part is swept');
    } finally {
      stop();
    }
    expect(existsSync(files.path('tmp/uploads/neu.part'))).toBe(true);
    expect(existsSync(files.path('media/p/bild.jpg'))).toBe(true);
  });
});
