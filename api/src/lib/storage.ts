/**
 * Where uploaded files live. Keys are server-made relative paths ('products/12/<uuid>.webp').
 * The portal keeps them in PostgreSQL (stored_files), which every API instance reads; another
 * backend (object storage) only has to implement this interface.
 */
import type { Executor } from '@portal/db';
import * as repo from './storage.repo';

export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Removes every key under a folder-like prefix. */
  removePrefix(prefix: string): Promise<void>;
}

export function databaseStorage(db: Executor): Storage {
  return {
    put: (key, data) => repo.putFile(db, key, data),
    get: (key) => repo.getFile(db, key),
    remove: (key) => repo.removeFile(db, key),
    removePrefix: (prefix) => repo.removeFilesUnder(db, prefix.endsWith('/') ? prefix : `${prefix}/`),
  };
}

/** The portal's upload storage. */
export const uploadsStorage = (db: Executor): Storage => databaseStorage(db);
