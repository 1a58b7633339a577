import type { HotelImportLine, HotelImportStatus } from '@signage/shared';
import type { TFunction } from 'i18next';

/** One line of an import file as the help shows it (checked against the contract's schema in the test). */
export const HOTEL_IMPORT_EXAMPLE: HotelImportLine = {
  gid: '12345',
  name: 'Hotel Playa Azul',
  provider: 'DEMO',
  countryCode: 'ES',
  country: 'Spanien',
  region: 'Mallorca',
  city: 'Cala Millor',
  stars: 4,
  latitude: 39.597,
  longitude: 3.383,
  text: 'Familienfreundliches Hotel direkt am Strand.',
  images: [
    {
      url: 'https://bilder.example.com/12345/1.jpg',
      meta: { typ: 'aussen', seq: 1, id: '1', width: 1200, height: 800 },
    },
  ],
};
export const HOTEL_IMPORT_EXAMPLE_LINE = JSON.stringify(HOTEL_IMPORT_EXAMPLE);

/** '{lines} Zeilen gelesen · {created} neu · {updated} aktualisiert · {errorCount} Fehler'. */
export const hotelImportProgressText = (t: TFunction, s: HotelImportStatus) =>
  t('system.hotels.progress', { lines: s.lines, created: s.created, updated: s.updated, errorCount: s.errorCount });

/** Headline of the run: running, done (with or without refused lines) or failed with the server's reason. */
export function hotelImportStateText(t: TFunction, s: HotelImportStatus): string {
  if (s.state === 'running') return t('system.hotels.running');
  if (s.state === 'failed')
    return s.message ? t('system.hotels.failedWith', { message: s.message }) : t('system.hotels.failed');
  return s.errorCount > 0 ? t('system.hotels.doneWithErrors') : t('system.hotels.done');
}

export function hotelImportSeverity(s: HotelImportStatus): 'info' | 'success' | 'warning' | 'error' {
  if (s.state === 'running') return 'info';
  if (s.state === 'failed') return 'error';
  return s.errorCount > 0 ? 'warning' : 'success';
}

/** The line under the error table when the server kept fewer errors than it counted; null otherwise. */
export function hotelImportMoreErrorsText(t: TFunction, s: HotelImportStatus): string | null {
  return s.errorCount > s.errors.length
    ? t('system.hotels.moreErrors', { shown: s.errors.length, count: s.errorCount })
    : null;
}
