import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { media } from '../../db/schema.js';
import { ffprobe } from '../../lib/media-tools.js';
import { S3Storage } from '../../lib/storage-s3.js';
import { addPlaylist } from '../../test/factory/index.js';
import { testConfig, useHarness } from '../../test/harness.js';
import { makeSampleFiles, type SampleFiles, upload } from '../../test/media-files.js';
import { multipartFile } from '../../test/multipart.js';
import { closedEndpoint, type S3TestServer, startS3TestServer } from '../../test/s3-test-server.js';

// The app with STORAGE_URL on a real S3-compatible server (s3rver): uploads land in the bucket, the
// conversion job runs ffmpeg on a local copy, and /media serves the objects with ranges and caching headers.
const env: NodeJS.ProcessEnv = {};
let s3: S3TestServer;
let files: SampleFiles;
beforeAll(async () => {
  s3 = await startS3TestServer();
  Object.assign(env, s3.env('app/files'));
  files = await makeSampleFiles();
}, 60_000);
const h = useHarness(env);
afterAll(() => s3?.stop());

const localFiles = (dir: string) => {
  const root = join(h.app.ctx.config.dataDir, 'files', dir);
  return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
};
const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });

describe('media on S3-compatible storage', () => {
  it('an uploaded picture is stored in the bucket and served with 200/206/304/416', async () => {
    expect(h.app.ctx.files).toBeInstanceOf(S3Storage);
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const res = await upload(h, 'netA', playlist, 'Bild.jpg', files.jpg);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await h.database.db.select().from(media);
    const stored = (await h.app.ctx.files.list(`media/${playlist}`)).map((f) => f.key).sort();
    expect(stored).toEqual([`media/${playlist}/${row.localFileName}`, `media/${playlist}/${row.thumbFileName}`].sort());
    // Nothing stays on the local disk: neither the media nor the upload's spool.
    expect(localFiles('media')).toEqual([]);
    expect(localFiles('tmp')).toEqual([]);

    const url = `/media/${playlist}/${row.localFileName}`;
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(files.jpg)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(files.jpg.length),
      'accept-ranges': 'bytes',
    });
    const etag = String(whole.headers.etag);
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    const part = await get(url, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${files.jpg.length}`);
    expect(part.headers['content-length']).toBe('10');
    expect(part.rawPayload.equals(files.jpg.subarray(10, 20))).toBe(true);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    const beyond = await get(url, { range: `bytes=${files.jpg.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${files.jpg.length}`);
    expect((await get(`/media/${playlist}/fehlt.jpg`)).statusCode).toBe(404);
  });

  it('a video is converted from a local copy; poster and web MP4 go to the bucket and play by range', async () => {
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const res = await upload(h, 'netA', playlist, 'Film.mov', files.mov);
    expect(res.statusCode, res.body).toBe(200);
    expect(await h.app.jobs.runOnce()).toBe(1);
    const [row] = await h.database.db.select().from(media);
    expect(row).toMatchObject({ convertStatus: 'done', convertStatusMessage: null });
    expect(row.webFileName).toBe(row.localFileName.replace(/\.mov$/, '.web.mp4'));
    expect(row.thumbFileName).toBe(row.localFileName.replace(/\.mov$/, '.thumb.jpg'));
    expect((await h.app.ctx.files.list(`media/${playlist}`)).length).toBe(3);
    expect(localFiles('media')).toEqual([]);
    expect(localFiles('tmp')).toEqual([]);

    const web = await h.app.ctx.files.withLocalFile(`media/${playlist}/${row.webFileName}`, (path) => ffprobe(path));
    const codecs = (web.streams as Array<{ codec_name: string }>).map((s) => s.codec_name).sort();
    expect(codecs).toEqual(['aac', 'h264']);
    const size = JSON.parse(row.mediaInfo).webSize as number;
    const url = `/media/${playlist}/${row.webFileName}`;
    const head = await h.app.inject({ method: 'HEAD', url });
    expect(head.headers['content-length']).toBe(String(size));
    const tail = await get(url, { range: 'bytes=-100' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    expect(tail.rawPayload.length).toBe(100);
  }, 60_000);

  it('the readiness probe writes to the bucket; a bucket that does not exist is a failed storage check', async () => {
    const ok = await h.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ok.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok', migrations: 'ok' } });
    expect(await h.app.ctx.files.usage('health')).toEqual({ files: 0, bytes: 0 });
    const config = testConfig(h.app.ctx.config.dataDir, {
      ...s3.env(),
      STORAGE_URL: env.STORAGE_URL?.replace(s3.bucket, 'gibt-es-nicht'),
    });
    const app = await buildApp({ config, db: h.database.db, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: 'ok', storage: 'fail', migrations: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('a store that is down: upload and media answer 503 in German, nothing stays behind locally', async () => {
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const running = h.app.ctx.config;
    if (!running.s3) throw new Error('STORAGE_URL not read');
    const config = { ...running, s3: { ...running.s3, endpoint: await closedEndpoint() } };
    const app = await buildApp({ config, db: h.database.db, clock: h.clock, logger: false });
    try {
      const auth = { authorization: `Bearer ${h.fx.tokens.netA}` };
      const { headers, payload } = multipartFile('Bild.jpg', files.jpg);
      const res = await app.inject({
        method: 'POST',
        url: `/v1/playlists/upload/${playlist}?active=1`,
        headers: { ...headers, ...auth },
        payload,
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().error).toMatchObject({
        code: 'STORAGE_UNAVAILABLE',
        message: 'Der Dateispeicher ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
      });
      expect(await h.database.db.select().from(media)).toEqual([]);
      expect(localFiles('tmp')).toEqual([]);
      const file = await app.inject({ method: 'GET', url: `/media/${playlist}/bild.jpg` });
      expect(file.statusCode).toBe(503);
      expect(file.json().error.code).toBe('STORAGE_UNAVAILABLE');
    } finally {
      await app.close();
    }
  });
});
