import { OFFER_EDITOR_KEYS } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import de from '../../../i18n/de.json';

describe('labels of the offer fields', () => {
  it('every editor key has a German label that is not the key', () => {
    const labels: Record<string, string> = de.offers.fields;
    for (const key of OFFER_EDITOR_KEYS) {
      expect(labels[key], key).toBeTruthy();
      expect(labels[key], key).not.toBe(key);
    }
    expect([labels.hotelName, labels.price, labels.priceInfo, labels.travelDates]).toEqual([
      'Hotelname',
      'Preis',
      'Preiszusatz',
      'Reisezeitraum',
    ]);
  });
});
