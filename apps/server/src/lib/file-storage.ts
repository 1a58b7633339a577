import { join } from 'node:path';
import type { Config } from '../config.js';
import { LocalStorage, type Storage } from './storage.js';

/**
 * The server's file storage: DATA_DIR/files, or the bucket STORAGE_URL names (temporary files then still in
 * DATA_DIR/files/tmp). The app builds one and keeps it on its context (AppContext.files); main.ts builds it
 * first (to clear temp files and seed) and hands it to buildApp. The AWS SDK is loaded only for a bucket
 * (≈ 0.4 s and 23 MB that a server on its own disk does not need).
 */
export async function fileStorage(config: Config): Promise<Storage> {
  const local = new LocalStorage(join(config.dataDir, 'files'));
  if (!config.s3) return local;
  const { S3Storage } = await import('./storage-s3.js');
  return new S3Storage(config.s3, local);
}
