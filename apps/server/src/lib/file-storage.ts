import { join } from 'node:path';
import type { Config } from '../config.js';
import { LocalStorage, type Storage } from './storage.js';

/**
 * The server's file storage in DATA_DIR/files. The app builds one and keeps it on its context
 * (AppContext.files); main.ts builds it first (to clear temp files and seed) and hands it to buildApp.
 */
export function fileStorage(config: Config): Storage {
  return new LocalStorage(join(config.dataDir, 'files'));
}
