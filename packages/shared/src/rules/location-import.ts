import { z } from 'zod';

/** The location fields a CSV import fills (SPEC §3 "Import CSV columns"). */
export const IMPORT_FIELDS = [
  'name',
  'street',
  'postcode',
  'city',
  'contactPerson',
  'phonenumber',
  'email',
  'importKey',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportValues = Partial<Record<ImportField, string>>;

/** The column titles as SPEC §3 names them (used in messages and as the template header). */
export const IMPORT_LABELS: Record<ImportField, string> = {
  name: 'Standort',
  street: 'Büroadresse Straße',
  postcode: 'PLZ',
  city: 'Ort',
  contactPerson: 'Ansprechpartner',
  phonenumber: 'Telefonnummer',
  email: 'Büro E-Mailadresse',
  importKey: 'Firmen-ID',
};

/** Columns a file must have: without them no row can be created or matched again. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['name', 'importKey'];

const MAX_LENGTH = 255;

/** Header text compared without case, spaces, punctuation and umlaut spelling: 'Büro E-Mailadresse' = 'bueroemailadresse'. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFC')
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replace(/[^a-z0-9]/g, '');
}

const ALIASES: Record<ImportField, string[]> = {
  name: ['Standort', 'Standortname', 'Name', 'Filiale', 'Firmenname'],
  street: ['Büroadresse Straße', 'Büroadresse', 'Straße', 'Strasse', 'Adresse', 'Street'],
  postcode: ['PLZ', 'Postleitzahl', 'Postcode', 'Zip'],
  city: ['Ort', 'Stadt', 'City'],
  contactPerson: ['Ansprechpartner', 'Ansprechpartnerin', 'Kontaktperson', 'Kontakt', 'Contact Person'],
  phonenumber: ['Telefonnummer', 'Telefon', 'Tel', 'Phone', 'Phonenumber'],
  email: ['Büro E-Mailadresse', 'Büro E-Mail', 'E-Mailadresse', 'E-Mail-Adresse', 'E-Mail', 'Email', 'Mail'],
  importKey: ['Firmen-ID', 'FirmenID', 'Firmen ID', 'Company ID', 'CompanyID', 'ID', 'Firmennummer', 'Firmen-Nr'],
};

const FIELD_BY_HEADER = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) => ALIASES[field].map((alias) => [normaliseHeader(alias), field] as const)),
);

export interface HeaderMapping {
  /** For each column of the file the field it fills, or null when it is ignored. */
  columns: Array<ImportField | null>;
  /** Required fields without a column. */
  missing: ImportField[];
  /** Header texts of columns that fill nothing (unknown, or a field already given by an earlier column). */
  ignored: string[];
}

export function mapImportHeader(cells: readonly string[]): HeaderMapping {
  const taken = new Set<ImportField>();
  const ignored: string[] = [];
  const columns = cells.map((cell) => {
    const field = FIELD_BY_HEADER.get(normaliseHeader(cell)) ?? null;
    if (!field || taken.has(field)) {
      if (cell.trim()) ignored.push(cell.trim());
      return null;
    }
    taken.add(field);
    return field;
  });
  return { columns, missing: REQUIRED_IMPORT_FIELDS.filter((f) => !taken.has(f)), ignored };
}

export function missingColumnsMessage(missing: readonly ImportField[]): string {
  const names = missing.map((f) => `„${IMPORT_LABELS[f]}“`).join(' und ');
  return `Die Kopfzeile der Datei enthält keine Spalte ${names}. Erwartet werden: ${IMPORT_FIELDS.map((f) => IMPORT_LABELS[f]).join(', ')}.`;
}

/** The delimiter Excel used: the most frequent of ; , and tab outside quotes in the header line (; when none). */
export function detectDelimiter(headerLine: string): ';' | ',' | '\t' {
  const counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ';' || ch === ',' || ch === '\t')) counts[ch] += 1;
  }
  const best = (Object.entries(counts) as Array<[';' | ',' | '\t', number]>).sort((a, b) => b[1] - a[1])[0];
  return best[1] > 0 ? best[0] : ';';
}

/** The values of one data row by field (cells of ignored columns dropped, values trimmed). */
export function rowValues(columns: ReadonlyArray<ImportField | null>, cells: readonly string[]): ImportValues {
  const values: ImportValues = {};
  columns.forEach((field, index) => {
    if (field) values[field] = (cells[index] ?? '').trim();
  });
  return values;
}

export interface ImportRowCheck {
  line: number;
  values: ImportValues;
  /** Errors: the row cannot be imported. */
  problems: string[];
  /** Hints: the row is imported anyway. */
  warnings: string[];
}

const email = z.email();
const POSTCODE = /^\d{4,5}$/;

/** Checks every row on its own and the company ids across the file (each id at most once). */
export function checkImportRows(rows: ReadonlyArray<{ line: number; values: ImportValues }>): ImportRowCheck[] {
  const firstLineOfKey = new Map<string, number>();
  return rows.map(({ line, values }) => {
    const problems: string[] = [];
    const warnings: string[] = [];
    const at = `Zeile ${line}:`;
    if (!values.name) problems.push(`${at} Der Standortname fehlt.`);
    const key = values.importKey ?? '';
    if (!key) problems.push(`${at} Die Firmen-ID fehlt.`);
    else {
      const first = firstLineOfKey.get(key);
      if (first === undefined) firstLineOfKey.set(key, line);
      else problems.push(`${at} Die Firmen-ID „${key}“ steht bereits in Zeile ${first}.`);
    }
    if (values.email && !email.safeParse(values.email).success) {
      problems.push(`${at} Die E-Mail-Adresse „${values.email}“ ist ungültig.`);
    }
    if (values.postcode && !POSTCODE.test(values.postcode)) {
      warnings.push(`${at} Die PLZ „${values.postcode}“ hat nicht 4 oder 5 Ziffern.`);
    }
    for (const field of IMPORT_FIELDS) {
      if ((values[field]?.length ?? 0) > MAX_LENGTH) {
        problems.push(`${at} „${IMPORT_LABELS[field]}“ ist zu lang (höchstens ${MAX_LENGTH} Zeichen).`);
      }
    }
    return { line, values, problems, warnings };
  });
}
