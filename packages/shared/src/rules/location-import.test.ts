import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkImportRows,
  detectDelimiter,
  IMPORT_FIELDS,
  IMPORT_LABELS,
  mapImportHeader,
  missingColumnsMessage,
  normaliseHeader,
  rowValues,
} from './location-import.js';

const HEADER = [
  'Standort',
  'Büroadresse Straße',
  'PLZ',
  'Ort',
  'Ansprechpartner',
  'Telefonnummer',
  'Büro E-Mailadresse',
  'Firmen-ID',
];

describe('import header', () => {
  it('recognises the SPEC columns and common spellings of the id column', () => {
    expect(mapImportHeader(HEADER).columns).toEqual([...IMPORT_FIELDS]);
    for (const id of ['FirmenID', 'firmen id', 'Company ID', 'ID', ' COMPANYID ']) {
      expect(mapImportHeader(['Standort', id]).columns).toEqual(['name', 'importKey']);
    }
    expect(normaliseHeader('Büroadresse Straße')).toBe(normaliseHeader('BUEROADRESSE strasse'));
  });

  it('names missing required columns and ignores unknown ones', () => {
    const mapping = mapImportHeader(['Ort', 'Bemerkung', 'Ort']);
    expect(mapping.missing).toEqual(['name', 'importKey']);
    expect(mapping.ignored).toEqual(['Bemerkung', 'Ort']);
  });

  it('maps a field once: the first column wins, blank headers are not listed as ignored', () => {
    const mapping = mapImportHeader(['Name', 'Standort', '  ', 'Firmennummer', 'PLZ']);
    expect(mapping).toEqual({
      columns: ['name', null, null, 'importKey', 'postcode'],
      missing: [],
      ignored: ['Standort'],
    });
    expect(mapImportHeader(['Standort']).missing).toEqual(['importKey']);
    expect(mapImportHeader([' Kommentar ']).ignored).toEqual(['Kommentar']);
  });

  it('folds case, umlauts, ß and punctuation, and nothing else', () => {
    expect(normaliseHeader('Ä-Ö_Ü ß!')).toBe('aeoeuess');
    expect(normaliseHeader('Straße 12')).toBe('strasse12');
    expect(normaliseHeader('U\u0308ber')).toBe('ueber'); // decomposed ü is composed first
    expect(normaliseHeader('ÉCOLE')).toBe('cole');
  });

  it('names the missing columns and all expected ones in German', () => {
    expect(missingColumnsMessage(['name', 'importKey'])).toBe(
      `Die Kopfzeile der Datei enthält keine Spalte „Standort“ und „Firmen-ID“. Erwartet werden: ${Object.values(IMPORT_LABELS).join(', ')}.`,
    );
    expect(missingColumnsMessage(['importKey'])).toBe(
      'Die Kopfzeile der Datei enthält keine Spalte „Firmen-ID“. Erwartet werden: Standort, Büroadresse Straße, PLZ, Ort, Ansprechpartner, Telefonnummer, Büro E-Mailadresse, Firmen-ID.',
    );
  });

  it('detects the delimiter from the header line', () => {
    expect(detectDelimiter('a,b;c;d')).toBe(';');
    expect(detectDelimiter('a;b,c,d')).toBe(',');
    expect(detectDelimiter('a;b\tc\td')).toBe('\t');
    expect(detectDelimiter('"a,b,c";d')).toBe(';');
    expect(detectDelimiter('"a;b";"c;d",e,f')).toBe(',');
    expect(detectDelimiter('Standort;PLZ;Ort')).toBe(';');
    expect(detectDelimiter('Standort,PLZ,Ort')).toBe(',');
    expect(detectDelimiter('"Standort; Name",PLZ,Ort')).toBe(',');
    expect(detectDelimiter('Standort\tPLZ')).toBe('\t');
    expect(detectDelimiter('Standort')).toBe(';');
  });
});

