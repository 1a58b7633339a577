import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkOfferPeriod,
  defaultOfferPeriod,
  formatOfferDate,
  meetsOfferMinimum,
  OFFER_DATE_MESSAGES,
  offerValidityWindow,
  parseOfferDate,
} from './offer-dates.js';
import { addDays, type CalendarDate, calendarDateAt, dayNumber, fromDayNumber } from './zoned-time.js';

const d = (text: string) => parseOfferDate(text) as CalendarDate;
const HOUR = 3_600_000;
/** Any day from 1990 to 2100 (leap days, month ends and DST switches included). */
const anyDay = fc.integer({ min: dayNumber(d('01.01.1990')), max: dayNumber(d('31.12.2100')) }).map(fromDayNumber);

describe('parseOfferDate / formatOfferDate', () => {
  it('reads DD.MM.YYYY strictly (real days only, 9–10 characters)', () => {
    expect(parseOfferDate('24.12.2026')).toEqual({ year: 2026, month: 12, day: 24 });
    expect(parseOfferDate('1.03.2027')).toEqual({ year: 2027, month: 3, day: 1 });
    expect(parseOfferDate('29.02.2028')).toEqual({ year: 2028, month: 2, day: 29 });
    for (const bad of [
      '31.02.2027',
      '29.02.2027',
      '29.02.2100',
      '31.04.2027',
      '00.01.2027',
      '01.13.2027',
      '1.1.2027',
    ]) {
      expect(parseOfferDate(bad), bad).toBeNull();
    }
    // 8 characters fit the pattern but are too short; 9 and 10 are read; 11 never fit
    expect(parseOfferDate('1.3.2027')).toBeNull();
    expect(parseOfferDate('01.3.2027')).toEqual({ year: 2027, month: 3, day: 1 });
    expect(parseOfferDate('01.03.2027')).toEqual({ year: 2027, month: 3, day: 1 });
    for (const bad of ['001.03.2027', '01.003.2027', '01.03.02027', '01.03.2027.']) {
      expect(parseOfferDate(bad), bad).toBeNull();
    }
    for (const bad of ['2027-03-01', '01.03.27', ' 01.03.2027', '01.03.2027 ', '01/03/2027', 'ab.cd.efgh', '']) {
      expect(parseOfferDate(bad), bad).toBeNull();
    }
  });

  it('writes two-digit days and months and four-digit years', () => {
    expect(formatOfferDate({ year: 2027, month: 3, day: 1 })).toBe('01.03.2027');
    expect(formatOfferDate({ year: 800, month: 12, day: 24 })).toBe('24.12.0800');
  });

  it('round-trips every day and accepts exactly the real ones (month ends, leap days)', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        expect(parseOfferDate(formatOfferDate(day))).toEqual(day);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1900, max: 2200 }),
        (dd, mm, yyyy) => {
          const leap = (yyyy % 4 === 0 && yyyy % 100 !== 0) || yyyy % 400 === 0;
          const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mm - 1];
          const parsed = parseOfferDate(formatOfferDate({ year: yyyy, month: mm, day: dd }));
          expect(parsed !== null).toBe(dd <= days);
        },
      ),
    );
  });
});

