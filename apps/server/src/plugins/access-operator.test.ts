import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/harness.js';
import { type EvidenceWorld, evidenceWorld } from '../test/operator-evidence-world.js';
import { type OperatorWorld, OWN_ITEM, operatorWorld, START } from '../test/operator-world.js';
import { PUBLIC_ROUTES } from '../test/public-routes.js';

const h = useHarness();
const PERIOD = 'from=2026-04-01&to=2026-05-31';

/** What each operator route is asked (its query), in the style of the location probes: a missing one fails. */
type World = OperatorWorld & { evidence: EvidenceWorld };
const OPERATOR_PROBES: Record<string, (w: World) => Array<Pick<InjectOptions, 'url' | 'payload'>>> = {
  'GET /v1/operator/me': () => [{ url: '/v1/operator/me' }],
  'GET /v1/operator/report': () =>
    ['offer', 'agency', 'region'].map((by) => ({ url: `/v1/operator/report?${PERIOD}&by=${by}` })),
  'GET /v1/operator/report/csv': () =>
    ['offer', 'agency', 'region'].map((by) => ({ url: `/v1/operator/report/csv?${PERIOD}&by=${by}` })),
  'GET /v1/operator/report/xlsx': () => [{ url: `/v1/operator/report/xlsx?${PERIOD}&by=agency` }],
  'GET /v1/operator/report/pdf': () =>
    ['offer', 'agency', 'region'].map((by) => ({ url: `/v1/operator/report/pdf?${PERIOD}&by=${by}` })),
  'GET /v1/operator/offers/:offerId/images': () => [{ url: `/v1/operator/offers/T100/images?${PERIOD}` }],
  'GET /v1/operator/offers/:offerId/evidence': () => [{ url: `/v1/operator/offers/T100/evidence?${PERIOD}` }],
  'GET /v1/operator/offers/:offerId/images/:sha256': (w) => [
    { url: `/v1/operator/offers/T100/images/${w.evidence.t100.a}` },
    { url: `/v1/operator/offers/T100/images/${w.evidence.t100.b}?size=thumb` },
  ],
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
function forbiddenTexts(w: World): string[] {
  return [
    w.evidence.t100.c,
    ...w.evidence.hidden,
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

async function walk(w: World, token: string, via: 'portal' | 'token'): Promise<string[]> {
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
    const world = await operatorWorld(h);
    const w = { ...world, evidence: await evidenceWorld(h, world) };
    const { token } = (await w.call(w.tokens.op1, 'POST', '/v1/operator/tokens', { name: 'BI' })).json();
    expect(await walk(w, w.tokens.op1, 'portal')).toEqual([]);
    expect(await walk(w, token, 'token')).toEqual([]);
    // The session ends on sign-out like a staff session.
    expect((await w.call(w.tokens.op1, 'GET', '/v1/user/logout')).statusCode).toBe(200);
    expect((await w.call(w.tokens.op1, 'GET', '/v1/operator/me')).statusCode).toBe(401);
  }, 300_000);
});

