import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from './errors.js';
import type { Storage } from './storage.js';

export interface StoredUpload {
  size: number;
  md5: string;
  /** The first bytes, for a magic-number check. */
  head: Buffer;
}

const HEAD_BYTES = 16;

/** Streams an upload to a storage key, counting bytes and hashing (MD5) on the way; nothing is buffered whole. */
export async function streamToStorage(storage: Storage, key: string, source: Readable): Promise<StoredUpload> {
  const hash = createHash('md5');
  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      callback(null, chunk);
    },
  });
  try {
    await Promise.all([pipeline(source, meter), storage.write(key, meter)]);
  } catch (err) {
    await storage.remove(key);
    throw err;
  }
  return { size, md5: hash.digest('hex'), head };
}

/** @fastify/multipart's error when a file passes the route's fileSize limit. */
export function isFileTooLarge(err: unknown): boolean {
  return (err as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE';
}

export const tooLarge = (message: string) => new AppError(413, 'TOO_LARGE', message);
export const unsupportedType = (message: string) => new AppError(415, 'UNSUPPORTED_TYPE', message);
