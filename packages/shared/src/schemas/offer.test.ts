import { describe, expect, it } from 'vitest';
import { starsText } from '../rules/offer-stars.js';
import {
  OFFER_API_PREFIX,
  offerAddRequest,
  offerApiPath,
  offerData,
  offerImageRequest,
  offerPrepareLoginRequest,
  offerUpdateModeRequest,
  requestedOfferId,
} from './offer.js';

const target = { code: 'a'.repeat(32), advisoryId: 'RB-4711', provider: 'demo', offerId: '17' };
const DEVICE = '0b5c3c1e-7d1a-4c53-9a55-1f0e7a9e2a11';

describe('offer contract', () => {
  it('spells the standard and the BOSIS mode apart', () => {
    expect(offerApiPath('standard', 'prepareLogin')).toBe('/v1/pcstd/prepareLogin');
    expect(offerApiPath('bosis', 'addToOffice')).toBe('/v1/pcbosis/addToOffice');
    expect(new Set(Object.values(OFFER_API_PREFIX)).size).toBe(2);
  });

  it('needs an offer id or a rect id; rectId replaces offerId', () => {
    expect(offerPrepareLoginRequest.safeParse({ ...target, offerId: undefined }).success).toBe(false);
    const r = offerPrepareLoginRequest.parse({ ...target, rectId: '99' });
    expect(requestedOfferId(r)).toBe('99');
    expect(requestedOfferId(offerPrepareLoginRequest.parse(target))).toBe('17');
  });

  it('refuses NUL bytes, line breaks and overlong values', () => {
    expect(offerPrepareLoginRequest.safeParse({ ...target, advisoryId: 'a\u0000b' }).success).toBe(false);
    expect(offerPrepareLoginRequest.safeParse({ ...target, offerId: 'a\nb' }).success).toBe(false);
    expect(offerPrepareLoginRequest.safeParse({ ...target, provider: 'x'.repeat(101) }).success).toBe(false);
    expect(offerPrepareLoginRequest.safeParse({ ...target, code: 'c'.repeat(129) }).success).toBe(false);
    expect(offerPrepareLoginRequest.safeParse({ ...target, code: '' }).success).toBe(false);
    expect(offerPrepareLoginRequest.safeParse({ ...target, templateGuid: 'nope' }).success).toBe(false);
  });

  it('defaults isChannel and cache of the image request to false', () => {
    expect(offerImageRequest.parse(target)).toMatchObject({ isChannel: false, cache: false });
    expect(offerImageRequest.parse({ ...target, cache: true })).toMatchObject({ cache: true });
  });

  it('parses the editor fields JSON text of updateMode and refuses unknown keys or bad JSON', () => {
    const ok = offerUpdateModeRequest.parse({
      ...target,
      mode: 'USE_EDITOR_VALUES',
      taskFolder: 'task-1',
      editorFields: JSON.stringify([
        { key: 'imageIndex', value: '2' },
        { key: 'offerHost', value: 'Reisebüro\nHauptstraße 1' },
      ]),
    });
    expect(ok.editorFields).toEqual([
      { key: 'imageIndex', value: '2' },
      { key: 'offerHost', value: 'Reisebüro\nHauptstraße 1' },
    ]);
    expect(offerUpdateModeRequest.parse({ ...target, mode: 'INIT_EDITOR', taskFolder: 't' }).editorFields).toEqual([]);
    const bad = (editorFields: string, mode = 'USE_EDITOR_VALUES') =>
      offerUpdateModeRequest.safeParse({ ...target, mode, taskFolder: 't', editorFields }).success;
    expect(bad('[{"key":"password","value":"x"}]')).toBe(false);
    expect(bad('{not json')).toBe(false);
    expect(bad('[]', 'SAVE')).toBe(false);
    expect(bad(JSON.stringify([{ key: 'hotelName', value: 'a\u0000' }]))).toBe(false);
  });

  it('needs devices and 12 hours of validity to add an offer', () => {
    const add = {
      code: target.code,
      start: 1_800_000_000_000,
      end: 1_800_000_000_000 + 12 * 3_600_000,
      targetDevices: [DEVICE],
      provider: 'demo',
      advisoryId: 'RB-4711',
      agencyId: 'A1',
      offerId: '17',
    };
    expect(offerAddRequest.safeParse(add).success).toBe(true);
    const short = offerAddRequest.safeParse({ ...add, end: add.end - 1 });
    expect(short.error?.issues[0].message).toBe('Der Abstand zwischen Start und Ende muss mindestens 12 Stunden haben');
    expect(offerAddRequest.safeParse({ ...add, targetDevices: [] }).success).toBe(false);
    expect(offerAddRequest.safeParse({ ...add, targetDevices: ['x'] }).success).toBe(false);
    expect(offerAddRequest.safeParse({ ...add, start: 1.5 }).success).toBe(false);
  });

  it('describes a provider offer: known fields, DD.MM.YYYY dates, http(s) gallery URLs', () => {
    const offer = {
      offerId: '17',
      fields: { hotelName: 'Hotel „Sonne“', stars: '★★★' },
      arrival: '12.05.2027',
      departure: '19.05.2027',
      gallery: ['https://img.example/1.jpg'],
    };
    expect(offerData.safeParse(offer).success).toBe(true);
    expect(offerData.safeParse({ ...offer, fields: { secret: 'x' } }).success).toBe(false);
    expect(offerData.safeParse({ ...offer, departure: '31.02.2027' }).success).toBe(false);
    expect(offerData.safeParse({ ...offer, gallery: ['file:///etc/passwd'] }).success).toBe(false);
  });
});

describe('starsText', () => {
  it('draws whole and half stars', () => {
    expect(starsText(4.5)).toBe('★★★★½');
    expect(starsText(3)).toBe('★★★');
    expect(starsText(3.7)).toBe('★★★½');
    expect(starsText(0)).toBe('');
    expect(starsText(Number.NaN)).toBe('');
    expect(starsText(null)).toBe('');
  });
});