describe('an operator sees the images and the evidence of its own offers only, in its scope', () => {
  const images = async (w: OperatorWorld, as: string, offerId = 'T100') =>
    (await w.call(as, 'GET', `/v1/operator/offers/${offerId}/images?${PERIOD}`)).json() as {
      images: Array<{ sha256: string; places: Array<{ label: string; context: string }> }>;
    };
  const image = (w: OperatorWorld, as: string, sha: string, offerId = 'T100') =>
    w.call(as, 'GET', `/v1/operator/offers/${offerId}/images/${sha}`);

  it("answers the consenting agencies' images from the start day on, in the consented form; nothing else", async () => {
    const w = await operatorWorld(h);
    const e = await evidenceWorld(h, w);
    const listed = await images(w, w.tokens.op1);
    expect(listed.images.map((i) => [i.sha256, i.places.map((p) => `${p.label}|${p.context}`)])).toEqual([
      [e.t100.a, ['Netz A|']],
      [e.t100.b, ['PLZ-Gebiet 50|nur Region']],
    ]);
    const full = await image(w, w.tokens.op1, e.t100.a);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    const thumb = await w.call(w.tokens.op1, 'GET', `/v1/operator/offers/T100/images/${e.t100.b}?size=thumb`);
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // no consent (C), before the start day (first versions), another operator's offer (D200), by guessing the path
    for (const sha of [e.t100.c, ...e.hidden]) {
      for (const offerId of ['T100', 'D200']) expect((await image(w, w.tokens.op1, sha, offerId)).statusCode).toBe(404);
    }
    expect((await images(w, w.tokens.op1, 'D200')).images).toEqual([]);
    // operator 2 sees its D200 at C only, and none of operator 1's images
    expect((await images(w, w.tokens.op2, 'D200')).images.map((i) => i.places[0]?.label)).toEqual(['Netz C']);
    expect((await image(w, w.tokens.op2, e.t100.a)).statusCode).toBe(404);

    const evidence = await w.call(w.tokens.op1, 'GET', `/v1/operator/offers/T100/evidence?${PERIOD}`);
    expect(evidence.statusCode, evidence.body).toBe(200);
    const body = evidence.json();
    expect(body.chainIntact).toBe(true);
    expect(
      body.records.map((r: { label: string; images: Array<{ sha256: string }> }) => [r.label, r.images[0]?.sha256]),
    ).toEqual([
      ['Netz A', e.t100.a],
      ['PLZ-Gebiet 50', e.t100.b],
    ]);
    expect(body.records[0]).toMatchObject({
      firstPlay: '2026-05-10T09:00:00.000Z',
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(body.checks.map((c: { label: string; result: string }) => [c.label, c.result])).toEqual([
      ['Netz A', 'confirmed'],
    ]);
    for (const never of [h.fx.locationA, h.fx.locationB, ...w.devices, 'Standort', 'advisoryId', 'Kreta']) {
      expect(evidence.body + JSON.stringify(listed)).not.toContain(never);
    }
  });

  it('a revoked consent removes its images from the next request; an earlier start shows the earlier version', async () => {
    const w = await operatorWorld(h);
    const e = await evidenceWorld(h, w);
    const set = (shares: boolean, startDay: string) =>
      w.call('netA', 'PUT', `/v1/companies/${h.fx.networkA}/operator-consents/${w.op1}`, {
        shares,
        startDay,
        named: true,
        locationsDecide: false,
      });
    expect((await set(false, START)).statusCode).toBe(200);
    expect((await images(w, w.tokens.op1)).images.map((i) => i.sha256)).toEqual([e.t100.b]);
    expect((await image(w, w.tokens.op1, e.t100.a)).statusCode).toBe(404);
    const evidence = await w.call(w.tokens.op1, 'GET', `/v1/operator/offers/T100/evidence?${PERIOD}`);
    expect(evidence.json().records.map((r: { label: string }) => r.label)).toEqual(['PLZ-Gebiet 50']);
    expect(evidence.json().checks).toEqual([]);
    expect((await set(true, '2026-04-01')).statusCode).toBe(200);
    expect((await images(w, w.tokens.op1)).images).toHaveLength(3);
    expect((await image(w, w.tokens.op1, e.hidden[0] as string)).statusCode).toBe(200);
  });

  it("answers the report as PDF with the report's query", async () => {
    const w = await operatorWorld(h);
    const pdf = await w.call(w.tokens.op1, 'GET', `/v1/operator/report/pdf?${PERIOD}&by=agency`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('nachweise-agentur-2026-04-01-2026-05-31.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const bad = await w.call(w.tokens.op1, 'GET', '/v1/operator/report/pdf?from=2026-05-31&to=2026-05-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Der letzte Tag liegt vor dem ersten');
  });
});
