import { join } from 'node:path';
import type { Config } from '../config.js';
import { LocalStorage, type Storage } from './storage.js';

const byRoot = new Map<string, Storage>();

/** The server's file storage (DATA_DIR/files, as main.ts seeds it); one instance per data directory. */
export function fileStorage(config: Config): Storage {
  const root = join(config.dataDir, 'files');
  let storage = byRoot.get(root);
  if (!storage) {
    storage = new LocalStorage(root);
    byRoot.set(root, storage);
  }
  return storage;
}
