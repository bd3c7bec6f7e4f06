import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows, schema } from '@portal/db';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../fixtures/db';

// On PostgreSQL, BEGIN goes out with a transaction's first statements (drizzle/client.ts): these
// check that the transaction still holds them, commits and rolls back whole.
describe.each(databaseKinds())('transactions on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.dispose());

  const tagNamed = async (name: string) =>
    resultRows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from tags where name = ${name}`))[0]!.n;

  it('commits every statement, the first ones sent with BEGIN included', async () => {
    const name = `tx-commit-${kind}`;
    const inside = await database.db.transaction(async (tx) => {
      await tx.insert(schema.tags).values({ name });
      return resultRows<{ inside: boolean }>(await tx.execute(sql`select pg_current_xact_id_if_assigned() is not null as inside`))[0]!.inside;
    });
    expect(inside).toBe(true);
    expect(await tagNamed(name)).toBe(1);
  });

  it('rolls back everything, the first statement included, when the work throws', async () => {
    const name = `tx-throw-${kind}`;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(schema.tags).values({ name });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await tagNamed(name)).toBe(0);
  });

  it('rolls back everything when a statement fails', async () => {
    const name = `tx-fail-${kind}`;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(schema.tags).values({ name });
        await tx.insert(schema.tags).values({ name });
      }),
    ).rejects.toThrow();
    expect(await tagNamed(name)).toBe(0);
  });

  it('rolls back a nested transaction alone', async () => {
    const outer = `tx-outer-${kind}`;
    const inner = `tx-inner-${kind}`;
    await database.db.transaction(async (tx) => {
      await tx.insert(schema.tags).values({ name: outer });
      await expect(
        tx.transaction(async (nested) => {
          await nested.insert(schema.tags).values({ name: inner });
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
    });
    expect(await tagNamed(outer)).toBe(1);
    expect(await tagNamed(inner)).toBe(0);
  });

  it('keeps parallel transactions apart', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `tx-parallel-${kind}-${i}`);
    const outcomes = await Promise.allSettled(
      names.map((name, i) =>
        database.db.transaction(async (tx) => {
          await tx.insert(schema.tags).values({ name });
          if (i % 3 === 0) throw new Error('every third refused');
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(10);
    for (const [i, name] of names.entries()) expect(await tagNamed(name)).toBe(i % 3 === 0 ? 0 : 1);
  });
});

describe.runIf(databaseKinds().includes('postgres'))('a transaction on PostgreSQL whose statement failed unnoticed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => database?.dispose());

  it('fails at COMMIT instead of answering success for work the database rolled back', async () => {
    const name = 'tx-unnoticed';
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(schema.tags).values({ name });
        // Its error is swallowed here and reaches nobody, but the transaction is aborted.
        await tx.execute(sql`select 1 / 0`).then(
          () => undefined,
          () => undefined,
        );
      }),
    ).rejects.toThrow(/rolled back|ROLLBACK/);
    const rows = resultRows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from tags where name = ${name}`));
    expect(rows[0]!.n).toBe(0);
  });
});

describe.runIf(databaseKinds().includes('postgres'))('transactions on postgres whose session dies', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => database?.dispose());

  it('fail with a connection error, keep none of their work, and leave the pool serving the next ones', async () => {
    const name = 'tx-killed';
    const outcome = database.db.transaction(async (tx) => {
      await tx.insert(schema.tags).values({ name });
      const pid = resultRows<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
      await database.db.execute(sql`select pg_terminate_backend(${pid})`);
      await tx.insert(schema.tags).values({ name: `${name}-after` });
    });
    await expect(outcome).rejects.toSatisfy((error: { code?: string; cause?: { code?: string } }) =>
      [error.code, error.cause?.code].some((code) => code === 'CONNECTION_CLOSED' || code === '57P01'),
    );
    const names = Array.from({ length: 12 }, (_, i) => `tx-after-kill-${i}`);
    await Promise.all(names.map((n) => database.db.transaction(async (tx) => tx.insert(schema.tags).values({ name: n }))));
    expect(await database.db.$count(schema.tags, sql`name like 'tx-killed%'`)).toBe(0);
    expect(await database.db.$count(schema.tags, sql`name like 'tx-after-kill-%'`)).toBe(12);
  });
});
