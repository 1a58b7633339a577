import type { Country, HotelSummary } from '@signage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/clock.js';
import { startHttpServer, type TestHttpServer } from '../../../test/http-test-server.js';
import { HotelDirectoryUnavailable } from '../directory.js';
import { REMOTE_DIRECTORY_TEXTS, RemoteHotelDirectory, type RemoteHotelDirectoryOptions } from './index.js';
import type { DirectoryHotel } from './schema.js';

const COUNTRIES: Country[] = [
  { n: 'Spanien', s: 'ES' },
  { n: 'Ägypten', s: 'EG' },
  { n: 'Griechenland', s: 'GR' },
];
const SUMMARY: HotelSummary = {
  gid: '4711',
  name: 'Hotel Playa Golf',
  provider: 'DER',
  thumb: 'thumbs/4711.jpg',
  country: 'Spanien',
  countryCode: 'ES',
  region: 'Mallorca',
  stars: 4.5,
};
/** A summary of a directory that sends no stars (the field is optional in its answers). */
const { stars: _, ...WITHOUT_STARS } = SUMMARY;
const image = (url: string, seq: number) => ({
  url,
  meta: { typ: 'aussen', seq, id: `p${seq}`, width: 800, height: 600 },
});
const HOTEL: DirectoryHotel = {
  ...SUMMARY,
  providers: ['DER', 'TUI'],
  imageList: [
    image('img/4711/1.jpg', 1),
    image('/media/4711/2.jpg', 2),
    image('https://cdn.example.com/3.jpg', 3),
    image('javascript:alert(1)', 4),
  ],
  clima: null,
  text: 'Direkt am Strand.',
  zoom: 14,
  detail: {
    geoCodes: { latitude: 39.5, longitude: 2.7 },
    addresses: [{ street: 'Carrer', streetNum: '1', zip: '07610', cityName: 'Palma' }],
    urls: [
      { type: 'homepage', url: 'https://playagolf.example.com/' },
      { type: 'evil', url: 'javascript:alert(1)' },
    ],
    texts: [{ language: 'de', sections: [{ title: 'Lage', para: ['Am Meer.'] }] }],
  },
};

let server: TestHttpServer;
let elsewhere: TestHttpServer;
let flaky = 0;
beforeAll(async () => {
  elsewhere = await startHttpServer((_req, res) => void res.end(JSON.stringify(HOTEL)));
  server = await startHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (status: number, body: unknown, delayMs = 0) =>
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      }, delayMs);
    const hotelPath = url.pathname.match(/^\/api\/hotels\/(.+)$/)?.[1];
    if (url.pathname === '/api/countries') return void json(200, COUNTRIES);
    if (url.pathname === '/api/hotels') {
      const found = [SUMMARY, { ...WITHOUT_STARS, gid: '4712', thumb: null }, { ...SUMMARY, gid: '4713' }];
      return void json(200, found, url.searchParams.get('name') === 'langsam' ? 150 : 0);
    }
    switch (hotelPath) {
      case '4711':
        return void json(200, { ...HOTEL, provider: url.searchParams.get('vc') ?? 'DER' });
      case 'later':
        return void json(200, HOTEL, 150);
      case 'boom':
        return void json(500, 'Interner Fehler: geheime Details');
      case 'teapot':
        return void json(418, HOTEL);
      case 'slow':
        return void json(200, HOTEL, 3000);
      case 'notjson':
        return void json(200, '<html>Wartung</html>');
      case 'shape':
        return void json(200, { ...HOTEL, imageList: [{ url: 'a.jpg', meta: { typ: 'x', seq: 1, id: 'a' } }] });
      case 'stars':
        return void json(200, { ...HOTEL, stars: '★★★★' });
      case 'zoom':
        return void json(200, { ...HOTEL, zoom: 40 });
      case 'flaky':
        return void json(flaky++ === 0 ? 503 : 200, HOTEL);
      case 'moved':
        res.writeHead(302, { location: `${elsewhere.origin}/api/hotels/4711` });
        return void res.end();
      case 'big':
        // Streamed without Content-Length: the cap must count the body itself.
        res.writeHead(200, { 'content-type': 'application/json' });
        for (let i = 0; i < 20; i++) res.write(' '.repeat(8 * 1024));
        return void res.end(JSON.stringify(HOTEL));
      case 'big-declared':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) });
        return void res.write('{');
      default:
        return void json(404, { error: 'unbekannt' });
    }
  });
});
afterAll(async () => {
  await server.close();
  await elsewhere.close();
});

