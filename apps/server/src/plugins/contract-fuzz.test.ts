import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzRoutes, injectOptions, LEAKS_INTERNALS } from '../test/contract-fuzz.js';
import { addDevice, addPlaylist } from '../test/factory/index.js';
import { useHarness } from '../test/harness.js';

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
});
