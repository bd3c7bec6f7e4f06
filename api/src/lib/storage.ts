/**
 * Where uploaded files live. Keys are server-made relative paths ('products/12/<uuid>.webp');
 * the disk implementation keeps them under `${dataDir}/uploads`. Another backend (object storage)
 * only has to implement this interface.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Removes every key under a folder-like prefix. */
  removePrefix(prefix: string): Promise<void>;
}

export function diskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(join(base, key));
    // Keys are made by the server, but a key never leaves the root whatever it holds.
    if (!path.startsWith(base + sep)) throw new Error(`Storage key outside the root: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async removePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}

/** The portal's upload storage for a data folder. */
export const uploadsStorage = (dataDir: string): Storage => diskStorage(join(dataDir, 'uploads'));
