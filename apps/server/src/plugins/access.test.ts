import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/harness.js';
import { PUBLIC_ROUTES as PUBLIC } from '../test/public-routes.js';

const h = useHarness();

/** Routes any signed-in user may call. */
const AUTHENTICATED_ONLY = new Set(['GET /v1/user/me', 'GET /v1/user/logout']);
const SAMPLE_GUID = '00000000-0000-4000-8000-000000000000';

const registeredRoutes = () => h.app.registeredRoutes;

describe('every /v1 route declares who may call it', () => {
  it('answers 401 without a token and 403 for a user with no rights', async () => {
    const routes = registeredRoutes().filter(
      (r) =>
        r.url.startsWith('/v1/') &&
        !r.url.startsWith('/v1/docs') &&
        r.url !== '/v1/openapi.json' &&
        r.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (PUBLIC.has(key)) continue;
      const url = route.url.replace(/:[A-Za-z]+/g, SAMPLE_GUID);
      const anonymous = await h.call(null, {
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(anonymous.statusCode, `${key} without token`).toBe(401);
      if (AUTHENTICATED_ONLY.has(key)) continue;
      const nobody = await h.call('nobody', {
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(nobody.statusCode, `${key} without rights`).toBe(403);
    }
  });
});
