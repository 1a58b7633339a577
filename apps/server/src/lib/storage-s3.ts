import { randomUUID } from 'node:crypto';
import { extname, posix } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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
import { isTempKey, type LocalStorage, type Storage, type StoredFile, usageOf } from './storage.js';
import type { S3Settings } from './storage-url.js';

/** Multipart part size of streamed writes (S3's minimum is 5 MB); two parts at most are in memory per write. */
const PART_SIZE = 8 * 1024 * 1024;
/** Deletes in flight at once when a folder is removed. */
const DELETE_BATCH = 8;

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');

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
      await this.local.write(copy, this.read(key));
      return await fn(this.local.path(copy));
    } finally {
      await this.local.remove(copy);
    }
  }

  async write(key: string, data: Buffer | Readable): Promise<void> {
    if (isTempKey(key)) return this.local.write(key, data);
    if (Buffer.isBuffer(data)) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.object(key), Body: data }));
      return;
    }
    // Unknown length: multipart upload in PART_SIZE parts (a single PUT below one part); aborted on failure.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.object(key), Body: data },
      partSize: PART_SIZE,
      queueSize: 2,
    });
    await upload.done();
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    if (isTempKey(key)) return this.local.read(key, range);
    const out = new PassThrough();
    const abort = new AbortController();
    // A reader that goes away (client closed the connection) ends the download from the store too.
    out.once('close', () => abort.abort());
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.object(key),
      Range: range ? `bytes=${range.start}-${range.end}` : undefined,
    });
    this.client.send(command, { abortSignal: abort.signal }).then(
      (res) => {
        const body = res.Body as Readable;
        if (out.destroyed) body.destroy();
        else pipeline(body, out).catch(() => {});
      },
      (err: Error) => out.destroy(err),
    );
    return out;
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
      throw err;
    }
  }

  async list(prefix: string): Promise<StoredFile[]> {
    if (isTempKey(prefix)) return this.local.list(prefix);
    // Like a folder: 'media' lists media/…, not media2/….
    const base = prefix === '' ? this.settings.prefix : `${this.object(prefix)}/`;
    const files: StoredFile[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: base,
          ContinuationToken: token,
          MaxKeys: this.pageSize,
        }),
      );
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
      await this.write(to, this.read(from));
    } else {
      const source = `${this.bucket}/${encodeURIComponent(this.object(from)).replaceAll('%2F', '/')}`;
      await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: this.object(to), CopySource: source }));
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

  /** One DeleteObject per key (DeleteObjects needs checksums that not every compatible store accepts). */
  private async removeKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      await Promise.all(
        keys
          .slice(i, i + DELETE_BATCH)
          .map((k) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.object(k) }))),
      );
    }
  }
}
