import { randomUUID } from 'node:crypto';
import { OFFER_CALLS, OFFER_MODES, offerApiPath } from '@signage/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { companies, systemConfig, templates } from '../../db/schema.js';
import { offerAgency, offerCall, target } from '../../test/factory/offers.js';
import { useHarness } from '../../test/harness.js';
import { SUPPORT_CONFIG_NAME, WRONG_CODES_PER_ADDRESS } from './agency.js';
import { BUILTIN_FALLBACK_NOTICE } from './render-service.js';

const h = useHarness();
const png = async (path: string) => {
  const res = await h.app.inject({ method: 'GET', url: path });
  expect(res.statusCode).toBe(200);
  return sharp(res.rawPayload).metadata();
};

describe('offer calls: prepareLogin, getOffer, updateMode', () => {
  it('prepareLogin names the location of the code with its screens, playlists and the default start', async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const res = await offerCall(h, 'prepareLogin', target(a));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.company).toEqual({ guid: h.fx.locationA, name: 'Standort A1', templateId: null });
    expect(body.devices.map((d: { guid: string }) => d.guid).sort()).toEqual(
      [a.deviceInHGroup, a.deviceInVGroup].sort(),
    );
    expect(body.playlists).toHaveLength(2);
    expect(body.defaultGuid).toBe(body.playlists[0].guid);
    expect(body).toMatchObject({
      agencyId: 'A-1',
      from: '01.06.2026',
      start: Date.parse('2026-05-31T22:00:00Z'),
      timeZone: 'Europe/Berlin',
    });
  });

  it('an unknown code and a wrong advisoryId get the same agency-unknown answer with the support contact', async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    await h.database.db
      .insert(systemConfig)
      .values({ name: SUPPORT_CONFIG_NAME, data: JSON.stringify({ email: 'hilfe@example.de', phone: '0800 123' }) });
    const unknown = await offerCall(h, 'prepareLogin', { ...target(a), code: 'f'.repeat(32), advisoryId: 'B-9' });
    const wrongAgency = await offerCall(h, 'prepareLogin', { ...target(a), advisoryId: 'B-9' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().company).toBeNull();
    expect(unknown.json().message).toContain('hilfe@example.de, 0800 123');
    expect(unknown.json().message).toContain('nicht identifiziert');
    expect(wrongAgency.body).toBe(unknown.body);
    // the other calls refuse both alike
    const img = await offerCall(h, 'getOffer', { ...target(a), code: 'f'.repeat(32), advisoryId: 'B-9' });
    expect(img.statusCode).toBe(403);
    expect(img.json().error.message).toBe(unknown.json().message);
  });

  it('rate-limits wrong codes per source address; a valid code from that address always passes', async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const wrong = { ...target(a), code: 'e'.repeat(32) };
    for (let i = 0; i < WRONG_CODES_PER_ADDRESS; i++) {
      expect((await offerCall(h, 'prepareLogin', wrong, { ip: '203.0.113.9' })).statusCode).toBe(200);
    }
    const limited = await offerCall(h, 'prepareLogin', wrong, { ip: '203.0.113.9' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error.message).toMatch(/Zu viele ungültige Zugangscodes/);
    // The agency behind the same (NAT) address with its right code goes on, on every call.
    const right = await offerCall(h, 'prepareLogin', target(a), { ip: '203.0.113.9' });
    expect(right.statusCode).toBe(200);
    expect(right.json().company.guid).toBe(a.location);
    expect((await offerCall(h, 'getOffer', target(a), { ip: '203.0.113.9' })).statusCode).toBe(200);
    // Another address of the same IPv4 network is its own; another wrong advisoryId is a miss like a wrong code.
    expect((await offerCall(h, 'prepareLogin', wrong, { ip: '203.0.113.10' })).statusCode).toBe(200);
    expect(
      (await offerCall(h, 'getOffer', { ...target(a), advisoryId: 'B-9' }, { ip: '203.0.113.9' })).statusCode,
    ).toBe(429);
    h.clock.advance(10 * 60_000);
    expect((await offerCall(h, 'prepareLogin', wrong, { ip: '203.0.113.9' })).statusCode).toBe(200);
  });

  it('never writes the code into the server log, also when sent in the query', async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    await h.app.inject({ method: 'POST', url: `/v1/pcstd/prepareLogin?code=${a.code}`, payload: { code: 'x' } });
    await h.app.inject({ method: 'POST', url: `/v1/pcstd/getOffer?code=${a.code}`, payload: target(a) });
    const logs = JSON.stringify(h.app.serverLog.list({ limit: 1000 }));
    expect(logs).toContain('/v1/pcstd/getOffer?code=***');
    expect(logs).not.toContain(a.code);
  });

  it('getOffer gives gallery and editor fields; USE_EDITOR_VALUES saves per agency and offer', async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const b = await offerAgency(h, h.fx.locationB, 'B-1');
    const res = await offerCall(h, 'getOffer', target(a));
    expect(res.statusCode).toBe(200);
    const { offerGallery, editorFields } = res.json();
    expect(offerGallery.length).toBeGreaterThan(0);
    const field = (fields: Array<{ key: string; value: string }>, key: string) =>
      fields.find((f) => f.key === key)?.value;
    expect(field(editorFields, 'hotelName')).toBe('Hotel Playa Golf');
    expect(field(editorFields, 'price')).toBe('899\u00a0€');
    expect(field(editorFields, 'travelDates')).toBe('22.06.2026 – 29.06.2026');
    expect(field(editorFields, 'duration')).toBe('7 Nächte');
    expect(field(editorFields, 'imageIndex')).toBe('0');
    const edited = [
      { key: 'hotelName', value: 'Playa Golf – nur bei uns' },
      { key: 'imageIndex', value: '1' },
    ];
    const save = await offerCall(h, 'updateMode', {
      ...target(a),
      mode: 'USE_EDITOR_VALUES',
      taskFolder: 'x',
      editorFields: JSON.stringify(edited),
    });
    expect(save.statusCode).toBe(200);
    const init = await offerCall(h, 'updateMode', { ...target(a), mode: 'INIT_EDITOR', taskFolder: 'x' });
    expect(field(init.json().editorFields, 'hotelName')).toBe('Playa Golf – nur bei uns');
    expect(field(init.json().editorFields, 'imageIndex')).toBe('1');
    // another agency, same offer: untouched
    expect(field((await offerCall(h, 'getOffer', target(b))).json().editorFields, 'hotelName')).toBe(
      'Hotel Playa Golf',
    );
  });

  it('answers 404 for an unknown offer id and 400 for a broken editorFields text', async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const res = await offerCall(h, 'getOffer', target(a, '999999'));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toContain('999999');
    const bad = await offerCall(h, 'updateMode', {
      ...target(a),
      mode: 'USE_EDITOR_VALUES',
      taskFolder: 'x',
      editorFields: '{',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents every offer call of both modes and the staff routes', async () => {
    const paths = (await h.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json().paths;
    for (const mode of OFFER_MODES) {
      for (const call of OFFER_CALLS) expect(paths[offerApiPath(mode, call)]?.post, `${mode} ${call}`).toBeDefined();
    }
    expect(paths['/v1/companies/{id}/offer-code']?.post).toBeDefined();
    expect(paths['/v1/companies/{id}/offers']?.get).toBeDefined();
  });
});

