import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestHttpServer } from '../../../test/http-test-server.js';
import { httpOfferProvider } from './http.js';
import { type Offer, OfferProviderError } from './types.js';

const OFFER: Offer = {
  id: 'A-77',
  hotelName: 'Hotel Playa Golf',
  destination: 'Mallorca',
  region: 'Playa de Palma',
  stars: 4.5,
  price: 899,
  priceInfo: 'pro Person',
  departureDate: '2027-05-12',
  arrivalDate: '2027-05-19',
  nights: 7,
  board: 'Halbpension',
  roomType: 'Doppelzimmer Meerblick',
  departureAirport: 'ab Düsseldorf',
  gallery: ['https://images.example.com/a.jpg'],
  offerHost: 'Demo-Reisen GmbH',
  bookingUrl: 'https://booking.example.com/A-77',
};

let server: TestHttpServer;
/** Another origin: the provider must not follow a redirect there. */
let elsewhere: TestHttpServer;
beforeAll(async () => {
  elsewhere = await startHttpServer((_req, res) => void res.end(JSON.stringify(OFFER)));
  server = await startHttpServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const json = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (path === '/api/offers/A-77') return json(200, JSON.stringify(OFFER));
    if (path === '/api/offers/broken') return json(500, '{"error":"boom"}');
    if (path === '/api/offers/slow') return void setTimeout(() => json(200, JSON.stringify(OFFER)), 2000);
    if (path === '/api/offers/big') return json(200, JSON.stringify(OFFER) + ' '.repeat(1024 * 1024));
    if (path === '/api/offers/almost-big') return json(200, JSON.stringify(OFFER) + ' '.repeat(1000 * 1000));
    if (path === '/api/offers/moved') {
      res.writeHead(302, { location: `${elsewhere.origin}/api/offers/A-77` });
      return void res.end();
    }
    if (path === '/api/offers/notjson') return json(200, '<html>Wartung</html>');
    if (path === '/api/offers/shape') return json(200, JSON.stringify({ ...OFFER, price: 'billig' }));
    if (path === '/api/offers/nul') return json(200, JSON.stringify({ ...OFFER, hotelName: 'Hotel\u0000X' }));
    if (path === '/api/offers/long') return json(200, JSON.stringify({ ...OFFER, hotelName: 'H'.repeat(201) }));
    return json(404, '{"error":"unknown"}');
  });
});
afterAll(async () => {
  await server.close();
  await elsewhere.close();
});

const provider = (timeoutMs = 1000, base = `${server.origin}/api`) => httpOfferProvider({ baseUrl: base, timeoutMs });

async function failure(offerId: string, timeoutMs?: number, base?: string) {
  const error = await provider(timeoutMs, base)
    .getOffer(offerId, { advisoryId: '4711' })
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(OfferProviderError);
  return error as OfferProviderError;
}

describe('HTTP offer provider (real local server)', () => {
  it('returns the offer and sends the offer id and advisoryId', async () => {
    expect(await provider().getOffer('A-77', { advisoryId: '47 11' })).toEqual(OFFER);
    expect(server.requests.at(-1)).toBe('/api/offers/A-77?advisoryId=47+11');
  });

  it('answers null for an unknown offer (404)', async () => {
    expect(await provider().getOffer('nope', { advisoryId: '1' })).toBeNull();
  });

  it('escapes the offer id into one path segment', async () => {
    expect(await provider().getOffer('../A-77', { advisoryId: '1' })).toBeNull();
    expect(server.requests.at(-1)).toBe('/api/offers/..%2FA-77?advisoryId=1');
  });

  it('reports a provider error (500) as not reachable', async () => {
    const error = await failure('broken');
    expect(error.failure).toBe('unreachable');
    expect(error.message).toBe('Der Angebotsanbieter ist nicht erreichbar. Bitte versuchen Sie es später erneut.');
    expect(error.statusCode).toBe(503);
  });

  it('reports a refused connection as not reachable', async () => {
    const closed = await startHttpServer(() => undefined);
    await closed.close();
    expect((await failure('A-77', 1000, `${closed.origin}/api`)).failure).toBe('unreachable');
  });

  it('gives up after the configured timeout', async () => {
    const started = Date.now();
    const error = await failure('slow', 200);
    expect(error.failure).toBe('timeout');
    expect(error.message).toBe(
      'Der Angebotsanbieter hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es später erneut.',
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('does not follow a redirect to another origin', async () => {
    expect((await failure('moved')).failure).toBe('invalid');
    expect(elsewhere.requests).toEqual([]);
  });

  it('reads answers up to 1 MB', async () => {
    expect(await provider().getOffer('almost-big', { advisoryId: '1' })).toEqual(OFFER);
  });

  it.each(['big', 'notjson', 'shape', 'nul', 'long'])('refuses an invalid answer (%s)', async (id) => {
    const error = await failure(id);
    expect(error.failure).toBe('invalid');
    expect(error.message).toBe('Der Angebotsanbieter hat eine ungültige Antwort geliefert.');
  });
});
