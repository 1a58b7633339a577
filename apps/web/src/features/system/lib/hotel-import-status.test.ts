import { type HotelImportStatus, hotelImportLine } from '@signage/shared';
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../../i18n/de.json';
import {
  HOTEL_IMPORT_EXAMPLE_LINE,
  hotelImportMoreErrorsText,
  hotelImportProgressText,
  hotelImportSeverity,
  hotelImportStateText,
} from './hotel-import-status';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'de', resources: { de: { translation: de } }, interpolation: { escapeValue: false } });
});
const t = i18n.getFixedT('de');

const status = (over: Partial<HotelImportStatus>): HotelImportStatus => ({
  id: 'run-1',
  state: 'running',
  lines: 0,
  created: 0,
  updated: 0,
  errors: [],
  errorCount: 0,
  message: null,
  startedAt: '2026-11-24T02:00:00.000Z',
  finishedAt: null,
  ...over,
});

describe('hotel import status texts', () => {
  it('counts lines, new, updated and errors in one line', () => {
    const s = status({ lines: 1200, created: 1000, updated: 180, errorCount: 20 });
    expect(hotelImportProgressText(t, s)).toBe('1200 Zeilen gelesen · 1000 neu · 180 aktualisiert · 20 Fehler');
  });

  it('names the state, with the reason of a failed run', () => {
    expect(hotelImportStateText(t, status({}))).toBe('Import läuft …');
    expect(hotelImportStateText(t, status({ state: 'done' }))).toBe('Import abgeschlossen');
    expect(hotelImportStateText(t, status({ state: 'done', errorCount: 1 }))).toBe(
      'Import abgeschlossen, einige Zeilen wurden übersprungen',
    );
    expect(hotelImportStateText(t, status({ state: 'failed', message: 'Datei ist kein UTF-8' }))).toBe(
      'Import fehlgeschlagen: Datei ist kein UTF-8',
    );
    expect(hotelImportStateText(t, status({ state: 'failed' }))).toBe('Import fehlgeschlagen');
  });

  it('colours the state', () => {
    expect(hotelImportSeverity(status({}))).toBe('info');
    expect(hotelImportSeverity(status({ state: 'done' }))).toBe('success');
    expect(hotelImportSeverity(status({ state: 'done', errorCount: 3 }))).toBe('warning');
    expect(hotelImportSeverity(status({ state: 'failed' }))).toBe('error');
  });

  it('says when more errors were counted than the answer lists', () => {
    const errors = Array.from({ length: 100 }, (_, i) => ({ line: i + 1, message: 'Name fehlt' }));
    expect(hotelImportMoreErrorsText(t, status({ errors, errorCount: 250 }))).toBe(
      'Gezeigt werden die ersten 100 von 250 Fehlern.',
    );
    expect(hotelImportMoreErrorsText(t, status({ errors: errors.slice(0, 2), errorCount: 2 }))).toBeNull();
  });
});

describe("the help's example line", () => {
  it('is one line the import accepts', () => {
    expect(HOTEL_IMPORT_EXAMPLE_LINE).not.toContain('\n');
    const parsed = hotelImportLine.safeParse(JSON.parse(HOTEL_IMPORT_EXAMPLE_LINE));
    expect(parsed.error).toBeUndefined();
  });
});
