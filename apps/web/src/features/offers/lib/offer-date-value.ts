import { formatOfferDate, parseOfferDate } from '@signage/shared';
import dayjs, { type Dayjs } from 'dayjs';

/** The offer tool keeps its dates as the picker's day; the shared rules read them as 'DD.MM.YYYY'. */

/** The picker's value of a 'DD.MM.YYYY' preset; null (empty field) when the text is no real day. */
export function offerDateValue(text: string): Dayjs | null {
  const day = parseOfferDate(text.trim());
  if (!day) return null;
  const iso = `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
  return dayjs(iso);
}

/**
 * The 'DD.MM.YYYY' text the shared rules check, of the day shown in the picker. An empty, half
 * typed or impossible date (31.02.) gives '', which the rules refuse with their own message.
 */
export function offerDateText(value: Dayjs | null): string {
  if (!value?.isValid()) return '';
  return formatOfferDate({ year: value.year(), month: value.month() + 1, day: value.date() });
}
