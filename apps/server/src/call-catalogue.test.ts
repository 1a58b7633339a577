import { CALL_LIST, type Call, calls, defineCall, R } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { catalogueViolations } from './test/call-catalogue.js';
import { useHarness } from './test/harness.js';

const h = useHarness();

/**
 * Routes that stay outside the catalogue for good: they are no calls of the API (no JSON in, no JSON out, not in
 * the OpenAPI document).
 */
const OUTSIDE_CATALOGUE = new Set([
  // probes and the Prometheus scrape (plugins/health.ts, plugins/metrics.ts)
  'GET /metrics',
  'GET /health/live',
  'GET /healthz',
  'GET /health/ready',
  // the screens' protocol answered with its own headers: the ping, the push stream, the playlist (ETag, gzip splice)
  'GET /api/ping',
  'GET /api/push',
  'GET /api/playlist',
  // SMIL players: the index, the MRSS feed and the pairing page are XML/HTML, a playlog upload is XML
  'GET /smil/:key/index.smil',
  'GET /smil/index.smil',
  'GET /smil/:key/feed.rss',
  'GET /smil/pairing.html',
  'PUT /smil/:key/reports/:type',
  // the API's documentation (Swagger UI and the OpenAPI document)
  'GET /v1/docs',
  'GET /v1/docs/static/index.html',
  'GET /v1/docs/static/swagger-initializer.js',
  'GET /v1/docs/json',
  'GET /v1/docs/yaml',
  'GET /v1/docs/static/*',
  'GET /v1/openapi.json',
  // files and pages: the app package, announcement pages, media and offer pictures, signed pictures, scans, demos
  'GET /apps/:name/player.apk',
  'GET /api/announcement/:id',
  'GET /api/announcement/:id/:file',
  'GET /media/:guidPlaylist/:file',
  'GET /media/devices/:guid/:file',
  'GET /media/offer-demo/:offerId/:file',
  'GET /media/offers/:guid/:file',
  'GET /v1/picture',
  'GET /q/:token',
  'GET /hotel-images/demo/:gid/:file',
  'GET /demo/angebote',
]);

describe('every route of the server comes from the call catalogue (packages/shared/src/calls)', () => {
  it('registers each catalogue entry, and nothing else outside the explicit lists', () => {
    expect(catalogueViolations(h.app.registeredRoutes, CALL_LIST, OUTSIDE_CATALOGUE)).toEqual([]);
  });

  it('documents each visible entry in the OpenAPI document with its summary', () => {
    const document = h.app.swagger() as { paths: Record<string, Record<string, { summary?: string }>> };
    const missing = CALL_LIST.filter((call) => !call.hide).flatMap((call) => {
      const path = call.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = document.paths[path]?.[call.method.toLowerCase()];
      return operation && operation.summary === call.summary ? [] : [`${call.method} ${call.path}`];
    });
    expect(missing).toEqual([]);
  });

  it('keeps each entry once: no two entries with the same method and path', () => {
    const keys = CALL_LIST.map((call) => `${call.method} ${call.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});

describe('the catalogue check', () => {
  const entry = calls.roles.get;
  const planted: Call = defineCall({ method: 'GET', path: '/v1/planted', access: { anyOf: [R.roles] }, tags: [] });

  it('names a planted route written by hand, and one registered from an entry outside the catalogue', () => {
    const routes = [
      { method: 'GET', url: entry.path, call: entry },
      { method: 'HEAD', url: entry.path },
      { method: 'GET', url: '/v1/planted' },
      { method: 'POST', url: '/v1/planted-too', call: planted },
    ];
    expect(catalogueViolations(routes, [entry], new Set())).toEqual([
      'GET /v1/planted: not registered from the catalogue',
      'POST /v1/planted-too: registered from an entry outside the catalogue',
    ]);
  });

  it('names an entry without its route and a stale exception', () => {
    expect(catalogueViolations([], [entry], new Set(['GET /gone']))).toEqual([
      'GET /v1/roles/:id: in the catalogue, but no route',
      'GET /gone: listed as an exception, but no route',
    ]);
  });

  it('accepts a hand-written route the exceptions name', () => {
    expect(catalogueViolations([{ method: 'GET', url: '/metrics' }], [], new Set(['GET /metrics']))).toEqual([]);
  });
});