describe('offer images', () => {
  it('renders both sizes, reuses them with cache, renders anew after an edit', { timeout: 120_000 }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const res = await offerCall(h, 'createOfferImage', target(a));
    expect(res.statusCode).toBe(200);
    expect(res.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/); // the server's share, for clients and benches
    const body = res.json();
    expect(body).toMatchObject({ agencyId: 'A-1', departure: '22.06.2026', till: '15.06.2026', error: '', errorH: '' });
    expect(body.imageV).toMatch(/^\/media\/offers\/[0-9a-f-]+\/[0-9a-f]{32}v\.png\?t=\d+$/);
    expect(await png(body.imageV)).toMatchObject({ width: 1080, height: 1920 });
    expect(await png(body.imageH)).toMatchObject({ width: 1920, height: 1080 });
    const path = (p: string) => p.split('?')[0];
    const cached = (await offerCall(h, 'addOfferImage', { ...target(a), cache: true })).json();
    expect(path(cached.imageV)).toBe(path(body.imageV));
    await offerCall(h, 'updateMode', {
      ...target(a),
      mode: 'USE_EDITOR_VALUES',
      taskFolder: 'x',
      editorFields: JSON.stringify([{ key: 'hotelName', value: 'Hotel Bearbeitet' }]), // the price is the provider's
    });
    const edited = (await offerCall(h, 'createOfferImage', { ...target(a), cache: true })).json();
    expect(path(edited.imageV)).not.toBe(path(body.imageV));
    // BOSIS: 14 days, capped at the departure
    const bosis = (await offerCall(h, 'createOfferImage', { ...target(a), cache: true }, { mode: 'pcbosis' })).json();
    expect(bosis.till).toBe('15.06.2026');
  });

  it('falls back to the built-in template when the location template is broken, and says so', {
    timeout: 120_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const template = randomUUID();
    await h.database.db.insert(templates).values({ guid: template, name: 'Kaputt', config: '{kaputt' });
    await h.database.db.update(companies).set({ templateId: template }).where(eq(companies.guid, a.location));
    const body = (await offerCall(h, 'createOfferImage', target(a))).json();
    expect(body.error).toBe(BUILTIN_FALLBACK_NOTICE);
    expect(body.errorH).toBe(BUILTIN_FALLBACK_NOTICE);
    expect(await png(body.imageH)).toMatchObject({ width: 1920, height: 1080 });
  });
});
