import type { ValidityWindow } from './playlist-items.js';
import { addDays, type CalendarDate, dayNumber, isRealDate, isValidTimeZone, zonedTimeToEpoch } from './zoned-time.js';

/**
 * Offer validity (SPEC §5, §9): the 'von'/'bis' dates of the offer tool, their defaults and checks, and the playlist
 * item's validity window. Pure functions, used by server and web app.
 */

/** 'standard' is /pc/addImage, 'bosis' is /bs/addImage (longer default, no departure rules). */
export type OfferMode = 'standard' | 'bosis';
export const OFFER_MODES = ['standard', 'bosis'] as const;

export const DEFAULT_OFFER_TIME_ZONE = 'Europe/Berlin';
/** Default validity in days from today per mode (SPEC §9). */
export const OFFER_DEFAULT_DAYS: Record<OfferMode, number> = { standard: 7, bosis: 14 };
/** Standard mode: the default end lies this many days before arrival. */
export const OFFER_END_BEFORE_ARRIVAL_DAYS = 7;
export const OFFER_MIN_VALIDITY_MS = 12 * 60 * 60 * 1000;

export const OFFER_DATE_MESSAGES = {
  minimum: 'Der Abstand zwischen Start und Ende muss mindestens 12 Stunden haben',
  start: 'Bitte prüfen Sie das Start Datum',
  end: 'Bitte prüfen Sie das End Datum',
  departureBeforeStart: 'Das Abreisedatum muss größer als das Endatum Angebot sein.',
  endAfterDeparture: '"Aktiv bis" darf nicht grösser Abreisedatum sein.',
  /** BOSIS mode (no SPEC text): 'von' after the departure leaves nothing to show. */
  startAfterDeparture: '"von" liegt nach der Abreise. Ein Angebot läuft höchstens bis zum Abreisetag:',
  /** BOSIS mode: 'bis' after the departure is capped (the item never runs past the trip's departure). */
  endCappedAtDeparture: '"bis" wurde auf den Abreisetag gesetzt, denn ein Angebot läuft höchstens bis zur Abreise:',
  /** A 'von' before today: the offer starts today. */
  startInPast: '"von" liegt in der Vergangenheit; das Angebot beginnt heute:',
  /** A 'bis' before today: there is nothing left to show. */
  endInPast: '"bis" liegt in der Vergangenheit. Bitte wählen Sie heute oder einen späteren Tag.',
} as const;

