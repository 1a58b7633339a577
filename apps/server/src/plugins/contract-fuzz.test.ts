import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepAndWideRequests, fuzzRoutes, injectOptions, LEAKS_INTERNALS } from '../test/contract-fuzz.js';
import { addDevice, addPlaylist } from '../test/factory/index.js';
import { useHarness } from '../test/harness.js';
import { TOO_DEEP_MESSAGE } from './json-body.js';

const h = useHarness();
/** Requests per route and run; `bench/route-fuzz.ts` runs many more. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const ACTORS = [null, 'admin', 'netA', 'netB', 'standortA', 'support', 'nobody'] as const;

describe('requests generated from the OpenAPI contract never get a 5xx or an internal detail', () => {
  it('covers every documented route', async () => {
    await h.app.ready();
    const routes = fuzzRoutes(h.app, [h.fx.networkA]);
    expect(routes.length).toBeGreaterThan(100);
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
    let requests = 0;
    for (const route of routes) {
      const device = await addDevice(h.database.db, { guidParent: h.fx.networkA, guidCompany: h.fx.locationA });
      const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA }, 2);
      const ids = [h.fx.networkA, h.fx.locationA, h.fx.networkB, device, playlist];
      const [withIds] = fuzzRoutes(h.app, ids).filter((r) => r.method === route.method && r.path === route.path);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...ACTORS), withIds.request, async (actor, req) => {
          requests++;
          const res = await h.call(actor, injectOptions(route.method, req));
          const where = `${route.method} ${req.url} as ${actor ?? 'anonymous'} (seed ${seed})`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          expect(res.body, where).not.toMatch(LEAKS_INTERNALS);
        }),
        { numRuns: RUNS, seed, endOnFailure: true },
      );
    }
    expect(requests).toBeGreaterThanOrEqual(routes.length * RUNS);
  }, 600_000);

  it('a body nested 10,000 levels deep is refused with 400 on every JSON route, a wide one never answers 5xx', async () => {
    await h.app.ready();
    const device = await addDevice(h.database.db, { guidParent: h.fx.networkA, guidCompany: h.fx.locationA });
    const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA }, 2);
    const ids = [h.fx.locationA, h.fx.networkA, device, playlist];
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
    let deep = 0;
    let wide = 0;
    // A tour operator's routes refuse a staff user before the body is read (403); every other route reads it.
    const operatorOnly = new Set(
      h.app.registeredRoutes.filter((r) => r.access && 'operator' in r.access).map((r) => `${r.method} ${r.url}`),
    );
    for (const route of fuzzRoutes(h.app, ids)) {
      for (const req of deepAndWideRequests(route, ids, seed)) {
        const res = await h.call('admin', injectOptions(route.method, req));
        const where = `${req.deep ? 'deep' : 'wide'} ${route.method} ${req.url} (seed ${seed})`;
        expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        expect(res.body, where).not.toMatch(LEAKS_INTERNALS);
        if (req.deep && operatorOnly.has(`${route.method} ${route.path.replace(/\{([^}]+)\}/g, ':$1')}`)) {
          expect(res.statusCode, where).toBe(403);
        } else if (req.deep) {
          deep++;
          expect(res.statusCode, where).toBe(400);
          expect(res.json().error, where).toEqual({ code: 'INVALID_BODY', message: TOO_DEEP_MESSAGE });
        } else wide++;
      }
    }
    expect(deep).toBeGreaterThan(50 * 3);
    expect(wide).toBeGreaterThan(50);
  }, 600_000);
});
