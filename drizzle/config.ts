import { resolve } from 'node:path';
import type { OpenOptions } from './client';

/** DATABASE_URL selects PostgreSQL; otherwise PGlite under DATA_DIR (default ./data). */
export function resolveDatabaseOptions(env: NodeJS.ProcessEnv = process.env): OpenOptions & { dataDir: string } {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return env.DATABASE_URL ? { url: env.DATABASE_URL, dataDir } : { dataDir };
}
