import { describe, expect, it } from 'vitest';
import { offerAgency, offerCall, target } from '../../test/factory/offers.js';
import { useHarness } from '../../test/harness.js';
import { requireAgency } from './agency.js';
import { renderOfferPair } from './render-service.js';
import { loadOffer } from './service.js';

const h = useHarness();

describe("offer images show when the provider confirmed the offer ('Stand: …')", () => {
  it('renders anew for a new minute of confirmation, and reuses the images within the same minute', {
    timeout: 120_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const path = (p: string) => p.split('?')[0];
    h.clock.set(Date.parse('2026-06-01T10:00:05Z'));
    const first = (await offerCall(h, 'createOfferImage', { ...target(a), cache: true })).json();
    h.clock.set(Date.parse('2026-06-01T10:00:50Z'));
    const sameMinute = (await offerCall(h, 'createOfferImage', { ...target(a), cache: true })).json();
    expect(path(sameMinute.imageV)).toBe(path(first.imageV));
    h.clock.set(Date.parse('2026-06-01T10:01:00Z'));
    const nextMinute = (await offerCall(h, 'createOfferImage', { ...target(a), cache: true })).json();
    expect(path(nextMinute.imageV)).not.toBe(path(first.imageV));
    expect(path(nextMinute.imageH)).not.toBe(path(first.imageH));
  });

  it("takes the time it is given (a re-check's), in the location's zone", { timeout: 120_000 }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const agency = await requireAgency(h.app.ctx, '198.51.100.7', target(a));
    const { offer, source } = await loadOffer(h.app.ctx, agency, target(a));
    const render = (confirmedAt: number) =>
      renderOfferPair(h.app.ctx, { agency, offer, gallery: source.gallery, editor: [], confirmedAt, cache: true });
    const at = Date.parse('2026-11-27T13:00:00Z'); // 14:00 in Berlin
    const pair = await render(at);
    expect((await render(at + 59_000)).hash).toBe(pair.hash);
    expect((await render(at + 60_000)).hash).not.toBe(pair.hash);
    expect((await render(at - 3_600_000)).hash).not.toBe(pair.hash);
  });

  it('refuses an editor value for the confirmation time', async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const res = await offerCall(h, 'updateMode', {
      ...target(a),
      mode: 'USE_EDITOR_VALUES',
      taskFolder: 'x',
      editorFields: JSON.stringify([{ key: 'confirmedAt', value: 'Stand: 01.01.2030, 12:00' }]),
    });
    expect(res.statusCode).toBe(400);
  });
});