describe('import rows', () => {
  const columns = mapImportHeader(HEADER).columns;
  const row = (line: number, cells: string[]) => ({ line, values: rowValues(columns, cells) });

  it('reports problems with the line number in German', () => {
    const [missingName, badMail, shortZip, duplicate] = checkImportRows([
      row(7, ['', 'Weg 1', '12345', 'Ort', '', '', '', 'K1']),
      row(8, ['B', '', '', '', '', '', 'kein-mail', 'K2']),
      row(9, ['C', '', '123', '', '', '', '', 'K3']),
      row(10, ['D', '', '', '', '', '', '', 'K1']),
    ]);
    expect(missingName.problems).toEqual(['Zeile 7: Der Standortname fehlt.']);
    expect(badMail.problems).toEqual(['Zeile 8: Die E-Mail-Adresse „kein-mail“ ist ungültig.']);
    expect(shortZip.problems).toEqual([]);
    expect(shortZip.warnings).toEqual(['Zeile 9: Die PLZ „123“ hat nicht 4 oder 5 Ziffern.']);
    expect(duplicate.problems).toEqual(['Zeile 10: Die Firmen-ID „K1“ steht bereits in Zeile 7.']);
  });

  it('finds no problem in well-formed rows, and one per missing name or repeated id', () => {
    const arbRow = fc.record({
      name: fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Za-zÄÖÜäöüß][A-Za-z ÄÖÜäöüß]{0,20}$/)),
      key: fc.stringMatching(/^[A-Z0-9]{1,4}$/),
      postcode: fc.stringMatching(/^\d{4,5}$/),
    });
    fc.assert(
      fc.property(fc.array(arbRow, { maxLength: 40 }), (specs) => {
        const checks = checkImportRows(
          specs.map((s, i) => row(i + 2, [s.name, '', s.postcode, '', '', '', 'info@example.de', s.key])),
        );
        const seen = new Set<string>();
        checks.forEach((check, i) => {
          const spec = specs[i];
          const expected = (spec.name.trim() ? 0 : 1) + (seen.has(spec.key) ? 1 : 0);
          seen.add(spec.key);
          expect(check.problems).toHaveLength(expected);
          expect(check.warnings).toEqual([]);
          for (const p of check.problems) expect(p.startsWith(`Zeile ${i + 2}: `)).toBe(true);
        });
      }),
    );
  });
  it('reports a missing id, overlong values and each problem of a row, and keeps values trimmed', () => {
    const long = 'x'.repeat(256);
    const [noKey, tooLong, fine, many] = checkImportRows([
      row(2, ['A', '', '', '', '', '', '', '']),
      row(3, ['B', long, '', '', '', '', '', 'K1']),
      row(4, ['C', 'x'.repeat(255), ' 0123 ', '', '', '', ' a@b.de ', ' K2 ']),
      row(5, ['', '', '12a45', '', '', '', 'a@', '']),
    ]);
    expect(noKey.problems).toEqual(['Zeile 2: Die Firmen-ID fehlt.']);
    expect(tooLong.problems).toEqual(['Zeile 3: „Büroadresse Straße“ ist zu lang (höchstens 255 Zeichen).']);
    expect(fine).toMatchObject({ line: 4, problems: [], warnings: [] });
    expect(fine.values).toMatchObject({ postcode: '0123', email: 'a@b.de', importKey: 'K2' });
    expect(many.problems).toEqual([
      'Zeile 5: Der Standortname fehlt.',
      'Zeile 5: Die Firmen-ID fehlt.',
      'Zeile 5: Die E-Mail-Adresse „a@“ ist ungültig.',
    ]);
    expect(many.warnings).toEqual(['Zeile 5: Die PLZ „12a45“ hat nicht 4 oder 5 Ziffern.']);
    expect(checkImportRows([row(2, ['A', '', '123456', '', '', '', '', 'K'])])[0].warnings).toHaveLength(1);
  });

  it('takes the cells of mapped columns only, missing cells as empty text', () => {
    expect(rowValues(['name', null, 'importKey'], [' A ', 'weg', ' K '])).toEqual({ name: 'A', importKey: 'K' });
    expect(rowValues(['name', 'city'], ['A'])).toEqual({ name: 'A', city: '' });
  });
});
