import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where files live. Keys are generated relative paths such as `media/{guidPlaylist}/{file}`;
 * no user-supplied path ever reaches the file system.
 */
export interface Storage {
  write(key: string, data: Buffer | Readable): Promise<void>;
  read(key: string, range?: { start: number; end: number }): Readable;
  size(key: string): Promise<number | null>;
  move(from: string, to: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Absolute path for tools that need a file (ffmpeg, sharp); local storage only. */
  path(key: string): string;
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  path(key: string): string {
    const full = normalize(join(this.root, key));
    if (!full.startsWith(normalize(this.root) + sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async write(key: string, data: Buffer | Readable): Promise<void> {
    const full = this.path(key);
    await mkdir(dirname(full), { recursive: true });
    if (Buffer.isBuffer(data)) await writeFile(full, data);
    else await pipeline(data, createWriteStream(full));
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.path(key), range);
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.path(key))).size;
    } catch {
      return null;
    }
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.path(to);
    await mkdir(dirname(target), { recursive: true });
    await rename(this.path(from), target);
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true, recursive: true });
  }
}
