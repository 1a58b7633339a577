import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countriesResponse, HOTEL_API, hotel, hotelByNameResponse } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { addHotels, hotelLine, mildClimate } from '../../test/factory/index.js';
import { offerAgency } from '../../test/factory/offers.js';
import { testConfig, useHarness } from '../../test/harness.js';
import { proxiedUrl } from '../../test/pictures.js';
import { WRONG_CODES_PER_ADDRESS } from '../offers/agency.js';
import { type HotelDirectory, HotelDirectoryUnavailable } from './directory.js';

const h = useHarness({ HOTEL_DRIVE_URL: 'https://drive.example/hotel/{gid}?src=signage' });
const IP = '198.51.100.23';

const calls = [
  { method: 'GET' as const, url: HOTEL_API.countries },
  { method: 'POST' as const, url: HOTEL_API.hotelByName, payload: { name: 'palma' } },
  { method: 'POST' as const, url: HOTEL_API.hotel, payload: { gid: 'ES1' } },
];

beforeEach(async () => {
  await addHotels(h.database.db, [
    hotelLine({ gid: 'ES1', name: 'Palma Beach', clima: mildClimate() }),
    hotelLine({
      gid: 'ES2',
      name: 'Palma Garden',
      stars: 3.5,
      latitude: null,
      longitude: null,
      address: undefined,
    }),
    hotelLine({
      gid: 'GR1',
      name: 'Aegean Blue',
      countryCode: 'GR',
      country: 'Griechenland',
      region: 'Kos',
      city: 'Kardamena',
      stars: undefined,
    }),
    hotelLine({
      gid: 'AT1',
      name: 'Alpenhof',
      countryCode: 'AT',
      country: 'Österreich',
      region: 'Tirol',
      city: 'Kitzbühel',
    }),
  ]);
});

