import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CSV_IMPORT_LIMIT, LOOP_UPLOAD_LIMIT, tooLargeMessage } from '@signage/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.js';
import { sanitizeFileName } from '../../lib/file-name.js';
import { brokenUpload, notMultipart, tooLarge, unsupportedType } from '../../lib/stream-to-storage.js';
import { EncodingSniffer, type TextEncoding } from './text-decode.js';

/** SPEC §5 / §9: import uploads are limited like loop uploads (100 MB). */
const TOO_LARGE_MESSAGE = tooLargeMessage(LOOP_UPLOAD_LIMIT);

export interface Spooled {
  path: string;
  size: number;
  encoding: TextEncoding;
  /** Removes the temporary file and its folder. */
  remove(): Promise<void>;
}

/**
 * What a failed upload means for the client: too large (413), broken or aborted multipart data (400).
 * File-system errors (they carry a syscall) and our own errors stay as they are.
 */
export function uploadFailure(err: unknown, tooLargeMessage = TOO_LARGE_MESSAGE): unknown {
  if (err instanceof AppError) return err;
  const { code, syscall } = (err ?? {}) as { code?: string; syscall?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(tooLargeMessage);
  if (syscall) return err;
  return brokenUpload();
}

/**
 * Streams an upload to a temporary file in a fresh folder under `tempDir` (the server's tmp folder in
 * DATA_DIR, cleared at start: names, e-mails and phone numbers must not stay behind after a crash; the raw
 * bytes are held nowhere in memory) while checking its size and whether it is valid UTF-8, so the file is
 * decoded once, in the right encoding, when it is read. The limit and the file name are the CSV import's unless given.
 */
export async function spoolUpload(
  source: NodeJS.ReadableStream & { truncated?: boolean },
  tempDir: string,
  { maxBytes = CSV_IMPORT_LIMIT, tooLargeMessage = TOO_LARGE_MESSAGE, fileName = 'upload.csv' } = {},
): Promise<Spooled> {
  await mkdir(tempDir, { recursive: true });
  const dir = await mkdtemp(join(tempDir, 'import-'));
  const path = join(dir, fileName);
  const remove = () => rm(dir, { recursive: true, force: true });
  const sniffer = new EncodingSniffer();
  let size = 0;
  const inspect = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) return done(tooLarge(tooLargeMessage));
      sniffer.push(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, inspect, createWriteStream(path));
  } catch (err) {
    await remove();
    throw uploadFailure(err, tooLargeMessage);
  }
  if (source.truncated) {
    await remove();
    throw tooLarge(tooLargeMessage);
  }
  return { path, size, encoding: sniffer.finish(), remove };
}

const WRONG_TYPE = 'Dateitype nicht erlaubt.  Erlaubt sind (csv)';

/** The one .csv file of a multipart request (field files), spooled; 415 for other types or no multipart. */
export async function receiveCsv(req: FastifyRequest, tempDir: string): Promise<Spooled & { fileName: string }> {
  if (!req.isMultipart()) {
    throw notMultipart();
  }
  const part = await req.file({ limits: { fileSize: CSV_IMPORT_LIMIT, files: 1 } }).catch((err: unknown) => {
    throw uploadFailure(err);
  });
  if (!part) throw badRequest('Es wurde keine Datei hochgeladen (Feld files).');
  if (!/\.csv$/i.test(part.filename)) {
    part.file.resume();
    throw unsupportedType(WRONG_TYPE);
  }
  return { ...(await spoolUpload(part.file, tempDir)), fileName: sanitizeFileName(part.filename) };
}
