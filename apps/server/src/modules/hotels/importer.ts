import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { HOTEL_IMPORT_ERRORS_KEPT, type HotelRecord, hotelImportLine } from '@signage/shared';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hotelContent, hotels, hotelWords } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { hotelContentRow, hotelRow } from './records.js';

/** Rows per INSERT … ON CONFLICT statement. */
export const IMPORT_BATCH_SIZE = 500;

export interface ImportCounts {
  /** Lines read (blank lines not counted). */
  lines: number;
  created: number;
  updated: number;
  /** The first HOTEL_IMPORT_ERRORS_KEPT refused lines (line number from 1, German reason). */
  errors: Array<{ line: number; message: string }>;
  errorCount: number;
}

export interface ImportOptions {
  clock: Clock;
  /** Called after every written batch and at the end, with the counts so far (the same object). */
  onProgress?: (counts: ImportCounts) => void;
  /**
   * Called inside each batch's transaction with the counts as they will be once it commits: a run's status
   * written here is never ahead of or behind the stored hotels.
   */
  onBatch?: (tx: Db, counts: ImportCounts) => Promise<void>;
  /** Stops the import before its next batch (the run is then rejected with the signal's reason). */
  signal?: AbortSignal;
  batchSize?: number;
}

// Every column but the key (and the generated word vectors) takes the new line's value on a repeated gid.
const { gid: _key, searchWords: _words, nameWords: _nameWords, ...updatable } = getTableColumns(hotels);
const excluded = (columns: Record<string, { name: string }>) =>
  Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]));
const UPDATE_SET = excluded(updatable);
const { gid: _contentKey, ...contentColumns } = getTableColumns(hotelContent);
const CONTENT_SET = excluded(contentColumns);

/** Why a line was refused: the field path and zod's (German) message per issue. */
function issuesText(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/**
 * Validates hotels one at a time and writes them in batches (upsert by gid): the whole input is never held
 * in memory. The same for an uploaded JSON-lines file, the CLI and the demo seed.
 */
export class HotelImporter {
  readonly counts: ImportCounts = { lines: 0, created: 0, updated: 0, errors: [], errorCount: 0 };
  private batch: HotelRecord[] = [];
  private readonly gids = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly options: ImportOptions,
  ) {}

  refuse(line: number, message: string) {
    this.counts.errorCount += 1;
    if (this.counts.errors.length < HOTEL_IMPORT_ERRORS_KEPT) this.counts.errors.push({ line, message });
  }

  /** One hotel (parsed JSON) of line `line`; a batch is written when full. */
  async add(line: number, value: unknown): Promise<void> {
    this.counts.lines += 1;
    const parsed = hotelImportLine.safeParse(value);
    if (!parsed.success) return this.refuse(line, issuesText(parsed.error.issues));
    // The same gid twice in one statement is refused by PostgreSQL: the earlier one is written first.
    if (this.gids.has(parsed.data.gid)) await this.flush();
    this.batch.push(parsed.data);
    this.gids.add(parsed.data.gid);
    if (this.batch.length >= (this.options.batchSize ?? IMPORT_BATCH_SIZE)) await this.flush();
  }

  /** One line of a JSON-lines file (blank lines are skipped and not counted). */
  async addLine(line: number, text: string): Promise<void> {
    if (text.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      this.counts.lines += 1;
      return this.refuse(line, 'Kein gültiges JSON (eine Zeile je Hotel, als JSON-Objekt).');
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      this.counts.lines += 1;
      return this.refuse(line, 'Jede Zeile muss ein JSON-Objekt sein (ein Hotel).');
    }
    await this.add(line, value);
  }

  /**
   * Writes the batch in one transaction: a run cut off anywhere leaves every hotel with its content and its search
   * words, or the batch not at all.
   */
  async flush(): Promise<void> {
    this.options.signal?.throwIfAborted();
    if (this.batch.length > 0) {
      const now = new Date(this.options.clock.now());
      const batch = this.batch;
      const rows = batch.map((r) => hotelRow(r, now));
      const words = new Set(rows.flatMap((r) => r.search.split(' ')).filter(Boolean));
      const next = await this.db.transaction(async (tx) => {
        await tx
          .insert(hotelWords)
          .values([...words].map((word) => ({ word })))
          .onConflictDoNothing();
        const written = await tx
          .insert(hotels)
          .values(rows)
          .onConflictDoUpdate({ target: hotels.gid, set: UPDATE_SET })
          // xmax is 0 for a row this statement inserted, the updating transaction's id for an updated one.
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        await tx
          .insert(hotelContent)
          .values(batch.map(hotelContentRow))
          .onConflictDoUpdate({ target: hotelContent.gid, set: CONTENT_SET });
        const created = written.filter((w) => w.inserted).length;
        const counts = {
          ...this.counts,
          errors: [...this.counts.errors],
          created: this.counts.created + created,
          updated: this.counts.updated + written.length - created,
        };
        await this.options.onBatch?.(tx as unknown as Db, counts);
        return counts;
      });
      this.counts.created = next.created;
      this.counts.updated = next.updated;
      this.batch = [];
      this.gids.clear();
    }
    this.options.onProgress?.(this.counts);
  }

  /**
   * The last batch, then fresh planner statistics: the search's plan depends on how common a word is (a
   * frequent one is read in name order and stops early), and the embedded database runs no autovacuum.
   */
  async finish(): Promise<void> {
    await this.flush();
    if (this.counts.created + this.counts.updated > 0)
      await this.db.execute(sql`analyze hotels, hotel_content, hotel_words`);
  }
}

/** Imports a JSON-lines stream (UTF-8, one hotel per line). */
export async function importHotelLines(db: Db, input: Readable, options: ImportOptions): Promise<ImportCounts> {
  const importer = new HotelImporter(db, options);
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let number = 0;
  for await (const text of lines) {
    number += 1;
    await importer.addLine(number, number === 1 ? text.replace(/^\uFEFF/, '') : text);
  }
  await importer.finish();
  return importer.counts;
}

/** Imports hotels given as objects (the demo seed); `line` in errors is the position from 1. */
export async function importHotelRecords(
  db: Db,
  records: Iterable<unknown>,
  options: ImportOptions,
): Promise<ImportCounts> {
  const importer = new HotelImporter(db, options);
  let number = 0;
  for (const record of records) await importer.add(++number, record);
  await importer.finish();
  return importer.counts;
}