describe('defaultOfferPeriod', () => {
  const today = d('23.11.2026');
  it('runs 7 days from today, 14 in BOSIS mode', () => {
    expect(defaultOfferPeriod({ mode: 'standard', today })).toEqual({ start: today, end: d('30.11.2026') });
    expect(defaultOfferPeriod({ mode: 'bosis', today })).toEqual({ start: today, end: d('07.12.2026') });
    expect(defaultOfferPeriod({ mode: 'bosis', today: d('25.12.2026') }).end).toEqual(d('08.01.2027'));
  });
  it('standard: ends 7 days before arrival, or at the start when arrival is less than 7 days away', () => {
    expect(defaultOfferPeriod({ mode: 'standard', today, arrival: d('01.03.2027') }).end).toEqual(d('22.02.2027'));
    expect(defaultOfferPeriod({ mode: 'standard', today, arrival: d('30.11.2026') }).end).toEqual(today);
    expect(defaultOfferPeriod({ mode: 'standard', today, arrival: d('29.11.2026') }).end).toEqual(today);
    // exactly 7 days away: the end is arrival − 7 days, which is today
    expect(defaultOfferPeriod({ mode: 'standard', today, arrival: d('30.11.2026') }).end).toEqual(today);
    expect(defaultOfferPeriod({ mode: 'standard', today, arrival: d('01.12.2026') }).end).toEqual(d('24.11.2026'));
    // the same rule for days before 1970
    const early = d('01.01.1960');
    expect(defaultOfferPeriod({ mode: 'standard', today: early, arrival: d('01.02.1960') }).end).toEqual(
      d('25.01.1960'),
    );
    expect(defaultOfferPeriod({ mode: 'standard', today: early, arrival: d('05.01.1960') }).end).toEqual(early);
    expect(defaultOfferPeriod({ mode: 'bosis', today, arrival: d('25.11.2026') }).end).toEqual(d('07.12.2026'));
  });
  it('never ends after the departure (both modes) nor before the start', () => {
    expect(defaultOfferPeriod({ mode: 'bosis', today, departure: d('28.11.2026') }).end).toEqual(d('28.11.2026'));
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -30, max: 400 }), fc.constantFrom('standard', 'bosis'), (t, away, mode) => {
        const arrival = addDays(t, away);
        const departure = addDays(arrival, 7);
        const p = defaultOfferPeriod({ mode: mode as 'standard', today: t, arrival, departure });
        expect(p.start).toEqual(t);
        expect(dayNumber(p.end)).toBeGreaterThanOrEqual(dayNumber(p.start));
        if (dayNumber(departure) >= dayNumber(t)) expect(dayNumber(p.end)).toBeLessThanOrEqual(dayNumber(departure));
        // a valid default always passes the checks
        const check = checkOfferPeriod({
          mode: mode as 'standard',
          start: formatOfferDate(p.start),
          end: formatOfferDate(p.end),
        });
        expect(check.ok).toBe(true);
      }),
    );
  });
});

