import { randomUUID } from 'node:crypto';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { AppError } from './errors.js';
import { type Md5, startMd5 } from './md5.js';
import type { Storage } from './storage.js';

export interface StoredUpload {
  size: number;
  md5: string;
  /** The first bytes, for a magic-number check. */
  head: Buffer;
}

const HEAD_BYTES = 16;

/**
 * Passes a stream on while counting its bytes, keeping its first bytes and hashing it (MD5, on the
 * hashing thread). `inspect` may refuse the stream as it flows: it is called after every chunk and once
 * more at the end (`final`), and an error it returns fails the stream at once.
 */
export class Meter extends Transform {
  size = 0;
  head = Buffer.alloc(0);
  private readonly md5: Md5 = startMd5();

  constructor(
    private readonly headBytes = HEAD_BYTES,
    private readonly inspect: (meter: Meter, final: boolean) => Error | null = () => null,
  ) {
    super();
  }

  /** The MD5 (hex) of everything that passed; once the stream has ended. */
  digest(): Promise<string> {
    return this.md5.digest();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.head.length < this.headBytes) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, this.headBytes - this.head.length)]);
    }
    const refused = this.inspect(this, false);
    if (refused) return done(refused);
    const wait = this.md5.update(chunk);
    if (wait) wait.then(() => done(null, chunk), done);
    else done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    done(this.inspect(this, true));
  }

  override _destroy(err: Error | null, done: (err: Error | null) => void) {
    if (err) this.md5.abort();
    done(err);
  }
}

/**
 * Streams an upload to a storage key through `meter` (counting bytes, hashing MD5, keeping the first bytes, and
 * refusing as its `inspect` says); nothing is buffered whole. Every upload route stores its bytes this way. On
 * any failure — the source breaks off or is cut, the meter refuses, the storage fails — the key is removed once
 * the write has settled (not before: a write still opening its file would leave it behind) and the cause is thrown.
 */
export async function streamToStorage(
  storage: Storage,
  key: string,
  source: Readable,
  meter: Meter = new Meter(),
): Promise<StoredUpload> {
  // Bytes flow before storage attaches its writer: keep an early error on the stream (errored)
  // instead of letting it escape as an uncaught 'error' event.
  meter.on('error', () => {});
  source.on('error', (err) => meter.destroy(err));
  // A body cut off before the parser handed us the part arrives already destroyed (its error was
  // emitted before we listened); one destroyed later without an error only closes. Either would
  // leave the meter waiting forever.
  const cutOff = () => !source.readableEnded && meter.destroy(brokenUpload());
  if (source.destroyed) cutOff();
  else source.on('close', cutOff);
  source.pipe(meter);
  try {
    await storage.write(key, meter);
    return { size: meter.size, md5: await meter.digest(), head: meter.head };
  } catch (caught) {
    meter.destroy();
    const err = meter.errored ?? caught;
    source.unpipe(meter);
    source.resume();
    await storage.remove(key);
    throw err;
  }
}

/**
 * One uploaded file to a temporary key (`tmp/<prefix>-<uuid>.upload`) for the caller to check and then move or
 * remove: a file over the route's limit — the parser's error, or a part it cut — is a 413 with `tooLargeMessage`
 * and leaves nothing behind.
 */
export async function uploadToTemp(
  storage: Storage,
  prefix: string,
  file: Readable & { truncated?: boolean },
  tooLargeMessage: string,
): Promise<{ temp: string; stored: StoredUpload }> {
  const temp = `tmp/${prefix}-${randomUUID()}.upload`;
  let stored: StoredUpload;
  try {
    stored = await streamToStorage(storage, temp, file);
  } catch (err) {
    if (isFileTooLarge(err)) throw tooLarge(tooLargeMessage);
    throw err;
  }
  if (file.truncated) {
    await storage.remove(temp);
    throw tooLarge(tooLargeMessage);
  }
  return { temp, stored };
}

/** @fastify/multipart's error when a file passes the route's fileSize limit. */
export function isFileTooLarge(err: unknown): boolean {
  return (err as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** The failures every upload route answers alike: one code per cause (packages/shared ERROR_STATUS). */
export const tooLarge = (message: string) => new AppError('FILE_TOO_LARGE', message);
export const unsupportedType = (message: string) => new AppError('FILE_TYPE', message);
export const notMultipart = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Bitte senden Sie die Datei als multipart/form-data im Feld files.');
export const brokenUpload = () => new AppError('UPLOAD_BROKEN', 'Die Datei wurde nicht vollständig übertragen.');

/** Errors of the multipart parser (busboy) for a body that is cut off or malformed: the client's fault, not ours. */
const BROKEN_MULTIPART = /unexpected end|terminated early|aborted|premature|malformed|boundary|part header/i;

/** The client went away or sent a broken multipart body (not a server fault). */
export function isBrokenUpload(raw: { destroyed: boolean }, err: unknown): boolean {
  if (err instanceof AppError) return false;
  const { code, message, syscall } = (err ?? {}) as { code?: unknown; message?: unknown; syscall?: unknown };
  if (syscall) return false;
  return (
    raw.destroyed || (typeof code === 'string' && code.startsWith('FST_')) || BROKEN_MULTIPART.test(String(message))
  );
}
