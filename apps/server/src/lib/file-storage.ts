import { join } from 'node:path';
import type { Config } from '../config.js';
import { LocalStorage, type Storage } from './storage.js';
import { S3Storage } from './storage-s3.js';

/**
 * The server's file storage: DATA_DIR/files, or the bucket STORAGE_URL names (temporary files then still in
 * DATA_DIR/files/tmp). The app builds one and keeps it on its context (AppContext.files); main.ts builds it
 * first (to clear temp files and seed) and hands it to buildApp.
 */
export function fileStorage(config: Config): Storage {
  const local = new LocalStorage(join(config.dataDir, 'files'));
  return config.s3 ? new S3Storage(config.s3, local) : local;
}
