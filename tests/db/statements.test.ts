import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows, schema, statement } from '@portal/db';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../fixtures/db';

// The order path's statements are written once and only bound per call (statement() in
// drizzle/client.ts), past the query builder, on each engine's own driver.
describe.each(databaseKinds('both'))('statements written once on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.dispose());

  const tagsNamed = statement<{ name: string }>((p) => sql`select id, name, created_at as "createdAt" from tags where name = ${p.name}::text`);
  const addTag = statement<{ name: string }>((p) => sql`insert into tags (name) values (${p.name}::text)`);

  it('binds each call\'s values, answers rows as objects, dates as the text PostgreSQL wrote, and sees the transaction it is given', async () => {
    const [first, second] = [`stmt-a-${kind}`, `stmt-b-${kind}`];
    await database.db.insert(schema.tags).values([{ name: first }, { name: second }]);
    const rows = await tagsNamed.rows<{ id: number; name: string; createdAt: unknown }>(database.db, { name: first });
    expect(rows).toEqual([{ id: expect.any(Number), name: first, createdAt: expect.any(String) }]);
    expect((await tagsNamed.rows<{ name: string }>(database.db, { name: second })).map((r) => r.name)).toEqual([second]);
    const inside = `stmt-tx-${kind}`;
    await expect(
      database.db.transaction(async (tx) => {
        await addTag.rows(tx, { name: inside });
        expect(await tagsNamed.rows(tx, { name: inside })).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await tagsNamed.rows(database.db, { name: inside })).toHaveLength(0);
  });

  it('sends a statement with COMMIT, which commits with the rest or fails the transaction', async () => {
    const name = `stmt-commit-${kind}`;
    await database.db.transaction(async (tx) => {
      await addTag.sendWithCommit(tx, { name });
    });
    expect(await tagsNamed.rows(database.db, { name })).toHaveLength(1);
    // The same name again breaks the tags' unique name: the transaction fails and keeps nothing.
    const other = `stmt-commit-other-${kind}`;
    await expect(
      database.db.transaction(async (tx) => {
        await addTag.rows(tx, { name: other });
        await addTag.sendWithCommit(tx, { name });
      }),
    ).rejects.toThrow();
    expect(await tagsNamed.rows(database.db, { name: other })).toHaveLength(0);
  });

  // PGlite prepares nothing of its own to look at: declared on PostgreSQL only, rather than skipped.
  if (kind === 'postgres') it('is prepared on PostgreSQL, once per connection', async () => {
    const names = await database.db.transaction(async (tx) => {
      await tagsNamed.rows(tx, { name: 'x' });
      await tagsNamed.rows(tx, { name: 'y' });
      return resultRows<{ statement: string }>(await tx.execute(sql`select statement from pg_prepared_statements`)).map((r) => r.statement);
    });
    expect(names.filter((s) => s === tagsNamed.text)).toHaveLength(1);
  });
});