const DATE_TEXT = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** 'DD.MM.YYYY' (9–10 characters, so one digit of day or month may be short); null unless a real day. */
export function parseOfferDate(text: string): CalendarDate | null {
  if (text.length < 9) return null; // the pattern itself allows at most 10
  const match = DATE_TEXT.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

const two = (n: number) => String(n).padStart(2, '0');
export const formatOfferDate = (d: CalendarDate) => `${two(d.day)}.${two(d.month)}.${String(d.year).padStart(4, '0')}`;

/** The earlier of two days (null counts as no limit). */
// Stryker disable next-line EqualityOperator: on the same day both are equal
const earlier = (a: CalendarDate, b: CalendarDate | null | undefined) => (b && dayNumber(b) < dayNumber(a) ? b : a);

export interface OfferPeriod {
  start: CalendarDate;
  end: CalendarDate;
}

/**
 * The preset 'von'/'bis': from today for 7 days (BOSIS 14). In standard mode with a known arrival,
 * the end is arrival − 7 days, or the start when the arrival is less than 7 days away. Never after
 * the departure, never before the start.
 */
export function defaultOfferPeriod(input: {
  mode: OfferMode;
  today: CalendarDate;
  arrival?: CalendarDate | null;
  departure?: CalendarDate | null;
}): OfferPeriod {
  const start = input.today;
  let end = addDays(start, OFFER_DEFAULT_DAYS[input.mode]);
  if (input.mode === 'standard' && input.arrival) {
    // an arrival less than 7 days away puts this before the start, so the end becomes the start below
    end = addDays(input.arrival, -OFFER_END_BEFORE_ARRIVAL_DAYS);
  }
  end = earlier(end, input.departure);
  // Stryker disable next-line EqualityOperator: on the same day start and end are equal
  return { start, end: dayNumber(end) < dayNumber(start) ? start : end };
}

/**
 * The playlist item's window: von 00:00 … bis 23:59 (its last millisecond) in the location's zone
 * (unknown or missing zone: Europe/Berlin), as epoch ms.
 */
export function offerValidityWindow(period: OfferPeriod, timeZone?: string | null): ValidityWindow {
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : DEFAULT_OFFER_TIME_ZONE;
  return {
    activeFrom: zonedTimeToEpoch(period.start, 0, 0, zone),
    // the last millisecond before the next day's 00:00 (also where 23:59 occurs twice or midnight is skipped)
    activeTill: zonedTimeToEpoch(addDays(period.end, 1), 0, 0, zone) - 1,
  };
}

/** Whether the window of the period is at least 12 hours long (same day: yes; end before start: no). */
export const meetsOfferMinimum = (w: ValidityWindow) => w.activeTill - w.activeFrom >= OFFER_MIN_VALIDITY_MS;

export type OfferPeriodCheck =
  | { ok: true; period: OfferPeriod; window: ValidityWindow; notice: string | null }
  | { ok: false; field: 'start' | 'end'; message: string };

/**
 * Checks the typed 'von'/'bis' in the order the tool shows them: start date, end date; with `today`, a
 * start in the past becomes today (with a notice) and an end in the past is refused; then, with a known
 * departure, the departure rules: standard mode as SPEC §5 words them (a departure before the start is
 * refused; an end after it is reset to it with a notice); BOSIS mode does not enforce those, but the period
 * still ends at the departure day at the latest, so a start after the departure is refused and an end after it is
 * capped, each saying so. Last the 12-hour minimum. Notices: one per line.
 */
export function checkOfferPeriod(input: {
  mode: OfferMode;
  start: string;
  end: string;
  departure?: CalendarDate | null;
  timeZone?: string | null;
  /** Today in the location's zone; unset: a start in the past is taken as it is. */
  today?: CalendarDate | null;
}): OfferPeriodCheck {
  let start = parseOfferDate(input.start.trim());
  if (!start) return { ok: false, field: 'start', message: OFFER_DATE_MESSAGES.start };
  let end = parseOfferDate(input.end.trim());
  if (!end) return { ok: false, field: 'end', message: OFFER_DATE_MESSAGES.end };
  const notices: string[] = [];
  const today = input.today ?? null;
  if (today && dayNumber(end) < dayNumber(today))
    return { ok: false, field: 'end', message: OFFER_DATE_MESSAGES.endInPast };
  if (today && dayNumber(start) < dayNumber(today)) {
    start = today;
    notices.push(`${OFFER_DATE_MESSAGES.startInPast} ${formatOfferDate(today)}`);
  }
  const departure = input.departure ?? null;
  if (departure) {
    const shown = formatOfferDate(departure);
    const bosis = input.mode === 'bosis';
    if (dayNumber(departure) < dayNumber(start)) {
      return bosis
        ? { ok: false, field: 'start', message: `${OFFER_DATE_MESSAGES.startAfterDeparture} ${shown}` }
        : { ok: false, field: 'end', message: `${OFFER_DATE_MESSAGES.departureBeforeStart} ${shown}` };
    }
    if (dayNumber(end) > dayNumber(departure)) {
      notices.push(
        `${bosis ? OFFER_DATE_MESSAGES.endCappedAtDeparture : OFFER_DATE_MESSAGES.endAfterDeparture} ${shown}`,
      );
      end = departure;
    }
  }
  const window = offerValidityWindow({ start, end }, input.timeZone);
  if (!meetsOfferMinimum(window)) return { ok: false, field: 'end', message: OFFER_DATE_MESSAGES.minimum };
  return { ok: true, period: { start, end }, window, notice: notices.length > 0 ? notices.join('\n') : null };
}
