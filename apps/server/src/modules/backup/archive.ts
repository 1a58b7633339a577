// The backup archive: a gzip'd tar with `backup.json` first (what a restore needs before the data: format,
// product version, schema migration), the tables as JSON lines (`tables/<name>.jsonl`, parents first), the
// stored files (`files/<key>`) and `manifest.json` last (row counts, file count/bytes, sha256 of every part).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';

export const BACKUP_FORMAT = 1;
export const HEADER_ENTRY = 'backup.json';
export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (name: string) => `tables/${name}.jsonl`;
export const fileEntry = (key: string) => `files/${key}`;

export const backupHeader = z.object({
  format: z.literal(BACKUP_FORMAT),
  product: z.string(),
  version: z.string(),
  /** Tag of the newest migration applied to the database the backup was taken from. */
  migration: z.string(),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
});
export type BackupHeader = z.infer<typeof backupHeader>;

const part = { sha256: z.string().regex(/^[0-9a-f]{64}$/) };
export const backupManifest = backupHeader.extend({
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0), ...part })),
  files: z.object({
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    entries: z.array(z.object({ key: z.string(), size: z.number().int().min(0), ...part })),
  }),
});
export type BackupManifest = z.infer<typeof backupManifest>;

/** An archive that is not a complete, intact backup of this product. */
export class InvalidBackup extends Error {}

/** The product's name and version from the root package.json (found upwards from this module). */
export function productVersion(): { product: string; version: string } {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string; workspaces?: unknown };
      if (pkg.workspaces && pkg.name && pkg.version) return { product: pkg.name, version: pkg.version };
    }
    const up = dirname(dir);
    if (up === dir) return { product: 'signage-platform', version: 'unbekannt' };
    dir = up;
  }
}

/** The header of an archive (its first entry), without reading further. */
export async function readHeader(input: Readable): Promise<BackupHeader> {
  const extract = tar.extract();
  const reading = pipeline(input, createGunzip(), extract).catch(() => undefined);
  let entries = 0;
  try {
    for await (const entry of extract as unknown as AsyncIterable<Readable & { header: tar.Header }>) {
      entries++;
      if (entry.header.name !== HEADER_ENTRY) break;
      const parsed = backupHeader.safeParse(safeJson((await readAll(entry)).toString('utf8')));
      if (parsed.success) return parsed.data;
      break;
    }
  } catch (err) {
    // Not a gzip'd tar, or cut or damaged before its first entry: said precisely; anything else below.
    const problem = archiveProblem(err, entries > 0);
    if (problem instanceof InvalidBackup) throw problem;
  } finally {
    input.destroy();
    await reading;
  }
  throw new InvalidBackup(invalid(`${HEADER_ENTRY} fehlt oder ist nicht lesbar (keine Sicherung dieses Produkts?)`));
}

/**
 * What a failure of gunzip or of the tar reader means for the operator, as an InvalidBackup with one German
 * sentence (cut off, damaged, not gzip, not tar); any other error is returned as it is. `started`: whether an
 * entry of the archive was read already (a tar that ends early is then cut off, else no tar at all).
 */
export function archiveProblem(err: unknown, started: boolean): unknown {
  if (err instanceof InvalidBackup) return err;
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  let what: string | null = null;
  if (code === 'Z_DATA_ERROR' && /incorrect header check/.test(text)) {
    what = 'die Datei ist kein gzip-Archiv (keine Sicherung dieses Produkts?)';
  } else if (code === 'Z_BUF_ERROR') {
    what =
      'das Archiv ist abgeschnitten, die Datei endet mitten in der Sicherung (unvollständig kopiert oder heruntergeladen?)';
  } else if (code === 'Z_DATA_ERROR') {
    what = `das Archiv ist beschädigt (${/data check/.test(text) ? 'gzip-Prüfsumme falsch' : 'gzip-Daten fehlerhaft'})`;
  } else if (text === 'Unexpected end of data' || text.startsWith('Invalid tar header')) {
    what = started
      ? 'das Archiv ist beschädigt (tar-Eintrag unvollständig oder fehlerhaft)'
      : 'die gzip-Datei enthält kein tar-Archiv (keine Sicherung dieses Produkts?)';
  }
  return what ? new InvalidBackup(invalid(what)) : err;
}

async function readAll(entry: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** One line on what a backup holds (German). */
export function describeManifest(m: BackupManifest): string {
  const rows = m.tables.reduce((sum, t) => sum + t.rows, 0);
  return (
    `  Version ${m.version}, Migration ${m.migration}, ${m.tables.length} Tabellen mit ${rows} Zeilen, ` +
    `${m.files.count} Dateien (${m.files.bytes} Bytes), erstellt ${m.createdAt}`
  );
}

/** A pass-through stream that hashes and counts what flows through it. */
export function hashing(): Transform & { sha256(): string; bytes(): number } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  let digest: string | null = null;
  return Object.assign(stream, { sha256: () => (digest ??= hash.digest('hex')), bytes: () => bytes });
}

export interface ArchiveHandlers {
  header(header: BackupHeader): Promise<void>;
  /** A batch of rows (JSON texts) of one table, in archive order. */
  rows(table: string, rows: string[]): Promise<void>;
  /** A stored file's content; the handler must consume the stream. */
  file(key: string, data: Readable): Promise<void>;
}