const directory = (options: Partial<RemoteHotelDirectoryOptions> = {}) =>
  new RemoteHotelDirectory({ baseUrl: `${server.origin}/api/`, timeoutMs: 1000, maxBytes: 64 * 1024, ...options });
const requestsOf = (path: string) => server.requests.filter((r) => r === path).length;

async function failure(promise: Promise<unknown>): Promise<HotelDirectoryUnavailable> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HotelDirectoryUnavailable);
  return error as HotelDirectoryUnavailable;
}

describe('remote hotel directory: answers (real local server)', () => {
  it('lists the countries sorted by German name', async () => {
    expect((await directory().countries()).map((c) => c.n)).toEqual(['Ägypten', 'Griechenland', 'Spanien']);
  });

  it('searches with name, country and limit, cuts to the limit, makes thumbnails absolute; no stars = null', async () => {
    const found = await directory().search({ name: 'Playa Golf', country: 'ES', limit: 2 });
    expect(server.requests.at(-1)).toBe('/api/hotels?name=Playa+Golf&country=ES&limit=2');
    expect(found).toEqual([
      { ...SUMMARY, thumb: `${server.origin}/api/thumbs/4711.jpg` },
      { ...SUMMARY, gid: '4712', thumb: null, stars: null },
    ]);
    await directory().search({ name: 'x', limit: 5 });
    expect(server.requests.at(-1)).toBe('/api/hotels?name=x&limit=5');
  });

  it('answers the hotel for a provider with absolute picture URLs; non-http URLs are left out', async () => {
    const hotel = await directory().hotel('4711', 'TUI');
    expect(server.requests.at(-1)).toBe('/api/hotels/4711?vc=TUI');
    expect(hotel?.provider).toBe('TUI');
    expect(hotel?.zoom).toBe(14);
    expect(hotel?.stars).toBe(4.5);
    expect(hotel?.thumb).toBe(`${server.origin}/api/thumbs/4711.jpg`);
    expect(hotel?.imageList.map((i) => i.url)).toEqual([
      `${server.origin}/api/img/4711/1.jpg`,
      `${server.origin}/media/4711/2.jpg`,
      'https://cdn.example.com/3.jpg',
    ]);
    expect(hotel?.detail.urls).toEqual([{ type: 'homepage', url: 'https://playagolf.example.com/' }]);
    expect(await directory().hotel('4711')).toMatchObject({ provider: 'DER', text: 'Direkt am Strand.' });
    await directory().hotel('4711', '');
    expect(server.requests.at(-1)).toBe('/api/hotels/4711');
  });

  it('answers null for an unknown hotel (404) and escapes the id into one path segment', async () => {
    expect(await directory().hotel('a/b?c')).toBeNull();
    expect(server.requests.at(-1)).toBe('/api/hotels/a%2Fb%3Fc');
    expect(await directory().hotel('..')).toBeNull();
  });
});

describe('remote hotel directory: failures are HotelDirectoryUnavailable with a German text', () => {
  it('5xx: not reachable, without the remote text', async () => {
    const error = await failure(directory().hotel('boom'));
    expect(error.message).toBe(REMOTE_DIRECTORY_TEXTS.unreachable);
    expect(error.message).not.toContain('geheim');
  });

  it('a connection refused: not reachable', async () => {
    const closed = await startHttpServer(() => undefined);
    await closed.close();
    const error = await failure(directory({ baseUrl: closed.origin }).countries());
    expect(error.message).toBe(REMOTE_DIRECTORY_TEXTS.unreachable);
  });

  it('a late answer: timeout within timeoutMs (+ slack)', async () => {
    const started = performance.now();
    const error = await failure(directory({ timeoutMs: 300 }).hotel('slow'));
    const elapsed = performance.now() - started;
    expect(error.message).toBe(REMOTE_DIRECTORY_TEXTS.timeout);
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(300 + 1200);
  });

  it.each([
    ['another status (418)', 'teapot'],
    ['an answer over maxBytes (streamed)', 'big'],
    ['an answer over maxBytes (declared)', 'big-declared'],
    ['no JSON', 'notjson'],
    ['JSON of another shape', 'shape'],
    ['a zoom out of range', 'zoom'],
    ['stars that are not a number', 'stars'],
    ['a redirect to another origin', 'moved'],
  ])('%s: invalid answer', async (_name, gid) => {
    const error = await failure(directory().hotel(gid));
    expect(error.message).toBe(REMOTE_DIRECTORY_TEXTS.invalid);
  });

  it('the big answer is fine under a higher cap', async () => {
    expect((await directory({ maxBytes: 1024 * 1024 }).hotel('big'))?.gid).toBe('4711');
  });

  it('a 404 on the lists (wrong base URL) is a broken directory, not an empty one', async () => {
    const wrong = directory({ baseUrl: `${server.origin}/falsch` });
    expect((await failure(wrong.countries())).message).toBe(REMOTE_DIRECTORY_TEXTS.invalid);
    expect((await failure(wrong.search({ name: 'x', limit: 5 }))).message).toBe(REMOTE_DIRECTORY_TEXTS.invalid);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => new RemoteHotelDirectory({ baseUrl: 'file:///etc', timeoutMs: 1000 })).toThrow(/Basis-URL/);
    expect(() => new RemoteHotelDirectory({ baseUrl: 'kein url', timeoutMs: 1000 })).toThrow(/Basis-URL/);
  });
});

