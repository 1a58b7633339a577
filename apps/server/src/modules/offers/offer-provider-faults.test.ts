import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { offerAgency, offerCall, providerOffer, target } from '../../test/factory/offers.js';
import { useHarness } from '../../test/harness.js';
import { startHttpServer } from '../../test/http-test-server.js';

const grey = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080' } })
  .jpeg()
  .toBuffer();
/**
 * A real provider on a local port: offer 1 has one good and one missing picture, 2 none, 3 one good and two
 * missing, 'bad' answers JSON of another shape, 'slow' never answers.
 */
const provider = await startHttpServer((req, res) => {
  const offer = providerOffer;
  const url = req.url ?? '';
  if (url.startsWith('/offers/slow')) return; // no answer: the provider's timeout
  const send = (status: number, body: Buffer | string, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
  if (url.startsWith('/offers/1?'))
    return send(200, JSON.stringify(offer('1', [`${provider.origin}/ok.jpg`, `${provider.origin}/missing.jpg`])));
  if (url.startsWith('/offers/2?')) return send(200, JSON.stringify(offer('2', [])));
  if (url.startsWith('/offers/3?')) {
    const pictures = ['ok.jpg', 'missing.jpg', 'gone.jpg'].map((p) => `${provider.origin}/${p}`);
    return send(200, JSON.stringify(offer('3', pictures)));
  }
  if (url.startsWith('/offers/bad?')) return send(200, JSON.stringify({ id: 'bad' }));
  if (url === '/ok.jpg') return send(200, grey, 'image/jpeg');
  send(404, '{}');
});
afterAll(() => provider.close());

const h = useHarness({ OFFER_PROVIDER: 'http', OFFER_PROVIDER_URL: provider.origin, OFFER_PROVIDER_TIMEOUT_MS: '500' });

describe('offer tool with a faulty provider', () => {
  it('formats the provider offer for the renderer (German price, dates, nights)', async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const res = await offerCall(h, 'getOffer', { ...target(a, '1'), provider: 'http' });
    expect(res.statusCode).toBe(200);
    const fields = Object.fromEntries(
      res.json().editorFields.map((f: { key: string; value: string }) => [f.key, f.value]),
    );
    expect(fields).toMatchObject({
      price: '1.299\u00a0€',
      travelDates: '01.07.2026 – 08.07.2026',
      duration: '7 Nächte',
      stars: '★★★★',
      departureAirport: 'ab Köln',
    });
  });

  it('renders with a missing gallery picture (the ones that loaded) and without pictures (says so)', {
    timeout: 120_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const one = (await offerCall(h, 'createOfferImage', { ...target(a, '1'), provider: 'http' })).json();
    expect(one.error).toBe('1 von 2 Bildern des Angebots konnte nicht geladen werden.');
    const three = (await offerCall(h, 'createOfferImage', { ...target(a, '3'), provider: 'http' })).json();
    expect([three.error, three.errorH]).toEqual([
      '2 von 3 Bildern des Angebots konnten nicht geladen werden.',
      '2 von 3 Bildern des Angebots konnten nicht geladen werden.',
    ]);
    expect((await h.app.inject({ method: 'GET', url: one.imageH })).statusCode).toBe(200);
    const none = await offerCall(h, 'createOfferImage', { ...target(a, '2'), provider: 'http' });
    expect(none.statusCode).toBe(200);
    expect(none.json().error).toBe('Das Angebot hat keine Bilder.');
    expect((await h.app.inject({ method: 'GET', url: none.json().imageV })).statusCode).toBe(200);
  });

  it('answers unknown offers with 404 and a slow provider with 503 and a German text', {
    timeout: 30_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    expect((await offerCall(h, 'getOffer', { ...target(a, '77'), provider: 'http' })).statusCode).toBe(404);
    const slow = await offerCall(h, 'createOfferImage', { ...target(a, 'slow'), provider: 'http' });
    expect(slow.statusCode).toBe(503);
    expect(slow.json().error.code).toBe('OFFER_PROVIDER_TIMEOUT');
    expect(slow.json().error.message).toBe(
      'Der Angebotsanbieter hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es später erneut.',
    );
  });

  it('answers an invalid provider answer with 502 (asking again changes nothing) and a German text', async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const bad = await offerCall(h, 'getOffer', { ...target(a, 'bad'), provider: 'http' });
    expect(bad.statusCode).toBe(502);
    expect(bad.json().error).toMatchObject({
      code: 'OFFER_PROVIDER_INVALID',
      message: 'Der Angebotsanbieter hat eine ungültige Antwort geliefert.',
    });
  });
});
