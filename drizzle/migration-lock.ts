/**
 * Migrations under a PostgreSQL advisory lock: API instances starting together against one
 * database apply pending migrations one at a time; the ones that wait find nothing left to do.
 * The lock is held by a connection of its own for the whole run and released however it ends.
 */
import type postgres from 'postgres';

/** An arbitrary number every portal process agrees on (pg_advisory_lock takes a bigint). */
export const MIGRATION_LOCK_ID = 7_240_001;

export async function underMigrationLock<T>(client: postgres.Sql, work: () => Promise<T>): Promise<T> {
  const holder = await client.reserve();
  try {
    await holder.unsafe(`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      return await work();
    } finally {
      await holder.unsafe(`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`).catch(() => undefined);
    }
  } finally {
    holder.release();
  }
}
