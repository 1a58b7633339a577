import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { checkOfferPeriod, OFFER_DATE_MESSAGES } from '@signage/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { offerDateText, offerDateValue } from './offer-date-value';

describe('offerDateValue', () => {
  it('puts the preset day into the picker', () => {
    const value = offerDateValue('05.03.2027');
    expect([value?.year(), value?.month(), value?.date()]).toEqual([2027, 2, 5]);
    expect(offerDateValue(' 1.12.2026 ')?.format('DD.MM.YYYY')).toBe('01.12.2026');
  });
  it('leaves the field empty for text that is no real day', () => {
    expect(offerDateValue('31.02.2026')).toBeNull();
    expect(offerDateValue('')).toBeNull();
    expect(offerDateValue('2026-03-05')).toBeNull();
  });
});

describe('offerDateText', () => {
  it('writes the picked day as DD.MM.YYYY with leading zeros', () => {
    expect(offerDateText(dayjs('2026-01-09T23:30'))).toBe('09.01.2026');
    expect(offerDateText(dayjs('2099-12-31'))).toBe('31.12.2099');
  });
  it('gives the text back that it was made of', () => {
    for (const text of ['29.02.2028', '01.01.2026', '31.12.2030'])
      expect(offerDateText(offerDateValue(text))).toBe(text);
  });
  it('gives no text for an empty or impossible date, which the rules refuse with their message', () => {
    expect(offerDateText(null)).toBe('');
    // what the picker's field makes of a fully typed impossible day
    const typed = new AdapterDayjs({ locale: 'de' }).parse('31.02.2026', 'DD.MM.YYYY');
    expect(typed?.isValid()).toBe(false);
    expect(offerDateText(typed)).toBe('');
    const checked = checkOfferPeriod({ mode: 'standard', start: offerDateText(null), end: '01.01.2026' });
    expect(checked).toEqual({ ok: false, field: 'start', message: OFFER_DATE_MESSAGES.start });
  });
});
