import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOTEL_API, hotel, hotelByNameResponse } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig, useHarness } from '../../test/harness.js';
import { startHttpServer, type TestHttpServer } from '../../test/http-test-server.js';
import { proxiedUrl } from '../../test/pictures.js';

const h = useHarness();

/** A GIATA-like directory as docs/HOTEL-DIRECTORY.md describes it, one hotel. */
const REMOTE_HOTEL = {
  gid: '4711',
  name: 'Remote Beach Resort',
  provider: 'DER',
  providers: ['DER', 'TUI'],
  thumb: 'img/4711-320.jpg',
  country: 'Griechenland',
  countryCode: 'GR',
  region: 'Kreta',
  imageList: [{ url: 'img/4711-800.jpg', meta: { typ: 'aussen', seq: 1, id: 'a', width: 800, height: 533 } }],
  clima: null,
  text: 'Direkt am Strand.',
  zoom: 14,
  detail: {
    geoCodes: { latitude: 35.31, longitude: 25.39 },
    addresses: [{ street: 'Strandweg', streetNum: '1', zip: '70014', cityName: 'Chersonissos' }],
    urls: [{ type: 'web', url: 'https://remote-beach.example' }],
    texts: [{ language: 'de', sections: [{ title: 'Lage', para: ['Am Meer.'] }] }],
  },
};

describe('HOTEL_DIRECTORY=http: the calls answer from a remote directory', () => {
  let remote: TestHttpServer;
  let app: FastifyInstance;
  const dir = mkdtempSync(join(tmpdir(), 'hotels-remote-'));
  beforeAll(async () => {
    remote = await startHttpServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://remote');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/api/hotels') {
        const { imageList, clima, text, detail, providers, zoom, ...summary } = REMOTE_HOTEL;
        return send(200, url.searchParams.get('name') === 'beach' ? [summary] : []);
      }
      if (url.pathname === '/api/hotels/4711') return send(200, REMOTE_HOTEL);
      return send(404, { error: 'not found' });
    });
    const config = testConfig(dir, {
      HOTEL_DIRECTORY: 'http',
      HOTEL_DIRECTORY_URL: `${remote.origin}/api`,
      HOTEL_DIRECTORY_TIMEOUT_MS: '2000',
    });
    app = await buildApp({ config, db: h.database.db, logger: false, clock: h.clock });
  });
  afterAll(async () => {
    await app?.close();
    await remote?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const call = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${h.fx.tokens.standortA}` } });

  it('searches and opens a hotel there, pictures resolved against its address, map from this server', async () => {
    const found = await call(HOTEL_API.hotelByName, { name: 'beach' });
    expect(found.statusCode, found.body).toBe(200);
    const results = hotelByNameResponse.parse(found.json());
    expect(results).toEqual([expect.objectContaining({ gid: '4711', name: 'Remote Beach Resort' })]);
    expect(proxiedUrl(results[0]?.thumb)).toBe(`${remote.origin}/api/img/4711-320.jpg`);
    const opened = await call(HOTEL_API.hotel, { gid: '4711', vc: 'TUI' });
    expect(opened.statusCode, opened.body).toBe(200);
    const body = hotel.parse(opened.json());
    expect(proxiedUrl(body.imageList[0]?.url)).toBe(`${remote.origin}/api/img/4711-800.jpg`);
    expect(body.map).toMatchObject({ latitude: 35.31, longitude: 25.39, zoom: 14 });
    expect(remote.requests).toEqual(expect.arrayContaining([expect.stringMatching(/^\/api\/hotels\?name=beach/)]));
    const unknown = await call(HOTEL_API.hotel, { gid: '999' });
    expect(unknown.statusCode).toBe(404);
  });
});
