import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/harness.js';
import { type OperatorWorld, OWN_ITEM, operatorWorld } from '../test/operator-world.js';
import { PUBLIC_ROUTES } from '../test/public-routes.js';

const h = useHarness();
const PERIOD = 'from=2026-04-01&to=2026-05-31';

/** What each operator route is asked (its query), in the style of the location probes: a missing one fails. */
const OPERATOR_PROBES: Record<string, (w: OperatorWorld) => Array<Pick<InjectOptions, 'url' | 'payload'>>> = {
  'GET /v1/operator/me': () => [{ url: '/v1/operator/me' }],
  'GET /v1/operator/report': () =>
    ['offer', 'agency', 'region'].map((by) => ({ url: `/v1/operator/report?${PERIOD}&by=${by}` })),
  'GET /v1/operator/report/csv': () =>
    ['offer', 'agency', 'region'].map((by) => ({ url: `/v1/operator/report/csv?${PERIOD}&by=${by}` })),
  'GET /v1/operator/report/xlsx': () => [{ url: `/v1/operator/report/xlsx?${PERIOD}&by=agency` }],
  'GET /v1/operator/accesses': () => [{ url: '/v1/operator/accesses' }],
  'GET /v1/operator/tokens': () => [{ url: '/v1/operator/tokens' }],
  'POST /v1/operator/tokens': () => [{ url: '/v1/operator/tokens', payload: { name: 'Probe' } }],
  'DELETE /v1/operator/tokens/:id': () => [{ url: '/v1/operator/tokens/00000000-0000-4000-8000-000000000000' }],
};

/** The signed-in session's own routes an operator's user may call with its session (not with a token). */
const SESSION_OWN = new Set(['GET /v1/user/me']);

const routes = () =>
  h.app.registeredRoutes.filter(
    (r) => r.url.startsWith('/v1/') && r.method !== 'HEAD' && r.access && !PUBLIC_ROUTES.has(`${r.method} ${r.url}`),
  );

/**
 * What operator 1 may never read: operator 2's offers, the agencies' own content, other agencies' and region-only
 * agencies' names and places, addresses, screens (their guids are their keys), users other than itself.
 */
function forbiddenTexts(w: OperatorWorld): string[] {
  return [
    'D200',
    'Kreta',
    'DERTOUR',
    'DER Touristik',
    OWN_ITEM,
    'Netz B',
    'Netz C',
    'Standort A1',
    'Standort B1',
    'Standort C1',
    'Unter den Linden',
    'Domkloster',
    'der-user',
    'netA',
    h.fx.networkB,
    w.networkC,
    h.fx.locationA,
    h.fx.locationB,
    w.locationC,
    ...w.devices,
    ...Object.values(h.fx.users),
  ];
}

async function walk(w: OperatorWorld, token: string, via: 'portal' | 'token'): Promise<string[]> {
  const failures: string[] = [];
  const never = forbiddenTexts(w);
  const check = async (key: string, options: InjectOptions, expected: number[]) => {
    // A second between the calls: the token's rate limit (60 a minute) is tested on its own, not here.
    if (via === 'token') h.clock.set(h.clock.now() + 1000);
    const res = await w.call(token, options.method as 'GET', options.url as string, options.payload);
    const where = `${via} ${key} ${options.url} → ${res.statusCode} ${res.body.slice(0, 120)}`;
    const leaked = never.find((text) => res.body.includes(text));
    if (!expected.includes(res.statusCode)) failures.push(where);
    else if (leaked) failures.push(`${where} (nennt ${leaked})`);
  };
  // The operator routes first: the access list then holds only the operator's own requests, not the staff addresses
  // naming network C that the walk tries afterwards.
  const ordered = [...routes()].sort(
    (a, b) => Number(!!b.access && 'operator' in b.access) - Number(!!a.access && 'operator' in a.access),
  );
  for (const route of ordered) {
    const key = `${route.method} ${route.url}`;
    const access = route.access;
    if (!access) continue;
    if ('operator' in access) {
      const mayCall = via === 'portal' || access.token === true;
      for (const probe of OPERATOR_PROBES[key]?.(w) ?? []) {
        // The administrator (operator 1's user) reads its own records; a token only where the route allows tokens.
        const ok = key.startsWith('DELETE') ? [404] : [200];
        await check(key, { method: route.method as 'GET', ...probe }, mayCall ? ok : [403]);
      }
      continue;
    }
    if (key === 'GET /v1/user/logout') continue;
    // Every staff route, its parameters naming network C (no consent to operator 1): refused before it is looked at.
    const url = route.url.replace(/:[A-Za-z]+/g, w.networkC);
    const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
    // Refused: 403, or 401 where a route knows only staff sessions (the hotel viewer's calls check their own token).
    const expected = via === 'portal' && SESSION_OWN.has(key) ? [200] : [401, 403];
    await check(key, { method: route.method as 'GET', url, payload }, expected);
  }
  return failures;
}

describe('an operator user and an operator token reach only what the operator may see (access probe)', () => {
  it('has a probe for every operator route, and none for a route that is gone', () => {
    const operatorRoutes = routes()
      .filter((r) => r.access && 'operator' in r.access)
      .map((r) => `${r.method} ${r.url}`);
    expect(operatorRoutes.length).toBeGreaterThan(5);
    expect(operatorRoutes.filter((key) => !OPERATOR_PROBES[key])).toEqual([]);
    expect(Object.keys(OPERATOR_PROBES).filter((key) => !operatorRoutes.includes(key))).toEqual([]);
  });

  it('reports 0 leaks over every route as operator user (session) and as its token', async () => {
    const w = await operatorWorld(h);
    const { token } = (await w.call(w.tokens.op1, 'POST', '/v1/operator/tokens', { name: 'BI' })).json();
    expect(await walk(w, w.tokens.op1, 'portal')).toEqual([]);
    expect(await walk(w, token, 'token')).toEqual([]);
    // The session ends on sign-out like a staff session.
    expect((await w.call(w.tokens.op1, 'GET', '/v1/user/logout')).statusCode).toBe(200);
    expect((await w.call(w.tokens.op1, 'GET', '/v1/operator/me')).statusCode).toBe(401);
  }, 300_000);
});
