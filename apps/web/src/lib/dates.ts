import dayjs from 'dayjs';
import 'dayjs/locale/de';

dayjs.locale('de');

/** SPEC §9: dates DD.MM.YYYY; empty for missing or invalid values. */
export function formatDate(value: number | string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD.MM.YYYY') : '';
}

/** SPEC §9: media and items show DD.MM.YYYY HH:mm. */
export function formatDateTime(value: number | string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD.MM.YYYY HH:mm') : '';
}

/**
 * Dates of a location, shown in the location's time zone (not the browser's): its zone, or Europe/Berlin when none is
 * entered (as the server counts offer days). `day`: DD.MM.YYYY; `moment`: with HH:mm.
 */
export function locationDates(timeZone: string | null | undefined, fallback: string) {
  const zone = timeZone || fallback;
  const options = { timeZone: zone, day: '2-digit', month: '2-digit', year: 'numeric' } as const;
  const day = new Intl.DateTimeFormat('de-DE', options);
  const moment = new Intl.DateTimeFormat('de-DE', { ...options, hour: '2-digit', minute: '2-digit' });
  return {
    zone,
    day: (value: number | string | Date | null | undefined) =>
      value === null || value === undefined || value === '' ? '' : day.format(new Date(value)),
    moment: (value: number | string | Date | null | undefined) =>
      value === null || value === undefined || value === '' ? '' : moment.format(new Date(value)),
  };
}
export type LocationDates = ReturnType<typeof locationDates>;
