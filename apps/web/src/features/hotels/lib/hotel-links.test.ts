import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../../i18n/de.json';
import { hotelLinkLabel } from './hotel-links';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'de', resources: { de: { translation: de } } });

describe('hotelLinkLabel', () => {
  it('says what a link is instead of the directory type', () => {
    expect(hotelLinkLabel(i18n.t, { type: 'web', url: 'https://hotel.example/ES1' })).toBe('Website des Hotels');
    expect(hotelLinkLabel(i18n.t, { type: 'Facebook', url: 'https://facebook.example/x' })).toBe(
      'Facebook-Seite des Hotels',
    );
  });
  it('names the site of an unknown type', () => {
    expect(hotelLinkLabel(i18n.t, { type: 'xyz', url: 'https://hotel.example/a' })).toBe('Link zu hotel.example');
    expect(hotelLinkLabel(i18n.t, { type: '', url: 'kein-link' })).toBe('Link zu kein-link');
  });
});
