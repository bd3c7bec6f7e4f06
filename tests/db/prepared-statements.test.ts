import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows, schema } from '@portal/db';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../fixtures/db';

// PGlite has no pool and plans in-process; the point here is PostgreSQL's per-call planning.
describe.runIf(databaseKinds().includes('postgres'))('statements on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => database?.dispose());

  it('prepares every statement with parameters, inside transactions too, so it is planned once per connection', async () => {
    const names = await database.db.transaction(async (tx) => {
      await tx.select({ id: schema.vendors.id }).from(schema.vendors).where(eq(schema.vendors.id, 1));
      await tx.select({ id: schema.vendors.id }).from(schema.vendors).where(eq(schema.vendors.id, 2));
      return resultRows<{ statement: string }>(await tx.execute(sql`select statement from pg_prepared_statements`)).map((r) => r.statement);
    });
    const vendorLookups = names.filter((s) => s.includes('from "vendors" where "vendors"."id" = $1'));
    // Two calls, one statement: the second reused the first's.
    expect(vendorLookups).toHaveLength(1);
  });

  it('turns JIT compilation off on its connections (a generic plan of a page query set it off at 0.5 s a call)', async () => {
    const rows = resultRows<{ jit: string }>(await database.db.execute(sql`select current_setting('jit') as jit`));
    expect(rows[0]?.jit).toBe('off');
  });
});
