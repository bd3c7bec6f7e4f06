/** Uploaded files in PostgreSQL (stored_files). */
import { eq, sql } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';

const { storedFiles } = schema;

export async function putFile(db: Executor, key: string, data: Buffer): Promise<void> {
  await db.insert(storedFiles).values({ key, data }).onConflictDoUpdate({ target: storedFiles.key, set: { data } });
}

export async function getFile(db: Executor, key: string): Promise<Buffer | null> {
  const [row] = await db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.key, key));
  return row?.data ?? null;
}

export async function removeFile(db: Executor, key: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.key, key));
}

/** Every key starting with `prefix` (which ends with '/'); LIKE wildcards in it are escaped. */
export async function removeFilesUnder(db: Executor, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db.delete(storedFiles).where(sql`${storedFiles.key} like ${pattern}`);
}