describe('hotel viewer calls', () => {
  it('lists the countries that have hotels, by German name', async () => {
    const res = await h.call('standortA', { method: 'GET', url: HOTEL_API.countries });
    expect(res.statusCode, res.body).toBe(200);
    expect(countriesResponse.parse(res.json())).toEqual([
      { n: 'Griechenland', s: 'GR' },
      { n: 'Österreich', s: 'AT' },
      { n: 'Spanien', s: 'ES' },
    ]);
  });

  it('answers a hotel with gallery, map, climate, texts and the external page', async () => {
    const res = await h.call('standortA', { method: 'POST', url: HOTEL_API.hotel, payload: { gid: 'ES1' } });
    expect(res.statusCode, res.body).toBe(200);
    const answer = hotel.parse(res.json());
    expect(answer).toMatchObject({
      gid: 'ES1',
      name: 'Palma Beach',
      provider: 'TUI',
      providers: ['TUI', 'DER'],
      country: 'Spanien',
      countryCode: 'ES',
      region: 'Mallorca',
      text: 'Ein ruhiges Haus am Meer.',
      driveUrl: 'https://drive.example/hotel/ES1?src=signage',
      map: {
        latitude: 39.5,
        longitude: 2.7,
        zoom: 15,
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap-Mitwirkende',
      },
      detail: {
        geoCodes: { latitude: 39.5, longitude: 2.7 },
        addresses: [{ street: 'Carrer de Prova', streetNum: '1', zip: '07600', cityName: 'Palma' }],
        urls: [{ type: 'web', url: 'https://hotel.example/ES1' }],
        texts: [{ language: 'de', sections: [{ title: 'Lage', para: ['Direkt am Strand.'] }] }],
      },
    });
    expect(answer.imageList).toHaveLength(3);
    // pictures through this server (GET /v1/picture)
    expect(proxiedUrl(answer.thumb)).toBe('https://img.example/ES1/1-400.jpg');
    expect(answer.imageList.every((i) => proxiedUrl(i.url)?.startsWith('https://img.example/ES1/'))).toBe(true);
    expect(answer.clima).toEqual(mildClimate());
  });

  it('gives the stars in the list and the hotel (halves kept), null when unknown', async () => {
    const search = await h.call('standortA', {
      method: 'POST',
      url: HOTEL_API.hotelByName,
      payload: { name: 'palma' },
    });
    expect(search.statusCode, search.body).toBe(200);
    // the raw answer: a missing field would be undefined here, not the schema's default
    expect((search.json() as Array<{ gid: string; stars: unknown }>).map((x) => [x.gid, x.stars])).toEqual([
      ['ES1', 4],
      ['ES2', 3.5],
    ]);
    const stars = async (gid: string) =>
      (await h.call('standortA', { method: 'POST', url: HOTEL_API.hotel, payload: { gid } })).json().stars;
    expect([await stars('ES1'), await stars('ES2'), await stars('GR1')]).toEqual([4, 3.5, null]);
  });

  it('shows the content of the provider asked for, if the hotel has it', async () => {
    const ask = async (vc: string) =>
      (await h.call('standortA', { method: 'POST', url: HOTEL_API.hotel, payload: { gid: 'ES1', vc } })).json()
        .provider;
    expect(await ask('DER')).toBe('DER');
    expect(await ask('XYZ')).toBe('TUI');
  });

  it('has no map without a position, and the destination climate when the hotel has none', async () => {
    const res = await h.call('standortA', { method: 'POST', url: HOTEL_API.hotel, payload: { gid: 'ES2' } });
    const answer = hotel.parse(res.json());
    expect([answer.map, answer.detail.geoCodes, answer.detail.addresses]).toEqual([null, null, []]);
    expect(answer.clima).toEqual(mildClimate());
    const greek = await h.call('standortA', { method: 'POST', url: HOTEL_API.hotel, payload: { gid: 'GR1' } });
    expect(greek.json().clima).toBeNull();
  });

  it('answers 404 with a German message for an unknown hotel', async () => {
    const res = await h.call('standortA', { method: 'POST', url: HOTEL_API.hotel, payload: { gid: 'NOPE' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'Das Hotel NOPE wurde nicht gefunden.' });
  });

  it('refuses a bad request with a German field message', async () => {
    const res = await h.call('standortA', {
      method: 'POST',
      url: HOTEL_API.hotelByName,
      payload: { country: 'Spanien' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
  });
});

describe('who may call the hotel viewer', () => {
  it('refuses anonymous callers (401) and users without the right (403)', async () => {
    for (const call of calls) {
      expect((await h.call(null, call)).statusCode, call.url).toBe(401);
      const refused = await h.call('nobody', call);
      expect(refused.statusCode, call.url).toBe(403);
      expect(refused.json().error.message).toBe('Für den Hotelviewer fehlt Ihnen die Berechtigung.');
    }
  });

  it('lets in staff and travel agents of the seeded roles', async () => {
    for (const who of ['admin', 'netA', 'standortA', 'support'] as const) {
      for (const call of calls) expect((await h.call(who, call)).statusCode, `${who} ${call.url}`).toBe(200);
    }
  });

  it("lets in anyone with a location's offer code, with or without a login", async () => {
    const { code } = await offerAgency(h, h.fx.locationA, 'A-1');
    for (const call of calls) {
      const res = await h.app.inject({ ...call, url: `${call.url}?code=${code}`, remoteAddress: IP });
      expect(res.statusCode, call.url).toBe(200);
    }
    const search = await h.call('nobody', { ...calls[1], url: `${HOTEL_API.hotelByName}?code=${code}` });
    expect(hotelByNameResponse.parse(search.json()).map((x) => x.name)).toEqual(['Palma Beach', 'Palma Garden']);
  });

  it('refuses a wrong code (403, naming the hotel viewer) and limits wrong codes per address (429)', async () => {
    const wrong = `${HOTEL_API.countries}?code=${'0'.repeat(32)}`;
    const first = await h.app.inject({ method: 'GET', url: wrong, remoteAddress: IP });
    expect(first.statusCode).toBe(403);
    expect(first.json().error.message).toMatch(/^Ihre Büro-ID konnte nicht identifiziert werden/);
    expect(first.json().error.message).toContain('für den Hotelviewer noch nicht freigeschaltet');
    expect(first.json().error.message).not.toContain('Angebotstool');
    for (let i = 1; i < WRONG_CODES_PER_ADDRESS; i++)
      await h.app.inject({ method: 'GET', url: wrong, remoteAddress: IP });
    const limited = await h.app.inject({ method: 'GET', url: wrong, remoteAddress: IP });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('a directory that cannot answer', () => {
  let app: FastifyInstance | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'hotels-down-'));
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 502 with a German message', async () => {
    const down = () => Promise.reject(new HotelDirectoryUnavailable('connect ECONNREFUSED'));
    const unreachable: HotelDirectory = { countries: down, search: down, hotel: down };
    app = await buildApp({
      config: testConfig(dir),
      db: h.database.db,
      logger: false,
      clock: h.clock,
      hotelDirectory: unreachable,
    });
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: { authorization: `Bearer ${h.fx.tokens.standortA}` } });
      expect(res.statusCode, call.url).toBe(502);
      expect(res.json().error).toEqual({
        code: 'DIRECTORY_UNAVAILABLE',
        message: 'Das Hotelverzeichnis ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
      });
    }
  });
});