describe('offerValidityWindow', () => {
  it('is von 00:00 … bis 23:59 Berlin time, also on the days of the summer/winter time switch', () => {
    const w = offerValidityWindow({ start: d('29.03.2026'), end: d('29.03.2026') });
    expect(new Date(w.activeFrom).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(w.activeTill).toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(w.activeTill + 1 - w.activeFrom).toBe(23 * HOUR);
    const autumn = offerValidityWindow({ start: d('25.10.2026'), end: d('25.10.2026') });
    expect(new Date(autumn.activeFrom).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(autumn.activeTill + 1 - autumn.activeFrom).toBe(25 * HOUR);
  });
  it('uses the location zone and falls back to Europe/Berlin for an unknown one', () => {
    const p = { start: d('01.07.2027'), end: d('02.07.2027') };
    expect(new Date(offerValidityWindow(p, 'America/New_York').activeFrom).toISOString()).toBe(
      '2027-07-01T04:00:00.000Z',
    );
    expect(offerValidityWindow(p, 'Mars/Olympus')).toEqual(offerValidityWindow(p));
    expect(new Date(offerValidityWindow(p, 'UTC').activeTill).toISOString()).toBe('2027-07-02T23:59:59.999Z');
  });
  it('starts at local midnight and is whole days long (± the switch hour) for any period and zone', () => {
    const zones = fc.constantFrom(
      'Europe/Berlin',
      'America/Santiago',
      'Australia/Lord_Howe',
      'Asia/Tokyo',
      'America/New_York',
    );
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 60 }), zones, (start, len, zone) => {
        const end = addDays(start, len);
        const w = offerValidityWindow({ start, end }, zone);
        expect(calendarDateAt(w.activeFrom, zone)).toEqual(start);
        expect(calendarDateAt(w.activeTill, zone)).toEqual(end);
        expect(calendarDateAt(w.activeTill + 1, zone)).toEqual(addDays(end, 1));
        const hours = (w.activeTill + 1 - w.activeFrom) / HOUR;
        expect(Math.abs(hours - 24 * (len + 1))).toBeLessThanOrEqual(1.5);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('checkOfferPeriod', () => {
  const base = { mode: 'standard' as const, start: '01.12.2026', end: '08.12.2026' };
  it('refuses unreadable start and end dates with the exact messages', () => {
    expect(checkOfferPeriod({ ...base, start: '31.11.2026' })).toEqual({
      ok: false,
      field: 'start',
      message: 'Bitte prüfen Sie das Start Datum',
    });
    expect(checkOfferPeriod({ ...base, end: '8.12.26' })).toEqual({
      ok: false,
      field: 'end',
      message: 'Bitte prüfen Sie das End Datum',
    });
  });
  it('ignores whitespace around the typed dates', () => {
    const plain = checkOfferPeriod(base);
    expect(plain.ok).toBe(true);
    expect(checkOfferPeriod({ ...base, start: ' 01.12.2026\t', end: '\n08.12.2026  ' })).toEqual(plain);
  });
  it('needs 12 hours between start and end: the same day passes, an end before the start does not', () => {
    expect(meetsOfferMinimum({ activeFrom: 1_000, activeTill: 1_000 + 12 * HOUR })).toBe(true);
    expect(meetsOfferMinimum({ activeFrom: 1_000, activeTill: 999 + 12 * HOUR })).toBe(false);
    expect(checkOfferPeriod({ ...base, end: '01.12.2026' }).ok).toBe(true);
    expect(checkOfferPeriod({ ...base, end: '30.11.2026' })).toEqual({
      ok: false,
      field: 'end',
      message: 'Der Abstand zwischen Start und Ende muss mindestens 12 Stunden haben',
    });
    fc.assert(
      fc.property(
        anyDay,
        fc.integer({ min: -400, max: 400 }),
        fc.constantFrom('standard', 'bosis'),
        (start, len, mode) => {
          const r = checkOfferPeriod({
            mode: mode as 'bosis',
            start: formatOfferDate(start),
            end: formatOfferDate(addDays(start, len)),
          });
          expect(r.ok).toBe(len >= 0);
          if (r.ok) expect(r.window.activeTill - r.window.activeFrom).toBeGreaterThanOrEqual(12 * HOUR);
          else expect(r).toMatchObject({ message: OFFER_DATE_MESSAGES.minimum });
        },
      ),
    );
  });
  it('standard mode: a departure before the start is refused, an end after it is reset with a notice', () => {
    expect(checkOfferPeriod({ ...base, departure: d('30.11.2026') })).toEqual({
      ok: false,
      field: 'end',
      message: 'Das Abreisedatum muss größer als das Endatum Angebot sein. 30.11.2026',
    });
    const reset = checkOfferPeriod({ ...base, departure: d('05.12.2026') });
    expect(reset).toMatchObject({
      ok: true,
      period: { end: d('05.12.2026') },
      notice: '"Aktiv bis" darf nicht grösser Abreisedatum sein. 05.12.2026',
    });
    expect(checkOfferPeriod({ ...base, departure: d('10.12.2026') })).toMatchObject({
      ok: true,
      notice: null,
      period: { end: d('08.12.2026') },
    });
    // on the boundaries: a departure on the start day and an end on the departure day are fine, without a notice
    expect(checkOfferPeriod({ ...base, end: '01.12.2026', departure: d('01.12.2026') })).toMatchObject({
      ok: true,
      notice: null,
      period: { start: d('01.12.2026'), end: d('01.12.2026') },
    });
    expect(checkOfferPeriod({ ...base, departure: d('08.12.2026') })).toMatchObject({
      ok: true,
      notice: null,
      period: { end: d('08.12.2026') },
    });
  });
  it('BOSIS mode: not the SPEC departure messages, but the item still ends at the departure day and says so', () => {
    const r = checkOfferPeriod({ ...base, mode: 'bosis', departure: d('05.12.2026') });
    expect(r).toMatchObject({
      ok: true,
      notice: `${OFFER_DATE_MESSAGES.endCappedAtDeparture} 05.12.2026`,
      period: { end: d('05.12.2026') },
    });
    expect(checkOfferPeriod({ ...base, mode: 'bosis', departure: d('30.11.2026') })).toMatchObject({
      ok: false,
      field: 'start',
      message: `${OFFER_DATE_MESSAGES.startAfterDeparture} 30.11.2026`,
    });
  });
  it('never lets a window run past the end of the departure day in either mode', () => {
    fc.assert(
      fc.property(
        anyDay,
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 90 }),
        fc.constantFrom('standard', 'bosis'),
        (start, len, dep, mode) => {
          const departure = addDays(start, dep);
          const r = checkOfferPeriod({
            mode: mode as 'bosis',
            start: formatOfferDate(start),
            end: formatOfferDate(addDays(start, len)),
            departure,
          });
          expect(r.ok).toBe(true);
          if (r.ok)
            expect(r.window.activeTill).toBeLessThanOrEqual(
              offerValidityWindow({ start: departure, end: departure }).activeTill,
            );
          if (r.ok) expect(r.notice !== null).toBe(len > dep);
        },
      ),
    );
  });
});
