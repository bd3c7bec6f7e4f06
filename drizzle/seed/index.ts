/** Demo data: filled in by the seed module. */
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { resultRows } from '../client';

export interface SeedOptions {
  products?: number;
  imageDir: string;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = resultRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`));
  return Number(rows[0]?.n ?? 0) === 0;
}

export async function seedDatabase(_db: Database, _options: SeedOptions): Promise<Record<string, number>> {
  return {};
}
