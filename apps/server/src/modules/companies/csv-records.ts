import { createReadStream } from 'node:fs';
import { pipeline, Readable } from 'node:stream';
import { detectDelimiter } from '@signage/shared';
import { CsvError, parse } from 'csv-parse';
import { badRequest } from '../../lib/errors.js';
import { decodingStream, type TextEncoding } from './text-decode.js';

/** More rows than a network plausibly has; keeps the per-row result of a 100 MB file from exhausting memory. */
export const MAX_IMPORT_ROWS = 50_000;
const MAX_RECORD_CHARS = 100_000;
/** The header line is looked for in at most this many characters. */
const HEAD_LIMIT = 64 * 1024;

export interface CsvRecord {
  /** Line of the file where the record starts (1-based). */
  line: number;
  cells: string[];
}

export interface CsvFile {
  delimiter: string;
  header: string[];
  records: CsvRecord[];
}

const newlines = (cells: readonly string[]) => cells.reduce((n, cell) => n + (cell.split('\n').length - 1), 0);

/** Decoded text chunks, the first ones held back until the header line is complete. */
async function headAndRest(path: string, encoding: TextEncoding) {
  // pipeline, not pipe: a read error (file gone) reaches the iterator instead of escaping as an uncaught event.
  const chunks = pipeline(createReadStream(path, { highWaterMark: 256 * 1024 }), decodingStream(encoding), () => {});
  const iterator: AsyncIterator<string> = chunks[Symbol.asyncIterator]();
  let head = '';
  while (!head.includes('\n') && head.length < HEAD_LIMIT) {
    const next = await iterator.next();
    if (next.done) break;
    head += next.value;
  }
  async function* all() {
    yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: head.replace(/^\uFEFF/, ''), rest: Readable.from(all()) };
}

/**
 * Reads what Excel and other tools write: ; , or tab (detected from the header line), quoted fields with
 * delimiters and line breaks, CRLF, BOM, empty lines and rows of empty cells (skipped).
 */
export async function readCsv(path: string, encoding: TextEncoding): Promise<CsvFile> {
  const { head, rest } = await headAndRest(path, encoding);
  const delimiter = detectDelimiter(head.split('\n')[0] ?? '');
  const parser = parse({
    delimiter,
    bom: true,
    info: true,
    record_delimiter: '\n',
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: MAX_RECORD_CHARS,
  });
  rest.on('error', (err) => parser.destroy(err));
  rest.pipe(parser);
  let header: string[] | null = null;
  const records: CsvRecord[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const line = info.lines - newlines(record);
      if (!header) header = record;
      else if (records.length >= MAX_IMPORT_ROWS) {
        throw badRequest(
          `Die Datei hat zu viele Zeilen. Erlaubt sind höchstens ${MAX_IMPORT_ROWS} Standorte je Import.`,
        );
      } else records.push({ line, cells: record });
    }
  } catch (err) {
    rest.destroy();
    if (err instanceof CsvError) {
      throw badRequest(`Die CSV-Datei ist fehlerhaft (Zeile ${err.lines ?? '?'}): ${describe(err.code)}`);
    }
    throw err;
  }
  if (!header) throw badRequest('Die Datei ist leer.');
  return { delimiter, header, records };
}

function describe(code: string): string {
  if (code === 'CSV_QUOTE_NOT_CLOSED') return 'Ein Anführungszeichen wird nicht geschlossen.';
  if (code === 'CSV_MAX_RECORD_SIZE') return 'Eine Zeile ist zu lang.';
  return 'Die Datei lässt sich nicht als CSV lesen.';
}
