import { describe, expect, it } from 'vitest';
import { userWithRights } from '../../test/factory/users.js';
import { useHarness } from '../../test/harness.js';
import { BEFORE, OWN_ITEM, operatorWorld, START } from '../../test/operator-world.js';

const h = useHarness();
const PERIOD = 'from=2026-04-01&to=2026-05-31';
type Row = { key: string; label: string; context: string; plays: number; screens: number; locations: number };
const rows = (body: { rows: Row[] }) => body.rows.map((r) => [r.label, r.context, r.plays, r.screens, r.locations]);

describe('operator portal: what an operator sees', () => {
  it('sees only its own offers from consenting agencies, from the start day, in the form consented', async () => {
    const w = await operatorWorld(h);
    const offer = await w.call(w.tokens.op1, 'GET', `/v1/operator/report?${PERIOD}&by=offer`);
    expect(offer.statusCode, offer.body).toBe(200);
    // A and B consent (10 plays each on 10 May); C does not; the 100 plays of 20 April are before the start.
    expect(rows(offer.json())).toEqual([['T100 · Mallorca Sonne', '', 20, 2, 2]]);
    expect(offer.json().total).toMatchObject({ plays: 20, screens: 2, locations: 2 });
    const agency = await w.call(w.tokens.op1, 'GET', `/v1/operator/report?${PERIOD}&by=agency`);
    expect(rows(agency.json())).toEqual([
      ['Netz A', '', 10, 1, 1],
      ['PLZ-Gebiet 50', 'nur Region', 10, 1, 1],
    ]);
    const region = await w.call(w.tokens.op1, 'GET', `/v1/operator/report?${PERIOD}&by=region`);
    expect(rows(region.json())).toEqual([
      ['PLZ-Gebiet 10', '', 10, 1, 1],
      ['PLZ-Gebiet 50', '', 10, 1, 1],
    ]);
    for (const body of [offer.body, agency.body, region.body]) {
      for (const never of ['D200', 'Kreta', OWN_ITEM, 'Netz B', 'Standort', 'Netz C', h.fx.locationB, ...w.devices]) {
        expect(body).not.toContain(never);
      }
    }
    const other = await w.call(w.tokens.op2, 'GET', `/v1/operator/report?${PERIOD}&by=agency`);
    expect(rows(other.json())).toEqual([['Netz C', '', 20, 1, 1]]);
  });

  it('groups the series per day, week or month', async () => {
    const w = await operatorWorld(h);
    const month = await w.call(w.tokens.op1, 'GET', `/v1/operator/report?${PERIOD}&period=month`);
    expect(month.json().series.map((p: { day: string; plays: number }) => [p.day, p.plays])).toEqual([
      ['2026-04-01', 0],
      ['2026-05-01', 20],
    ]);
    const week = await w.call(w.tokens.op1, 'GET', `/v1/operator/report?${PERIOD}&period=week`);
    const weeks = week.json().series as Array<{ day: string; plays: number }>;
    expect(weeks.find((p) => p.plays > 0)).toEqual(expect.objectContaining({ day: '2026-05-04', plays: 20 }));
    expect(weeks[0]?.day).toBe('2026-03-30');
  });

  it('a revoked consent removes the data from the next request; an earlier start shows earlier plays', async () => {
    const w = await operatorWorld(h);
    const report = async () => (await w.call(w.tokens.op1, 'GET', `/v1/operator/report?${PERIOD}&by=agency`)).json();
    expect((await report()).total.plays).toBe(20);
    const revoke = { shares: false, startDay: START, named: true, locationsDecide: false };
    const res = await w.call('netA', 'PUT', `/v1/companies/${h.fx.networkA}/operator-consents/${w.op1}`, revoke);
    expect(res.statusCode, res.body).toBe(200);
    expect(rows(await report())).toEqual([['PLZ-Gebiet 50', 'nur Region', 10, 1, 1]]);
    const earlier = { shares: true, startDay: BEFORE, named: true, locationsDecide: false };
    await w.call('netA', 'PUT', `/v1/companies/${h.fx.networkA}/operator-consents/${w.op1}`, earlier);
    expect((await report()).total.plays).toBe(120);
  });

  it('a location decides for itself only where its network lets it', async () => {
    const w = await operatorWorld(h);
    const location = await userWithRights(h, { rights: ['RIGHT_COMP_OPERATOR_CONSENT'], at: h.fx.locationA });
    const put = (url: string, payload: object) => location({ method: 'PUT', url, payload });
    const at = `/v1/companies/${h.fx.locationA}/operator-consents/${w.op2}`;
    const own = { shares: true, startDay: START, named: false, locationsDecide: false };
    expect((await put(at, own)).statusCode).toBe(403);
    const network = { shares: false, startDay: START, named: false, locationsDecide: true };
    const set = await w.call('netA', 'PUT', `/v1/companies/${h.fx.networkA}/operator-consents/${w.op2}`, network);
    expect(set.statusCode, set.body).toBe(200);
    const report = async () => (await w.call(w.tokens.op2, 'GET', `/v1/operator/report?${PERIOD}&by=agency`)).json();
    expect(rows(await report())).toEqual([['Netz C', '', 20, 1, 1]]);
    const res = await put(at, own);
    expect(res.statusCode, res.body).toBe(200);
    expect(rows(await report())).toEqual([
      ['Netz C', '', 20, 1, 1],
      ['PLZ-Gebiet 10', 'nur Region', 20, 1, 1],
    ]);
    // The location user may not decide for the network.
    const net = await put(`/v1/companies/${h.fx.networkA}/operator-consents/${w.op2}`, own);
    expect([403, 404]).toContain(net.statusCode);
  });

  it('refuses bad input with a German message and changes nothing', async () => {
    const w = await operatorWorld(h);
    const bad = await w.call('netA', 'PUT', `/v1/companies/${h.fx.networkA}/operator-consents/${w.op1}`, {
      shares: true,
      startDay: '1. Mai',
      named: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Datum im Format JJJJ-MM-TT');
    const taken = await w.call('admin', 'POST', '/v1/operators', { name: 'Noch einer', codes: ['TUI'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain('gehört schon zum Veranstalter „Tui Portal“');
    expect((await w.call('admin', 'GET', '/v1/operators')).json()).toHaveLength(2);
    const report = await w.call(w.tokens.op1, 'GET', '/v1/operator/report?from=2026-05-31&to=2026-05-01');
    expect(report.statusCode).toBe(400);
    expect(report.body).toContain('Der letzte Tag liegt vor dem ersten');
  });
});

describe('operator portal: tokens and the access log', () => {
  it('answers a token exactly as the portal; a token is read-only, rate-limited and revocable', async () => {
    const w = await operatorWorld(h);
    const created = await w.call(w.tokens.op1, 'POST', '/v1/operator/tokens', { name: 'Power BI' });
    expect(created.statusCode, created.body).toBe(200);
    const { token, guid } = created.json();
    expect(token).toMatch(/^vt_/);
    const listed = await w.call(w.tokens.op1, 'GET', '/v1/operator/tokens');
    expect(listed.body).not.toContain(token);
    for (const by of ['offer', 'agency', 'region']) {
      const url = `/v1/operator/report?${PERIOD}&by=${by}`;
      expect((await w.call(token, 'GET', url)).json()).toEqual((await w.call(w.tokens.op1, 'GET', url)).json());
    }
    expect((await w.call(token, 'POST', '/v1/operator/tokens', { name: 'x' })).statusCode).toBe(403);
    expect((await w.call(token, 'GET', '/v1/operator/accesses')).statusCode).toBe(403);
    expect((await w.call(w.tokens.op1, 'DELETE', `/v1/operator/tokens/${guid}`)).statusCode).toBe(200);
    expect((await w.call(token, 'GET', `/v1/operator/report?${PERIOD}`)).statusCode).toBe(401);
    // The log names the token (still after its revocation) and the portal's own steps.
    const log = (await w.call(w.tokens.op1, 'GET', '/v1/operator/accesses?itemsPerPage=200')).json().items;
    const byToken = log.filter((i: { via: string }) => i.via === 'token');
    expect(byToken.length).toBeGreaterThan(0);
    expect(byToken.every((i: { tokenName: string }) => i.tokenName === 'Power BI')).toBe(true);
    const words = log.map((i: { what: string }) => i.what);
    expect(words).toContain('Zugangsschlüssel angelegt');
    expect(words).toContain('Zugangsschlüssel widerrufen');
    expect(words).toContain('Bericht nach Region, 01.04.2026–31.05.2026');
  });

  it('limits the requests per token', async () => {
    const w = await operatorWorld(h);
    const { token } = (await w.call(w.tokens.op1, 'POST', '/v1/operator/tokens', { name: 'BI' })).json();
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await w.call(token, 'GET', '/v1/operator/me')).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(60);
    expect(codes.at(-1)).toBe(429);
    // The portal session is not limited by its token.
    expect((await w.call(w.tokens.op1, 'GET', '/v1/operator/me')).statusCode).toBe(200);
  });

  it('records every operator request; the agency and the operator administrator see them', async () => {
    const w = await operatorWorld(h);
    await w.call(w.tokens.op1, 'GET', `/v1/operator/report?${PERIOD}`);
    await w.call(w.tokens.op1, 'GET', '/v1/companies/list');
    await w.call(w.tokens.op2, 'GET', `/v1/operator/report?${PERIOD}`);
    const own = await w.call(w.tokens.op1, 'GET', '/v1/operator/accesses');
    expect(own.statusCode, own.body).toBe(200);
    const words = own.json().items.map((i: { what: string; result: string }) => `${i.what}: ${i.result}`);
    expect(words).toEqual([
      'Abruf außerhalb des Portals: Abgelehnt: keine Berechtigung',
      expect.stringMatching(/^Bericht nach Angebot, .*: Ausgeführt$/),
    ]);
    expect(own.body).not.toContain('/v1/');
    expect(own.body).not.toContain('der-user');
    expect((await w.call(w.tokens.op2, 'GET', '/v1/operator/accesses')).statusCode).toBe(403);
    const agency = await w.call('netA', 'GET', `/v1/companies/${h.fx.networkA}/operator-accesses`);
    expect(agency.statusCode, agency.body).toBe(200);
    expect(agency.json().items.map((i: { username: string }) => i.username)).toContain('tui-admin');
    expect(agency.body).not.toContain('der-user');
    const foreign = await w.call('netA', 'GET', `/v1/companies/${h.fx.networkB}/operator-accesses`);
    expect(foreign.statusCode).toBe(404);
  });
});
