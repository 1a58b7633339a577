import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema.js';
import { ensureOfferCode } from '../../modules/companies/offer-code.js';
import type { Harness } from '../harness.js';
import { startHttpServer } from '../http-test-server.js';
import { addDevice } from './devices.js';
import { addPlaylist } from './playlists.js';

/** Test setup for the offer tool: a location with an advisoryId, code, screens and their playlists. */
export async function offerAgency(h: Harness, location: string, advisoryId: string) {
  const db = h.database.db;
  await db.update(companies).set({ advisoryId }).where(eq(companies.guid, location));
  const code = await ensureOfferCode(db, location);
  const playlistH = await addPlaylist(db, { guidCompany: location, name: `${advisoryId} quer` });
  const playlistV = await addPlaylist(db, {
    guidCompany: location,
    name: `${advisoryId} hoch`,
    orientation: 'vertical',
  });
  // A portrait screen (the vertical image's group) and a landscape one (the horizontal image's), each on its playlist.
  const deviceInVGroup = await addDevice(db, {
    guidCompany: location,
    orientation: 'vertical',
    guidPlaylist: playlistV,
  });
  const deviceInHGroup = await addDevice(db, {
    guidCompany: location,
    orientation: 'horizontal',
    guidPlaylist: playlistH,
  });
  return { location, advisoryId, code, playlistH, playlistV, deviceInVGroup, deviceInHGroup };
}
export type OfferAgency = Awaited<ReturnType<typeof offerAgency>>;

/** POST to an offer call of a mode ('pcstd' standard, 'pcbosis' BOSIS) from a fixed source address. */
export function offerCall(
  h: Harness,
  call: string,
  payload: object,
  options: { mode?: 'pcstd' | 'pcbosis'; ip?: string } = {},
) {
  return h.app.inject({
    method: 'POST',
    url: `/v1/${options.mode ?? 'pcstd'}/${call}`,
    payload,
    remoteAddress: options.ip ?? '198.51.100.7',
  });
}

/** The body fields naming agency and offer. */
export const target = (a: OfferAgency, offerId = '1000') => ({
  code: a.code,
  advisoryId: a.advisoryId,
  provider: 'demo',
  offerId,
});

/** An offer of the documented HTTP provider shape (docs/OFFER-PROVIDER.md), for tests with a local provider. */
export const providerOffer = (id: string, gallery: string[] = []) => ({
  id,
  hotelName: 'Hotel Testküste',
  destination: 'Kreta',
  region: 'Chersonissos',
  stars: 4,
  price: 1299,
  priceInfo: 'pro Person',
  departureDate: '2026-07-01',
  arrivalDate: '2026-07-08',
  nights: 7,
  board: 'Halbpension',
  roomType: 'Doppelzimmer',
  departureAirport: 'ab Köln',
  gallery,
  offerHost: 'Reisebüro Test',
});

/** Midnight of a summer day in Berlin (UTC+2), epoch ms; offer periods are days of the location's zone. */
export const BERLIN_0 = (day: string) => Date.parse(`${day}T00:00:00+02:00`);
export const HOUR = 3_600_000;

export type ProviderAnswer<T> = T | 'gone' | 'down';
/**
 * A real provider on a local port that knows one offer: it answers `answer` (change it with `set`), 404 for
 * 'gone' and 500 for 'down'; `env` points the harness at it.
 */
export async function offerProvider<T extends { id: string }>(initial: T) {
  let answer: ProviderAnswer<T> = initial;
  const server = await startHttpServer((req, res) => {
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (!req.url?.startsWith(`/offers/${initial.id}?`) || answer === 'gone') return send(404, '{}');
    if (answer === 'down') return send(500, '{}');
    send(200, JSON.stringify(answer));
  });
  return {
    env: { OFFER_PROVIDER: 'http', OFFER_PROVIDER_URL: server.origin, OFFER_PROVIDER_TIMEOUT_MS: '500' },
    set: (next: ProviderAnswer<T>) => {
      answer = next;
    },
    reset: () => {
      answer = initial;
    },
    requests: server.requests,
    close: () => server.close(),
  };
}

/** 'Angebot hinzufügen' of the local provider's offer on both screens of the agency, from `from` to `till`. */
export async function placeOffer(h: Harness, a: OfferAgency, offerId: string, from: number, till: number) {
  const res = await offerCall(h, 'addToOffice', {
    ...target(a, offerId),
    provider: 'http',
    agencyId: a.advisoryId,
    start: from,
    end: till,
    targetDevices: [a.deviceInVGroup, a.deviceInHGroup],
  });
  if (res.statusCode !== 200) throw new Error(`addToOffice: ${res.statusCode} ${res.body}`);
  return res;
}
