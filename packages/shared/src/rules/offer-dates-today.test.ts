import { describe, expect, it } from 'vitest';
import { checkOfferPeriod, OFFER_DATE_MESSAGES, parseOfferDate } from './offer-dates.js';
import type { CalendarDate } from './zoned-time.js';

const d = (text: string) => parseOfferDate(text) as CalendarDate;
const today = d('23.11.2026');

describe("checkOfferPeriod with today: a 'von' in the past starts today", () => {
  it('moves a past start to today, with a notice, in both modes', () => {
    for (const mode of ['standard', 'bosis'] as const) {
      const r = checkOfferPeriod({ mode, start: '20.11.2026', end: '30.11.2026', today });
      expect(r).toMatchObject({
        ok: true,
        notice: `${OFFER_DATE_MESSAGES.startInPast} 23.11.2026`,
        period: { start: today, end: d('30.11.2026') },
      });
    }
  });
  it('takes a start of today or later as it is', () => {
    const r = checkOfferPeriod({ mode: 'standard', start: '23.11.2026', end: '23.11.2026', today });
    expect(r).toMatchObject({ ok: true, notice: null, period: { start: today } });
  });
  it('refuses an end in the past with its own message, not the 12-hour one', () => {
    const r = checkOfferPeriod({ mode: 'bosis', start: '01.11.2026', end: '22.11.2026', today });
    expect(r).toEqual({ ok: false, field: 'end', message: OFFER_DATE_MESSAGES.endInPast });
  });
  it('says both when a past start moves and an end after the departure is capped (BOSIS)', () => {
    const r = checkOfferPeriod({
      mode: 'bosis',
      start: '01.11.2026',
      end: '31.12.2026',
      departure: d('01.12.2026'),
      today,
    });
    expect(r).toMatchObject({
      ok: true,
      notice: `${OFFER_DATE_MESSAGES.startInPast} 23.11.2026\n${OFFER_DATE_MESSAGES.endCappedAtDeparture} 01.12.2026`,
      period: { start: today, end: d('01.12.2026') },
    });
  });
  it('BOSIS: von and bis after the departure are refused with the departure message', () => {
    const r = checkOfferPeriod({
      mode: 'bosis',
      start: '05.12.2026',
      end: '10.12.2026',
      departure: d('01.12.2026'),
      today,
    });
    expect(r).toEqual({
      ok: false,
      field: 'start',
      message: `${OFFER_DATE_MESSAGES.startAfterDeparture} 01.12.2026`,
    });
  });
});