const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Reads a backup archive from start to end, hands its parts to `handlers` and checks them against the
 * manifest (every table's rows and sha256, every file's size and sha256, nothing missing, nothing extra).
 * Throws InvalidBackup (one German sentence) on any difference or damage; the handlers' work must then be undone.
 */
export async function readArchive(input: Readable, handlers: ArchiveHandlers): Promise<BackupManifest> {
  const extract = tar.extract();
  const reading = pipeline(input, createGunzip(), extract);
  // A handler that throws ends the loop below and so the pipeline: its rejection must not go unhandled.
  reading.catch(() => undefined);
  const tables = new Map<string, { rows: number; sha256: string }>();
  const files = new Map<string, { size: number; sha256: string }>();
  let header: BackupHeader | null = null;
  let manifest: BackupManifest | null = null;
  try {
    for await (const entry of extract as unknown as AsyncIterable<Readable & { header: tar.Header }>) {
      const name = entry.header.name;
      if (!header && name !== HEADER_ENTRY) throw new InvalidBackup(invalid(`${HEADER_ENTRY} fehlt am Anfang`));
      if (manifest) throw new InvalidBackup(invalid(`Eintrag ${name} nach ${MANIFEST_ENTRY}`));
      if (name === HEADER_ENTRY || name === MANIFEST_ENTRY) {
        const text = (await readAll(entry)).toString('utf8');
        const parsed = (name === HEADER_ENTRY ? backupHeader : backupManifest).safeParse(safeJson(text));
        if (!parsed.success) throw new InvalidBackup(invalid(`${name} ist nicht lesbar`));
        if (name === HEADER_ENTRY) {
          header = parsed.data as BackupHeader;
          await handlers.header(header);
        } else manifest = parsed.data as BackupManifest;
      } else if (name.startsWith('tables/') && name.endsWith('.jsonl')) {
        const table = name.slice('tables/'.length, -'.jsonl'.length);
        tables.set(table, await readRows(entry, (rows) => handlers.rows(table, rows)));
      } else if (name.startsWith('files/')) {
        const hash = hashing();
        await Promise.all([handlers.file(name.slice('files/'.length), hash), pipeline(entry, hash)]);
        files.set(name.slice('files/'.length), { size: hash.bytes(), sha256: hash.sha256() });
      } else throw new InvalidBackup(invalid(`unbekannter Eintrag ${name}`));
    }
    await reading;
  } catch (err) {
    // gunzip's and the tar reader's failures in German (cut off, damaged, not gzip …); ours pass through.
    throw archiveProblem(err, header !== null);
  }
  if (!manifest) throw new InvalidBackup(invalid(`${MANIFEST_ENTRY} fehlt (Archiv unvollständig)`));
  checkAgainstManifest(manifest, tables, files);
  return manifest;
}

function checkAgainstManifest(
  manifest: BackupManifest,
  tables: Map<string, { rows: number; sha256: string }>,
  files: Map<string, { size: number; sha256: string }>,
): void {
  const problems: string[] = [];
  for (const t of manifest.tables) {
    const seen = tables.get(t.name);
    if (!seen) problems.push(`Tabelle ${t.name} fehlt`);
    else if (seen.rows !== t.rows || seen.sha256 !== t.sha256)
      problems.push(`Tabelle ${t.name}: Prüfsumme/Zeilen falsch`);
  }
  for (const f of manifest.files.entries) {
    const seen = files.get(f.key);
    if (!seen) problems.push(`Datei ${f.key} fehlt`);
    else if (seen.size !== f.size || seen.sha256 !== f.sha256) problems.push(`Datei ${f.key}: Prüfsumme falsch`);
  }
  const listed = new Set([
    ...manifest.tables.map((t) => `t:${t.name}`),
    ...manifest.files.entries.map((f) => `f:${f.key}`),
  ]);
  for (const name of tables.keys()) if (!listed.has(`t:${name}`)) problems.push(`Tabelle ${name} nicht im Manifest`);
  for (const key of files.keys()) if (!listed.has(`f:${key}`)) problems.push(`Datei ${key} nicht im Manifest`);
  const bytes = manifest.files.entries.reduce((sum, f) => sum + f.size, 0);
  if (manifest.files.count !== manifest.files.entries.length || manifest.files.bytes !== bytes) {
    problems.push('Dateisummen im Manifest falsch');
  }
  if (problems.length) throw new InvalidBackup(invalid(problems.slice(0, 5).join('; ')));
}

/** Splits a table entry into rows (one JSON text a line) and hands them on in batches. */
async function readRows(
  entry: Readable,
  onBatch: (rows: string[]) => Promise<void>,
): Promise<{ rows: number; sha256: string }> {
  const hash = createHash('sha256');
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let batch: string[] = [];
  let batchBytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length) await onBatch(batch);
    batch = [];
    batchBytes = 0;
  };
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    hash.update(chunk);
    const lines = (carry + decoder.write(chunk)).split('\n');
    carry = lines.pop() ?? '';
    for (const line of lines) {
      batch.push(line);
      batchBytes += line.length;
      rows++;
      if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
    }
  }
  if (carry) throw new InvalidBackup(invalid('Tabellendaten enden mitten in einer Zeile'));
  await flush();
  return { rows, sha256: hash.digest('hex') };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const invalid = (what: string) => `Sicherung ungültig: ${what}`;
