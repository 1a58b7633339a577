import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../../i18n/de.json';
import { hotelStarsView } from './hotel-stars';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'de', resources: { de: { translation: de } } });

describe('hotelStarsView', () => {
  it('draws whole and half stars with a German label', () => {
    expect(hotelStarsView(i18n.t, 'de', 4)).toEqual({ value: 4, label: '4 Sterne' });
    expect(hotelStarsView(i18n.t, 'de', 3.5)).toEqual({ value: 3.5, label: '3,5 Sterne' });
    expect(hotelStarsView(i18n.t, 'de', 1)).toEqual({ value: 1, label: '1 Stern' });
  });
  it('never draws more than the category: 3.7 is three and a half stars', () => {
    expect(hotelStarsView(i18n.t, 'de', 3.7)).toEqual({ value: 3.5, label: '3,5 Sterne' });
  });
  it('draws nothing when the category is unknown or below half a star', () => {
    for (const stars of [null, undefined, 0, 0.4, Number.NaN]) expect(hotelStarsView(i18n.t, 'de', stars)).toBeNull();
  });
});
