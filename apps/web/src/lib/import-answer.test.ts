import type { ImportResult } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { readImportAnswer } from './import-answer';

const result: ImportResult = {
  success: true,
  isPreview: true,
  imported: false,
  fileName: 'standorte.csv',
  encoding: 'utf-8',
  delimiter: ';',
  columns: ['name'],
  ignoredColumns: [],
  totals: { rows: 1, create: 1, update: 0, error: 0, warnings: 0 },
  rows: [],
};

describe('readImportAnswer', () => {
  it('reads a preview or import result', () => {
    expect(readImportAnswer(200, result)).toEqual({ result, refused: null });
  });

  it('reads an import refused because of invalid rows', () => {
    const body = { success: false, error: { code: 'IMPORT_INVALID', message: '2 Zeilen sind fehlerhaft.' }, result };
    expect(readImportAnswer(400, body)).toEqual({ result, refused: '2 Zeilen sind fehlerhaft.' });
  });

  it('leaves other answers to the error handling', () => {
    expect(
      readImportAnswer(415, { success: false, error: { code: 'X', message: 'Dateitype nicht erlaubt.' } }),
    ).toBeNull();
    expect(readImportAnswer(400, { success: false, error: { code: 'X', message: 'Keine Datei' } })).toBeNull();
    expect(readImportAnswer(200, 'kaputt')).toBeNull();
  });
});
