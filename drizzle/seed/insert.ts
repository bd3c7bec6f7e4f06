/**
 * Chunked inserts: about 1,000 rows a statement keeps every statement far below PostgreSQL's
 * 65,535 bind-parameter limit while making few round trips.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';

export const CHUNK_SIZE = 1000;

export function chunks<T>(rows: readonly T[], size = CHUNK_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Inserts every row, answering nothing. */
export async function insertAll<T extends PgTable>(tx: Executor, table: T, rows: ReadonlyArray<T['$inferInsert']>): Promise<void> {
  for (const chunk of chunks(rows)) await tx.insert(table).values(chunk as never);
}

/**
 * Inserts every row and answers the generated ids in the order of `rows`. PostgreSQL answers
 * RETURNING rows of a multi-row VALUES insert in the order given; the length check guards it.
 */
export async function insertIds<T extends PgTable & { id: unknown }>(
  tx: Executor,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows)) {
    const returned = (await tx
      .insert(table)
      .values(chunk as never)
      .returning({ id: (table as unknown as { id: never }).id })) as Array<{ id: number }>;
    if (returned.length !== chunk.length) throw new Error(`insert answered ${returned.length} ids for ${chunk.length} rows`);
    for (const row of returned) ids.push(row.id);
  }
  return ids;
}
