import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { NETWORK_ADMIN_OWN, userWithRights } from '../../test/factory/index.js';
import { offerAgency, offerCall, target } from '../../test/factory/offers.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();

describe('offer code of a location', () => {
  it('is 128 random bits, only in the single answer for the master data tab right, never in a list', async () => {
    const one = await h.call('netA', { method: 'GET', url: `/v1/companies/${h.fx.locationA}` });
    expect(one.statusCode).toBe(200);
    const code = one.json().offerCode as string;
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    // made once, then stable
    expect((await h.call('netA', { method: 'GET', url: `/v1/companies/${h.fx.locationA}` })).json().offerCode).toBe(
      code,
    );
    const list = await h.call('admin', { method: 'POST', url: '/v1/companies/list', payload: {} });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(code);
    for (const c of list.json()) expect(c).not.toHaveProperty('offerCode');
    // a network has none
    expect((await h.call('netA', { method: 'GET', url: `/v1/companies/${h.fx.networkA}` })).json()).not.toHaveProperty(
      'offerCode',
    );
    // two locations never share one
    const other = await h.call('admin', { method: 'GET', url: `/v1/companies/${h.fx.locationB}` });
    expect(other.json().offerCode).toMatch(/^[0-9a-f]{32}$/);
    expect(other.json().offerCode).not.toBe(code);
  });

  it('stays in the answer of a master data save, so the page keeps showing it after Speichern', async () => {
    const code = (await h.call('netA', { method: 'GET', url: `/v1/companies/${h.fx.locationA}` })).json().offerCode;
    const saved = await h.call('netA', {
      method: 'POST',
      url: `/v1/companies/${h.fx.locationA}`,
      payload: { timeZone: 'Europe/Lisbon' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().timeZone).toBe('Europe/Lisbon');
    expect(saved.json().offerCode).toBe(code);
  });

  it('is not shown to a user who may open the location but lacks the master data tab right', async () => {
    const rights = NETWORK_ADMIN_OWN.filter((r) => !r.startsWith('RIGHT_NETWORK_TAB_STAMMDATA'));
    const call = await userWithRights(h, { rights, at: h.fx.networkA });
    const res = await call({ method: 'GET', url: `/v1/companies/${h.fx.locationA}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('offerCode');
    const regen = await call({ method: 'POST', url: `/v1/companies/${h.fx.locationA}/offer-code` });
    expect(regen.statusCode).toBe(403);
    // another network's location does not exist for the network admin of A
    expect(
      (await h.call('netA', { method: 'POST', url: `/v1/companies/${h.fx.locationB}/offer-code` })).statusCode,
    ).toBe(404);
  });

  it('regenerates: the new code works, the old one is refused like an unknown one; the audit keeps no code', async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-4711');
    const res = await h.call('netA', { method: 'POST', url: `/v1/companies/${h.fx.locationA}/offer-code` });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().offerCode as string;
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh).not.toBe(a.code);
    const old = await offerCall(h, 'prepareLogin', target(a));
    expect(old.json().company).toBeNull();
    const now = await offerCall(h, 'prepareLogin', { ...target(a), code: fresh });
    expect(now.json().company.guid).toBe(h.fx.locationA);
    const audits = JSON.stringify(await h.database.db.select().from(auditLog));
    expect(audits).not.toContain(fresh);
    expect(audits).not.toContain(a.code);
  });
});
