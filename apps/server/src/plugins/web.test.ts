import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDist } from '../../../../scripts/compress-dist.mjs';
import { registerNotFoundHandler } from './errors.js';
import { IMMUTABLE, registerWeb } from './web.js';

// A built SPA in small: one hashed asset, index.html, both precompressed by the build's own step.
const ASSET = '/assets/login-page-Ab12Cd34.js';
const SCRIPT = `export const text = ${JSON.stringify('Anmelden '.repeat(400))};\n`;
const INDEX = `<!doctype html><html lang="de"><head><script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>`;

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'signage-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, ASSET), SCRIPT);
  writeFileSync(join(dir, 'index.html'), INDEX.repeat(3));
  compressDist(dir);
  app = Fastify();
  registerNotFoundHandler(app, await registerWeb(app, dir));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': '', ...headers } });

describe('built SPA: precompressed files and cache headers', () => {
  it('sends the brotli, gzip or plain asset by Accept-Encoding, with Vary and a year of immutable caching', async () => {
    const br = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const res of [br, gzip, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length / 10);
  });

  it('answers 304 to a matching ETag, per encoding', async () => {
    const first = await get(ASSET, { 'accept-encoding': 'br' });
    expect(first.headers.etag).toBeTruthy();
    const again = await get(ASSET, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    // The gzip variant is another representation: its tag differs, so the brotli one does not match it.
    const gzip = await get(ASSET, { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers.etag).not.toBe(first.headers.etag);
  });

  it('serves index.html and every client-side route compressed and with no-cache', async () => {
    for (const url of ['/', '/index.html', '/login', '/Dashboard/Main?x=1']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX.repeat(3));
    }
    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX.repeat(3));
    const etag = String(plain.headers.etag);
    expect((await get('/login', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers 404 for a missing asset and leaves the API paths alone', async () => {
    expect((await get('/assets/gone-Zz99.js', { 'accept-encoding': 'br' })).statusCode).toBe(404);
    const api = await get('/v1/nothing', { 'accept-encoding': 'br' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.message).toMatch(/gibt es nicht/);
  });
});
