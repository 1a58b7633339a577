import { createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The prefix of temporary keys (uploads in progress, imports, tool output). Every storage keeps them on the
 * local disk (DATA_DIR/files/tmp), wherever the other files live: tools read and write them as files, and a
 * finished file is `move`d out of tmp/ to its key.
 */
export const TEMP_PREFIX = 'tmp';

/** A key under tmp/ (or tmp itself). */
export const isTempKey = (key: string) => key === TEMP_PREFIX || key.startsWith(`${TEMP_PREFIX}/`);

/**
 * Where files live. Keys are generated relative paths such as `media/{guidPlaylist}/{file}`;
 * no user-supplied path ever reaches the file system. Implementations: LocalStorage (DATA_DIR/files)
 * and S3Storage (storage-s3.ts).
 */
export interface Storage {
  write(key: string, data: Buffer | Readable): Promise<void>;
  /**
   * The stored bytes (whole or one inclusive byte range). Rejects with StoredFileMissing when there is no such
   * file, before any stream exists; a failure later in the stream is kept on it (see `guarded`).
   */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  size(key: string): Promise<number | null>;
  /** Size and modification time, or null when there is no such file. */
  stat(key: string): Promise<{ size: number; mtimeMs: number } | null>;
  /** Every file under a prefix (recursively; '' = all), keys relative to the storage root with '/' separators. */
  list(prefix: string): Promise<StoredFile[]>;
  /** Number and total bytes of the files under a prefix (recursively). */
  usage(prefix: string): Promise<{ files: number; bytes: number }>;
  move(from: string, to: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Removes the files under a prefix last changed before `before` (epoch ms); returns how many. */
  removeOlderThan(prefix: string, before: number): Promise<number>;
  /**
   * Runs `fn` with a local file holding the stored file (for tools that read files: ffmpeg, sharp). Local
   * storage and temporary keys: the file itself; elsewhere a temporary copy, removed when `fn` settles.
   * `fn` must not change the file. Rejects when there is no such file.
   */
  withLocalFile<T>(key: string, fn: (path: string) => Promise<T>): Promise<T>;
  /** Absolute local path of a temporary key (under tmp/), for tools that write files and for upload spools. */
  tempPath(key: string): string;
}

export interface StoredFile {
  key: string;
  size: number;
  mtimeMs: number;
}

/** A read of a key that holds no file; callers answer it as their own 'not found'. */
export class StoredFileMissing extends Error {
  constructor(readonly key: string) {
    super(`Keine gespeicherte Datei: ${key}`);
    this.name = 'StoredFileMissing';
  }
}

const keepError = () => {};

/**
 * A stream the storage hands out. It may fail before its consumer has attached (a consumer that awaits
 * something first, e.g. a folder to write into): the error then stays on the stream (`errored`, which
 * pipeline, for-await and Fastify's reply report) instead of escaping as an uncaught 'error' event.
 */
export function guarded<T extends Readable>(stream: T): T {
  stream.on('error', keepError);
  return stream;
}

/** The whole stored file in memory (small files only: thumbnails, template assets, rendered images). */
export async function readBytes(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Totals of a listing (Storage.usage for every implementation). */
export function usageOf(files: readonly StoredFile[]): { files: number; bytes: number } {
  return { files: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0) };
}

/** Bytes a streamed write may queue in memory (per write in progress). */
const WRITE_BUFFER = 4 * 1024 * 1024;

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  /** Absolute path of a key (this storage's own files only). */
  path(key: string): string {
    const full = normalize(join(this.root, key));
    if (!full.startsWith(normalize(this.root) + sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async withLocalFile<T>(key: string, fn: (path: string) => Promise<T>): Promise<T> {
    const path = this.path(key);
    await access(path).catch(() => {
      throw new StoredFileMissing(key); // rejected here, as a download of it would be
    });
    return fn(path);
  }

  tempPath(key: string): string {
    if (!isTempKey(key)) throw new Error(`Not a temporary key: ${key}`);
    return this.path(key);
  }

  async write(key: string, data: Buffer | Readable): Promise<void> {
    const full = this.path(key);
    await mkdir(dirname(full), { recursive: true });
    if (Buffer.isBuffer(data)) await writeFile(full, data);
    // While one write is on the disk, up to WRITE_BUFFER bytes queue and go out as one writev:
    // a few large writes instead of thousands of 64 KB ones (≈ 2× faster for big uploads).
    else await pipeline(data, createWriteStream(full, { highWaterMark: WRITE_BUFFER }));
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const path = this.path(key);
    // Opened first, so that a missing file rejects here rather than as an event on a stream nobody reads yet.
    const handle = await open(path, 'r').catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' ? new StoredFileMissing(key) : err;
    });
    return guarded(handle.createReadStream(range ?? {}));
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.path(key))).size;
    } catch {
      return null;
    }
  }

  async stat(key: string): Promise<{ size: number; mtimeMs: number } | null> {
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : null;
    } catch {
      return null;
    }
  }

  async list(prefix: string): Promise<StoredFile[]> {
    let entries: Array<{ name: string; parentPath: string; isFile(): boolean }>;
    try {
      entries = await readdir(prefix === '' ? this.root : this.path(prefix), { recursive: true, withFileTypes: true });
    } catch {
      return [];
    }
    const root = normalize(this.root) + sep;
    const files: StoredFile[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = join(entry.parentPath, entry.name);
      const info = await stat(full).catch(() => null);
      if (!info) continue;
      files.push({ key: full.slice(root.length).split(sep).join('/'), size: info.size, mtimeMs: info.mtimeMs });
    }
    return files;
  }

  async usage(prefix: string): Promise<{ files: number; bytes: number }> {
    return usageOf(await this.list(prefix));
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.path(to);
    await mkdir(dirname(target), { recursive: true });
    await rename(this.path(from), target);
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true, recursive: true });
  }

  async removeOlderThan(prefix: string, before: number): Promise<number> {
    const old = (await this.list(prefix)).filter((f) => f.mtimeMs < before);
    for (const file of old) await this.remove(file.key);
    return old.length;
  }
}