describe('remote hotel directory: cache', () => {
  it('asks once for countries, a hotel per provider, a search and an unknown id', async () => {
    const d = directory();
    const before = [
      requestsOf('/api/countries'),
      requestsOf('/api/hotels/4711'),
      requestsOf('/api/hotels/4711?vc=TUI'),
      requestsOf('/api/hotels?name=Golf&limit=5'),
      requestsOf('/api/hotels/nix'),
    ];
    for (let i = 0; i < 3; i++) {
      await d.countries();
      await d.hotel('4711');
      await d.hotel('4711', 'TUI');
      await d.search({ name: 'Golf', limit: 5 });
      expect(await d.hotel('nix')).toBeNull();
    }
    expect(requestsOf('/api/countries')).toBe(before[0] + 1);
    expect(requestsOf('/api/hotels/4711')).toBe(before[1] + 1);
    expect(requestsOf('/api/hotels/4711?vc=TUI')).toBe(before[2] + 1);
    expect(requestsOf('/api/hotels?name=Golf&limit=5')).toBe(before[3] + 1);
    expect(requestsOf('/api/hotels/nix')).toBe(before[4] + 1);
  });

  it('searches and unknown ids expire after searchTtlMs, details after cacheTtlMs', async () => {
    const clock = new TestClock();
    const d = directory({ cacheTtlMs: 1200, searchTtlMs: 100, clock });
    const search = '/api/hotels?name=Ablauf&limit=5';
    const paths = [search, '/api/hotels/4711', '/api/hotels/weg'];
    const before = paths.map(requestsOf);
    const ask = () => Promise.all([d.search({ name: 'Ablauf', limit: 5 }), d.hotel('4711'), d.hotel('weg')]);
    await ask();
    clock.advance(99);
    await ask();
    expect(paths.map((p, i) => requestsOf(p) - (before[i] ?? 0))).toEqual([1, 1, 1]);
    clock.advance(201);
    await ask();
    expect(paths.map((p, i) => requestsOf(p) - (before[i] ?? 0))).toEqual([2, 1, 2]);
    const details = before[1] ?? 0;
    clock.advance(899);
    await d.hotel('4711');
    expect(requestsOf('/api/hotels/4711') - details).toBe(1);
    clock.advance(2);
    await d.hotel('4711');
    expect(requestsOf('/api/hotels/4711') - details).toBe(2);
  });

  it('shares one fetch between simultaneous identical requests', async () => {
    const d = directory();
    const [hotels, searches] = [requestsOf('/api/hotels/later'), requestsOf('/api/hotels?name=langsam&limit=5')];
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => d.hotel('later')),
      ...Array.from({ length: 5 }, () => d.search({ name: 'langsam', limit: 5 })),
    ]);
    expect(answers.slice(0, 5).every((a) => a === answers[0])).toBe(true);
    expect(answers.slice(5).every((a) => a === answers[5])).toBe(true);
    expect(requestsOf('/api/hotels/later') - hotels).toBe(1);
    expect(requestsOf('/api/hotels?name=langsam&limit=5') - searches).toBe(1);
  });

  it('does not keep a failure: the next call asks again', async () => {
    const d = directory();
    await failure(Promise.all([d.hotel('flaky'), d.hotel('flaky')]));
    expect((await d.hotel('flaky'))?.gid).toBe('4711');
    expect(requestsOf('/api/hotels/flaky')).toBe(2);
  });
});
