import type { MultipartFile } from '@fastify/multipart';
import {
  contentMatches,
  EMPTY_FILE_MESSAGE,
  kindFromFileName,
  MAGIC_BYTES_NEEDED,
  type MediaKind,
  TYPE_NOT_ALLOWED_MESSAGE,
  tooLargeMessage,
} from '@signage/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.js';
import { sanitizeFileName } from '../../lib/file-name.js';
import type { Storage } from '../../lib/storage.js';
import {
  brokenUpload,
  isBrokenUpload,
  Meter,
  notMultipart,
  type StoredUpload,
  streamToStorage,
  tooLarge,
  unsupportedType,
} from '../../lib/stream-to-storage.js';

/** The multipart field of every upload (SPEC §7). */
export const UPLOAD_FIELD = 'files';

export interface ReceiveOptions {
  storage: Storage;
  /** Where the bytes go while they arrive (a generated key, never a user path). */
  tempKey: string;
  /** Refused with 413 as soon as one byte more arrives (100 MB loops, 64 MB stage picture). */
  maxBytes: number;
  /** Kinds this upload accepts; default all of mp4, jpg, png, mov, mpeg. */
  kinds?: readonly MediaKind[];
  /** 415 text when the kind is not accepted; default 'Dateitype nicht erlaubt.  Erlaubt sind (mp4;jpg;png;mov;mpeg)'. */
  typeMessage?: string;
}

export interface ReceivedFile {
  kind: MediaKind;
  /** The name the client sent, for display only. */
  originalName: string;
  size: number;
  md5: string;
  tempKey: string;
}

const tooLargeFor = (max: number) => tooLarge(tooLargeMessage(max));
const wrongType = (message = TYPE_NOT_ALLOWED_MESSAGE) => unsupportedType(message);

/** How long a refused upload's connection is drained before it is closed. */
const LINGER_MS = 5_000;

/**
 * Refuses while the body is still arriving: the client gets the answer at once, the parser stops
 * and nothing more is stored. Closing the socket right after the answer would make the kernel send a
 * reset while the client is still sending, and many clients then lose the answer; so, like a web
 * server's "lingering close", the connection is half-closed and the rest is drained (not parsed)
 * until the client gives up or LINGER_MS pass.
 */
function stopReading(request: FastifyRequest, reply: FastifyReply) {
  const socket = request.raw.socket;
  request.raw.unpipe();
  request.raw.resume();
  reply.header('connection', 'close');
  reply.raw.once('finish', () => {
    if (typeof socket?.destroy !== 'function') return;
    // Node's server has just scheduled socket.destroy() for 'Connection: close'; end gently instead.
    socket.removeListener('finish', socket.destroy);
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('end', () => socket.destroy());
    socket.once('close', () => clearTimeout(timer));
  });
}

/** Refuses while the bytes arrive: one byte over the limit (413), content that is not the kind (415), nothing (400). */
function inspection(kind: MediaKind, maxBytes: number, typeMessage?: string) {
  let checked = false;
  return (meter: Meter, final: boolean): AppError | null => {
    if (meter.size > maxBytes) return tooLargeFor(maxBytes);
    if (final && meter.size === 0) return new AppError('EMPTY_FILE', EMPTY_FILE_MESSAGE);
    if (checked || (!final && meter.head.length < MAGIC_BYTES_NEEDED)) return null;
    checked = true;
    return contentMatches(kind, meter.head) ? null : wrongType(typeMessage);
  };
}

/**
 * Streams the single file of a multipart upload (field `files`) to storage under a temporary key,
 * never holding it in memory; enforces size and type (extension and magic bytes) while it arrives.
 * On any failure — refusal, broken or aborted request — the temporary file is removed.
 */
export async function receiveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ReceiveOptions,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw notMultipart();
  const part = await request.file({ limits: { fileSize: options.maxBytes + 1, files: 1, fields: 10, parts: 20 } });
  if (!part) throw badRequest('Es wurde keine Datei übermittelt.');
  return receivePart(request, reply, part, options);
}

/** What receiveUploads takes: ReceiveOptions with a fresh temporary key per file, and a file count limit. */
export type ReceiveManyOptions = Omit<ReceiveOptions, 'tempKey'> & { tempKey: () => string; maxFiles: number };

/**
 * Every file of a multipart upload, one after the other, each like receiveUpload (under its own
 * temporary key from `tempKey()`); the consumer handles a file before the next is read. More than
 * maxFiles files are refused with 413.
 */
export async function* receiveUploads(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ReceiveManyOptions,
): AsyncGenerator<ReceivedFile> {
  if (!request.isMultipart()) throw notMultipart();
  const limits = { fileSize: options.maxBytes + 1, files: options.maxFiles, fields: 10, parts: options.maxFiles + 10 };
  try {
    for await (const part of request.files({ limits })) {
      yield await receivePart(request, reply, part, { ...options, tempKey: options.tempKey() });
    }
  } catch (err) {
    if ((err as { code?: unknown }).code === 'FST_FILES_LIMIT') {
      stopReading(request, reply);
      throw new AppError('TOO_MANY_FILES', `Bitte senden Sie höchstens ${options.maxFiles} Dateien auf einmal.`);
    }
    throw err;
  }
}

async function receivePart(
  request: FastifyRequest,
  reply: FastifyReply,
  part: MultipartFile,
  options: ReceiveOptions,
): Promise<ReceivedFile> {
  const kind = kindFromFileName(part.filename ?? '');
  const refuse = (err: AppError) => {
    stopReading(request, reply);
    return err;
  };
  if (part.fieldname !== UPLOAD_FIELD) throw refuse(badRequest('Die Datei muss im Feld files gesendet werden.'));
  if (!kind || (options.kinds && !options.kinds.includes(kind))) throw refuse(wrongType(options.typeMessage));

  const meter = new Meter(MAGIC_BYTES_NEEDED, inspection(kind, options.maxBytes, options.typeMessage));
  let stored: StoredUpload;
  try {
    stored = await streamToStorage(options.storage, options.tempKey, part.file, meter);
  } catch (err) {
    if (err instanceof AppError && (err.statusCode === 413 || err.statusCode === 415)) throw refuse(err);
    if (err instanceof AppError) throw err;
    if (isBrokenUpload(request.raw, err)) throw brokenUpload();
    throw err;
  }
  return {
    kind,
    originalName: part.filename ? sanitizeFileName(part.filename) : `upload.${kind}`,
    size: stored.size,
    md5: stored.md5,
    tempKey: options.tempKey,
  };
}
