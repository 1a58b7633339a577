import { randomUUID } from 'node:crypto';
import { extname, posix } from 'node:path';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { AppError } from './errors.js';
import {
  guarded,
  isTempKey,
  type LocalStorage,
  type Storage,
  type StoredFile,
  StoredFileMissing,
  usageOf,
} from './storage.js';
import type { S3Settings } from './storage-url.js';

/** Multipart part size of streamed writes (S3's minimum is 5 MB); two parts at most are in memory per write. */
const PART_SIZE = 8 * 1024 * 1024;
/** Deletes in flight at once when a folder is removed. */
const DELETE_BATCH = 8;

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');

/** The store is down, unreachable or refuses us (503 with a German text; the cause goes to the log). */
export class StorageUnavailable extends AppError {
  constructor(cause: unknown) {
    super('STORAGE_UNAVAILABLE', 'Der Dateispeicher ist nicht erreichbar. Bitte versuchen Sie es später erneut.');
    this.cause = cause;
  }
}

/**
 * What a failed call of the store means for the caller: no such file, a failure of the data we were sending
 * (a cut upload: its own error, e.g. 'Upload abgebrochen'), or the store being unavailable.
 */
function failure(err: unknown, key: string, body?: Readable): Error {
  if (isNotFound(err)) return new StoredFileMissing(key);
  if (body?.errored) return body.errored;
  if (err instanceof AppError || (err as Error)?.name === 'AbortError') return err as Error;
  return new StorageUnavailable(err);
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph …), keys under an optional prefix. Temporary keys
 * (tmp/…) stay on the local disk (`local`, DATA_DIR/files): spools and tool output are files, and moving a
 * finished one out of tmp/ uploads it. Several servers on one bucket see the same files.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly local: LocalStorage,
    /** Keys per ListObjectsV2 page (S3's maximum is 1000; tests page with fewer). */
    private readonly pageSize = 1000,
  ) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Plain Content-MD5/-Length uploads: what every S3-compatible store understands (no aws-chunked trailers).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** The object key of a storage key; refuses keys that could leave the prefix. */
  private object(key: string): string {
    if (
      key !== '' &&
      (posix.normalize(key) !== key || key.startsWith('/') || key.startsWith('..') || key.endsWith('/'))
    )
      throw new Error(`Invalid storage key: ${key}`);
    return this.settings.prefix + key;
  }

  private get bucket() {
    return this.settings.bucket;
  }

  tempPath(key: string): string {
    return this.local.tempPath(key);
  }

  async withLocalFile<T>(key: string, fn: (path: string) => Promise<T>): Promise<T> {
    if (isTempKey(key)) return this.local.withLocalFile(key, fn);
    // The copy keeps the extension: some tools choose the format by the name.
    const copy = `tmp/s3-copies/${randomUUID()}${extname(key)}`;
    try {
      await this.local.write(copy, await this.read(key));
      return await fn(this.local.path(copy));
    } finally {
      await this.local.remove(copy);
    }
  }

  async write(key: string, data: Buffer | Readable): Promise<void> {
    if (isTempKey(key)) return this.local.write(key, data);
    const object = this.object(key);
    try {
      if (Buffer.isBuffer(data)) {
        await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: object, Body: data }));
        return;
      }
      // Unknown length: multipart upload in PART_SIZE parts (a single PUT below one part). On any failure
      // (the source cut off, the store failing) Upload aborts the multipart upload before done() rejects,
      // so no parts stay behind — unless the store is down for the abort too (docs/OPERATIONS.md: bucket lifecycle).
      const upload = new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: object, Body: data },
        partSize: PART_SIZE,
        queueSize: 2,
      });
      await upload.done();
    } catch (err) {
      throw failure(err, key, Buffer.isBuffer(data) ? undefined : data);
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    if (isTempKey(key)) return this.local.read(key, range);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.object(key),
      Range: range ? `bytes=${range.start}-${range.end}` : undefined,
    });
    try {
      // The response body itself: a reader that goes away (destroys it) ends the download from the store too.
      return guarded((await this.client.send(command)).Body as Readable);
    } catch (err) {
      throw failure(err, key);
    }
  }

  async size(key: string): Promise<number | null> {
    return (await this.stat(key))?.size ?? null;
  }

  async stat(key: string): Promise<{ size: number; mtimeMs: number } | null> {
    if (isTempKey(key)) return this.local.stat(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.object(key) }));
      return { size: head.ContentLength ?? 0, mtimeMs: head.LastModified?.getTime() ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw failure(err, key);
    }
  }

  async list(prefix: string): Promise<StoredFile[]> {
    if (isTempKey(prefix)) return this.local.list(prefix);
    // Like a folder: 'media' lists media/…, not media2/….
    const base = prefix === '' ? this.settings.prefix : `${this.object(prefix)}/`;
    const files: StoredFile[] = [];
    let token: string | undefined;
    do {
      const list = new ListObjectsV2Command({
        Bucket: this.bucket,
        Prefix: base,
        ContinuationToken: token,
        MaxKeys: this.pageSize,
      });
      const page = await this.attempt(prefix, () => this.client.send(list));
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        const key = item.Key.slice(this.settings.prefix.length);
        files.push({ key, size: item.Size ?? 0, mtimeMs: item.LastModified?.getTime() ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files;
  }

  async usage(prefix: string): Promise<{ files: number; bytes: number }> {
    return usageOf(await this.list(prefix));
  }

  async move(from: string, to: string): Promise<void> {
    if (isTempKey(from) && isTempKey(to)) return this.local.move(from, to);
    if (isTempKey(from) || isTempKey(to)) {
      // Into or out of the local temporary files: upload or download, then remove the source.
      await this.write(to, await this.read(from));
    } else {
      const source = `${this.bucket}/${encodeURIComponent(this.object(from)).replaceAll('%2F', '/')}`;
      const copy = new CopyObjectCommand({ Bucket: this.bucket, Key: this.object(to), CopySource: source });
      await this.attempt(from, () => this.client.send(copy));
    }
    await this.remove(from);
  }

  /** Removes the file and, like a folder, everything under `key/`. */
  async remove(key: string): Promise<void> {
    if (isTempKey(key)) return this.local.remove(key);
    const keys = [key, ...(await this.list(key)).map((f) => f.key)];
    await this.removeKeys(keys);
  }

  async removeOlderThan(prefix: string, before: number): Promise<number> {
    if (isTempKey(prefix)) return this.local.removeOlderThan(prefix, before);
    const old = (await this.list(prefix)).filter((f) => f.mtimeMs < before);
    await this.removeKeys(old.map((f) => f.key));
    return old.length;
  }

  /** One call of the store; its failure as `failure` reads it. */
  private async attempt<T>(key: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      throw failure(err, key);
    }
  }

  /** One DeleteObject per key (DeleteObjects needs checksums that not every compatible store accepts). */
  private async removeKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      await Promise.all(
        keys
          .slice(i, i + DELETE_BATCH)
          .map((k) => new DeleteObjectCommand({ Bucket: this.bucket, Key: this.object(k) }))
          .map((command, j) => this.attempt(keys[i + j] ?? '', () => this.client.send(command))),
      );
    }
  }
}
