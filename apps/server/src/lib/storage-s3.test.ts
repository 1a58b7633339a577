import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { closedEndpoint, type S3TestServer, startS3TestServer } from '../test/s3-test-server.js';
import { LocalStorage, type Storage, StoredFileMissing } from './storage.js';
import { S3Storage, StorageUnavailable } from './storage-s3.js';
import type { S3Settings } from './storage-url.js';

let s3: S3TestServer;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3TestServer();
}, 60_000);
afterAll(async () => {
  await s3?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const localDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'storage-'));
  dirs.push(dir);
  return dir;
};
/** An S3Storage as the server builds it from STORAGE_URL, on its own prefix (every test starts empty). */
const s3Storage = (prefix = `t-${randomUUID()}`, pageSize?: number) => {
  const dir = localDir();
  const settings = loadConfig({ DATA_DIR: dir, ...s3.env(prefix) }).s3;
  if (!settings) throw new Error('STORAGE_URL not read');
  return new S3Storage(settings, new LocalStorage(dir), pageSize);
};
const bytes = (stream: Readable) =>
  Readable.from(stream)
    .toArray()
    .then((c) => Buffer.concat(c));

describe.each([
  ['LocalStorage', () => new LocalStorage(localDir()) as Storage],
  ['S3Storage', () => s3Storage() as Storage],
])('%s', (_name, make) => {
  it('writes buffers and streams, reads them whole and by byte range, knows size and time', async () => {
    const storage = make();
    const before = Date.now() - 2000;
    await storage.write('media/p/a.txt', Buffer.from('hallo welt'));
    // More than one multipart part (8 MB) for S3.
    const big = randomBytes(9 * 1024 * 1024 + 5);
    await storage.write('media/p/big.bin', Readable.from([big.subarray(0, 5_000_000), big.subarray(5_000_000)]));
    expect(await text(await storage.read('media/p/a.txt'))).toBe('hallo welt');
    expect(await text(await storage.read('media/p/a.txt', { start: 2, end: 5 }))).toBe('llo ');
    expect((await bytes(await storage.read('media/p/big.bin'))).equals(big)).toBe(true);
    const tail = await bytes(await storage.read('media/p/big.bin', { start: big.length - 10, end: big.length - 1 }));
    expect(tail.equals(big.subarray(-10))).toBe(true);
    expect(await storage.size('media/p/big.bin')).toBe(big.length);
    const info = await storage.stat('media/p/a.txt');
    expect(info?.size).toBe(10);
    expect(info?.mtimeMs).toBeGreaterThan(before);
    expect(await storage.stat('media/p/fehlt.txt')).toBeNull();
    expect(await storage.size('media/p/fehlt.txt')).toBeNull();
    await expect(storage.read('media/p/fehlt.txt')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('lists a prefix like a folder, sums it, moves and removes files and folders', async () => {
    const storage = make();
    await storage.write('media/p1/a.jpg', Buffer.from('aaaa'));
    await storage.write('media/p2/sub/b.mp4', Buffer.from('bb'));
    await storage.write('media2/c.jpg', Buffer.from('c'));
    const keys = async (prefix: string) => (await storage.list(prefix)).map((f) => [f.key, f.size]).sort();
    expect(await keys('media')).toEqual([
      ['media/p1/a.jpg', 4],
      ['media/p2/sub/b.mp4', 2],
    ]);
    expect(await storage.usage('media')).toEqual({ files: 2, bytes: 6 });
    expect(await storage.list('leer')).toEqual([]);

    await storage.move('media/p1/a.jpg', 'media/p3/a.jpg');
    expect(await storage.size('media/p1/a.jpg')).toBeNull();
    expect(await text(await storage.read('media/p3/a.jpg'))).toBe('aaaa');
    await storage.remove('media/p2');
    await storage.remove('media/p3/a.jpg');
    await storage.remove('media/gibt-es-nicht.jpg');
    expect(await keys('media')).toEqual([]);
    expect(await keys('media2')).toEqual([['media2/c.jpg', 1]]);
    expect(await storage.removeOlderThan('media2', Date.now() - 3600_000)).toBe(0);
    expect(await storage.removeOlderThan('media2', Date.now() + 3600_000)).toBe(1);
    expect(await storage.usage('media2')).toEqual({ files: 0, bytes: 0 });
  });

  it('temporary keys are local files: tools write them by path, a move puts them in place, and back', async () => {
    const storage = make();
    const path = storage.tempPath('tmp/convert/x.mp4');
    await storage.write('tmp/convert/x.mp4', Buffer.from('vom Werkzeug'));
    expect(readFileSync(path, 'utf8')).toBe('vom Werkzeug');
    expect(() => storage.tempPath('media/p/x.mp4')).toThrow();
    await storage.move('tmp/convert/x.mp4', 'media/p/x.mp4');
    expect(existsSync(path)).toBe(false);
    expect(await text(await storage.read('media/p/x.mp4'))).toBe('vom Werkzeug');
    await storage.move('media/p/x.mp4', 'tmp/back.mp4');
    expect(readFileSync(storage.tempPath('tmp/back.mp4'), 'utf8')).toBe('vom Werkzeug');
    expect(await storage.size('media/p/x.mp4')).toBeNull();
  });

  it('withLocalFile hands tools a real file with the bytes; a copy is gone afterwards', async () => {
    const storage = make();
    await storage.write('media/p/film.mp4', Buffer.from('filmdaten'));
    let seen = '';
    const result = await storage.withLocalFile('media/p/film.mp4', async (path) => {
      seen = path;
      expect(path.endsWith('.mp4')).toBe(true);
      return readFileSync(path, 'utf8');
    });
    expect(result).toBe('filmdaten');
    expect(await text(await storage.read('media/p/film.mp4'))).toBe('filmdaten');
    if (storage instanceof S3Storage) expect(existsSync(seen)).toBe(false);
    await expect(storage.withLocalFile('media/p/fehlt.mp4', async () => 'nie')).rejects.toBeInstanceOf(
      StoredFileMissing,
    );
  });

  it("a missing file fails on the reader's await, however late the reader comes (never as an uncaught error)", async () => {
    const storage = make();
    const reading = storage.read('media/p/gibt-es-nicht.mp4');
    const outcome = reading.then(
      () => 'gelesen',
      (err: unknown) => err,
    );
    // The store has long answered before the reader looks at the outcome.
    await storage.write('media/p/anderes.txt', Buffer.from('x'));
    expect(await storage.stat('media/p/anderes.txt')).not.toBeNull();
    expect(await outcome).toBeInstanceOf(StoredFileMissing);
    await expect(storage.withLocalFile('media/p/gibt-es-nicht.mp4', async () => 'nie')).rejects.toBeInstanceOf(
      StoredFileMissing,
    );
  });

  it('a stream that fails before its reader attaches keeps the error for the reader', async () => {
    const storage = make();
    await storage.write('media/p/a.txt', Buffer.from('hallo welt'));
    const stream = await storage.read('media/p/a.txt');
    stream.destroy(new Error('Verbindung unterbrochen'));
    // The reader comes after another await (as local.write awaits its folder before it pipes).
    await new Promise((resolve) => setImmediate(resolve));
    await expect(bytes(stream)).rejects.toThrow('Verbindung unterbrochen');
    const again = await storage.read('media/p/a.txt');
    again.destroy(new Error('wieder unterbrochen'));
    const local = new LocalStorage(localDir());
    await expect(local.write('tmp/kopie.txt', again)).rejects.toThrow('wieder unterbrochen');
  });

  it('refuses keys that leave the storage', async () => {
    const storage = make();
    await expect(storage.write('../ausserhalb', Buffer.from('x'))).rejects.toThrow();
    await expect(storage.write('media/../../x', Buffer.from('x'))).rejects.toThrow();
  });
});

describe('S3Storage', () => {
  it('keeps temporary files out of the bucket and every other key under its prefix', async () => {
    const prefix = `p-${randomUUID()}`;
    const storage = s3Storage(`${prefix}/files`);
    await storage.write('tmp/uploads/a.part', Buffer.from('teil'));
    await storage.write('media/p/a.jpg', Buffer.from('bild'));
    const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual([`${prefix}/files/media/p/a.jpg`]);
  });

  it('lists past one page (continuation tokens)', async () => {
    const storage = s3Storage(undefined, 4);
    const keys = Array.from({ length: 11 }, (_, i) => `media/p/${String(i).padStart(2, '0')}.jpg`);
    await Promise.all(keys.map((k) => storage.write(k, Buffer.from('x'))));
    expect((await storage.list('media')).map((f) => f.key).sort()).toEqual(keys);
    expect(await storage.usage('media')).toEqual({ files: 11, bytes: 11 });
  });

  it('a file one server wrote is read by another on the same bucket (each with its own local disk)', async () => {
    const prefix = `shared-${randomUUID()}`;
    const a = s3Storage(prefix);
    const b = s3Storage(prefix);
    await a.write('media/p/a.jpg', Buffer.from('von A'));
    expect(await text(await b.read('media/p/a.jpg'))).toBe('von A');
    expect(await b.size('media/p/a.jpg')).toBe(5);
  });

  it('a store that is down answers every call with a German 503 (StorageUnavailable), not as a missing file', async () => {
    const down = new S3Storage(
      { ...(loadConfig({ DATA_DIR: localDir(), ...s3.env('x') }).s3 as S3Settings), endpoint: await closedEndpoint() },
      new LocalStorage(localDir()),
    );
    const calls: Array<() => Promise<unknown>> = [
      () => down.write('media/p/a.jpg', Buffer.from('x')),
      () => down.write('media/p/b.jpg', Readable.from([Buffer.from('x')])),
      () => down.read('media/p/a.jpg'),
      () => down.stat('media/p/a.jpg'),
      () => down.list('media'),
      () => down.remove('media/p/a.jpg'),
    ];
    for (const call of calls) {
      const err = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(StorageUnavailable);
      expect(err).toMatchObject({ statusCode: 503, code: 'STORAGE_UNAVAILABLE' });
      expect((err as Error).message).toMatch(/Dateispeicher ist nicht erreichbar/);
    }
  });

  it("a streamed write whose source breaks off aborts its multipart upload and fails with the source's error", async () => {
    const storage = s3Storage();
    const sent: string[] = [];
    storage.client.middlewareStack.add(
      (next, context) => async (args) => {
        sent.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize' },
    );
    async function* cutOff() {
      yield randomBytes(9 * 1024 * 1024); // more than one part: a multipart upload has begun
      throw new Error('Upload abgebrochen');
    }
    await expect(storage.write('media/p/halb.mp4', Readable.from(cutOff()))).rejects.toThrow('Upload abgebrochen');
    expect(sent).toContain('CreateMultipartUploadCommand');
    expect(sent).toContain('AbortMultipartUploadCommand');
    expect(sent).not.toContain('CompleteMultipartUploadCommand');
    expect(await storage.stat('media/p/halb.mp4')).toBeNull();
  });

  it('a bad STORAGE_URL is refused with a German reason', () => {
    const bad =
      (value: string, env: NodeJS.ProcessEnv = {}) =>
      () =>
        loadConfig({ STORAGE_URL: value, ...env });
    expect(bad('http://bucket/x')).toThrow(/STORAGE_URL: nur s3:\/\/bucket\/prefix/);
    expect(bad('s3://B_ad')).toThrow(/STORAGE_URL: ungültiger Bucket-Name/);
    expect(bad('s3://bucket?endpoint=ftp://x')).toThrow(/endpoint muss eine http\(s\)-Adresse/);
    expect(bad('s3://bucket?foo=1')).toThrow(/unbekannte Angabe „foo“/);
    expect(bad('s3://bucket', { AWS_ACCESS_KEY_ID: 'x' })).toThrow(/nur zusammen/);
    expect(loadConfig({ STORAGE_URL: 's3://bucket/a/b?region=eu-central-1' }).s3).toMatchObject({
      bucket: 'bucket',
      prefix: 'a/b/',
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    expect(loadConfig({}).s3).toBeNull();
  });
});
