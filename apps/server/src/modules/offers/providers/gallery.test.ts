import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestHttpServer } from '../../../test/http-test-server.js';
import { GALLERY_MAX_BYTES, GalleryFetcher } from './gallery.js';

let jpeg: Buffer;
let images: TestHttpServer;
/** A second server on another origin that no configuration allows. */
let foreign: TestHttpServer;

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a8fd6' } })
    .jpeg()
    .toBuffer();
  foreign = await startHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    res.end(jpeg);
  });
  images = await startHttpServer((req, res) => {
    const path = req.url ?? '';
    if (path.startsWith('/ok')) {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return void res.end(jpeg);
    }
    if (path === '/text.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return void res.end('<html>kein Bild</html>');
    }
    if (path === '/huge.jpg') {
      // No content-length: the cap must stop the stream itself.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.write(jpeg);
      const chunk = Buffer.alloc(1024 * 1024);
      for (let i = 0; i <= GALLERY_MAX_BYTES / chunk.length; i++) res.write(chunk);
      return void res.end();
    }
    if (path === '/to-foreign.jpg') {
      res.writeHead(302, { location: `${foreign.origin}/ok.jpg` });
      return void res.end();
    }
    if (path === '/to-ok.jpg') {
      res.writeHead(301, { location: '/ok-after-redirect.jpg' });
      return void res.end();
    }
    if (path === '/slow.jpg') return void setTimeout(() => res.end(jpeg), 2000);
    res.writeHead(404);
    res.end();
  });
});
afterAll(async () => {
  await images.close();
  await foreign.close();
});

const fetcher = (more: Partial<ConstructorParameters<typeof GalleryFetcher>[0]> = {}) =>
  new GalleryFetcher({ origins: [images.origin], hosts: [], ...more });

describe('gallery image fetcher (real local servers)', () => {
  it('fetches an image from an allowed origin', async () => {
    const bytes = await fetcher().fetch(`${images.origin}/ok.jpg`);
    expect(bytes?.equals(jpeg)).toBe(true);
  });

  it('allows hosts of OFFER_IMAGE_HOSTS on any port', async () => {
    const bytes = await fetcher({ origins: [], hosts: ['127.0.0.1'] }).fetch(`${foreign.origin}/ok.jpg`);
    expect(bytes?.equals(jpeg)).toBe(true);
  });

  it('treats 404, a non-image and a too big answer as missing', async () => {
    const f = fetcher();
    expect(await f.fetch(`${images.origin}/missing.jpg`)).toBeNull();
    expect(await f.fetch(`${images.origin}/text.jpg`)).toBeNull();
    expect(await f.fetch(`${images.origin}/huge.jpg`)).toBeNull();
    expect(images.requests).toEqual(expect.arrayContaining(['/missing.jpg', '/text.jpg', '/huge.jpg']));
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    expect(await fetcher({ timeoutMs: 200 }).fetch(`${images.origin}/slow.jpg`)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('refuses a host the configuration does not allow without any request', async () => {
    const before = foreign.requests.length;
    expect(await fetcher().fetch(`${foreign.origin}/ok.jpg`)).toBeNull();
    // Same host, other origin: the provider's origin does not open the whole host.
    expect(await fetcher().fetch(`${images.origin.replace('http:', 'https:')}/ok.jpg`)).toBeNull();
    expect(foreign.requests.length).toBe(before);
  });

  it('refuses other schemes and credentials in the URL', async () => {
    const f = fetcher({ hosts: ['127.0.0.1'] });
    for (const url of ['file:///etc/passwd', 'data:image/png;base64,AAAA', 'ftp://127.0.0.1/x.jpg', 'kein url']) {
      expect(await f.fetch(url)).toBeNull();
    }
    const before = images.requests.length;
    expect(await f.fetch(`${images.origin.replace('//', '//user:pw@')}/ok.jpg`)).toBeNull();
    expect(images.requests.length).toBe(before);
  });

  it('follows a redirect on the allowed origin but not to another host', async () => {
    const f = fetcher();
    expect((await f.fetch(`${images.origin}/to-ok.jpg`))?.equals(jpeg)).toBe(true);
    const before = foreign.requests.length;
    expect(await f.fetch(`${images.origin}/to-foreign.jpg`)).toBeNull();
    expect(images.requests).toContain('/to-foreign.jpg');
    expect(foreign.requests.length).toBe(before);
  });

  it('serves a second fetch of the same URL from the cache', async () => {
    const f = fetcher();
    const url = `${images.origin}/ok-cached.jpg`;
    await f.fetch(url);
    const count = images.requests.filter((p) => p === '/ok-cached.jpg').length;
    expect((await f.fetch(url))?.equals(jpeg)).toBe(true);
    expect(images.requests.filter((p) => p === '/ok-cached.jpg').length).toBe(count);
    expect(count).toBe(1);
  });

  it('shares one request between simultaneous fetches of the same URL', async () => {
    const f = fetcher();
    const url = `${images.origin}/ok-together.jpg`;
    const all = await Promise.all([f.fetch(url), f.fetch(url), f.fetch(url)]);
    expect(all.every((b) => b?.equals(jpeg))).toBe(true);
    expect(images.requests.filter((p) => p === '/ok-together.jpg')).toHaveLength(1);
  });

  it('evicts the least recently used images beyond the byte cap', async () => {
    const f = fetcher({ cacheBytes: jpeg.length * 2 });
    for (const name of ['ok-a', 'ok-b', 'ok-a', 'ok-c', 'ok-a', 'ok-b']) await f.fetch(`${images.origin}/${name}.jpg`);
    const count = (p: string) => images.requests.filter((r) => r === p).length;
    // a stays cached (recently used), b was evicted by c and fetched again.
    expect([count('/ok-a.jpg'), count('/ok-b.jpg'), count('/ok-c.jpg')]).toEqual([1, 2, 1]);
  });

  it('returns the gallery in order, a missing image as an empty buffer', async () => {
    const all = await fetcher().fetchAll([
      `${images.origin}/ok.jpg`,
      `${images.origin}/missing.jpg`,
      `${foreign.origin}/ok.jpg`,
    ]);
    expect(all.map((b) => b.length)).toEqual([jpeg.length, 0, 0]);
  });
});
