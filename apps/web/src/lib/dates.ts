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
