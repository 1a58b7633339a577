import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalStorage } from './storage.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('LocalStorage', () => {
  it('removes only the old files under a prefix (left-over temporary files after a crash)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'storage-'));
    roots.push(root);
    const storage = new LocalStorage(root);
    await storage.write('tmp/uploads/alt.part', Buffer.from('alt'));
    await storage.write('tmp/convert/neu.mp4', Buffer.from('neu'));
    await storage.write('media/p/bild.jpg', Buffer.from('bild'));
    const old = new Date(Date.now() - 7 * 3600_000);
    utimesSync(storage.path('tmp/uploads/alt.part'), old, old);
    utimesSync(storage.path('media/p/bild.jpg'), old, old);
    expect(await storage.removeOlderThan('tmp', Date.now() - 6 * 3600_000)).toBe(1);
    expect(await storage.size('tmp/uploads/alt.part')).toBeNull();
    expect(await storage.size('tmp/convert/neu.mp4')).toBe(3);
    expect(await storage.size('media/p/bild.jpg')).toBe(4);
    expect(await storage.removeOlderThan('gibt-es-nicht', Date.now())).toBe(0);
    expect(() => storage.path('../ausserhalb')).toThrow();
  });

  it('lists every file under a prefix with its key, size and time, and sums them', async () => {
    const root = mkdtempSync(join(tmpdir(), 'storage-'));
    roots.push(root);
    const storage = new LocalStorage(root);
    await storage.write('media/p1/a.jpg', Buffer.from('aaaa'));
    await storage.write('media/p2/sub/b.mp4', Buffer.from('bb'));
    await storage.write('tmp/c.part', Buffer.from('c'));
    const listed = (await storage.list('media')).map((f) => [f.key, f.size]).sort();
    expect(listed).toEqual([
      ['media/p1/a.jpg', 4],
      ['media/p2/sub/b.mp4', 2],
    ]);
    expect(await storage.usage('media')).toEqual({ files: 2, bytes: 6 });
    expect(await storage.list('leer')).toEqual([]);
  });
});
