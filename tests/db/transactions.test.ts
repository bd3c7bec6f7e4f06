import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows, schema, sendWithCommit } from '@portal/db';
import { isUniqueViolation } from '../../api/src/lib/db-errors';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../fixtures/db';

// On PostgreSQL, BEGIN goes out with a transaction's first statements (drizzle/client.ts): these
// check that the transaction still holds them, commits and rolls back whole.
describe.each(databaseKinds('both'))('transactions on %s', (kind) => {
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

  it('commits a statement sent with COMMIT together with the rest', async () => {
    const [first, last] = [`tx-with-commit-a-${kind}`, `tx-with-commit-b-${kind}`];
    await database.db.transaction(async (tx) => {
      await tx.insert(schema.tags).values({ name: first });
      await sendWithCommit(tx, sql`insert into tags (name) values (${last})`);
    });
    expect(await tagNamed(first)).toBe(1);
    expect(await tagNamed(last)).toBe(1);
  });

  it('fails with the error of a statement sent with COMMIT, and keeps none of the transaction', async () => {
    const name = `tx-with-commit-fail-${kind}`;
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.insert(schema.tags).values({ name });
        await sendWithCommit(tx, sql`insert into tags (name) values (${name})`);
        return 'answered';
      })
      .catch((error: unknown) => error);
    // The statement's own error (a unique violation), not a generic failed commit.
    expect(isUniqueViolation(failure)).toBe(true);
    expect(await tagNamed(name)).toBe(0);
  });

  it('rolls back a statement sent with COMMIT when the work throws after it', async () => {
    const name = `tx-with-commit-throw-${kind}`;
    await expect(
      database.db.transaction(async (tx) => {
        await sendWithCommit(tx, sql`insert into tags (name) values (${name})`);
        throw new Error('refused after');
      }),
    ).rejects.toThrow('refused after');
    expect(await tagNamed(name)).toBe(0);
  });

  it('runs a statement sent with COMMIT inside a nested transaction at once, so its failure is that nested transaction\'s alone', async () => {
    const [kept, taken] = [`tx-nested-kept-${kind}`, `tx-nested-taken-${kind}`];
    await database.db.insert(schema.tags).values({ name: taken });
    const nestedFailure = await database.db.transaction(async (tx) => {
      await tx.insert(schema.tags).values({ name: kept });
      return tx
        .transaction(async (nested) => {
          await sendWithCommit(nested, sql`insert into tags (name) values (${taken})`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
    });
    // The nested transaction failed with the statement's own error and was rolled back to its
    // savepoint; the outer one carried on and committed.
    expect(isUniqueViolation(nestedFailure)).toBe(true);
    expect(await tagNamed(kept)).toBe(1);
    expect(await tagNamed(taken)).toBe(1);
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

describe.runIf(databaseKinds().includes('postgres'))('a statement sent with COMMIT on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => database?.dispose());

  it('is not waited for before COMMIT: the transaction goes on while the statement is still blocked', async () => {
    const lockKey = 7_270_099;
    let held!: () => void;
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // Another transaction holds the lock the statement will wait for.
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
      held();
      await released;
    });
    await holding;
    let returned!: (value: boolean) => void;
    const returnedWhileBlocked = new Promise<boolean>((resolve) => (returned = resolve));
    const tested = database.db.transaction(async (tx) => {
      await sendWithCommit(tx, sql`select pg_advisory_xact_lock(${lockKey})`);
      returned(true);
    });
    // Had sendWithCommit waited for the statement's answer, it would still be waiting: the holder
    // lets go after a while in any case, so a failure shows as false rather than as a hang.
    const sawReturn = await Promise.race([returnedWhileBlocked, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000))]);
    release();
    await Promise.all([holder, tested]);
    expect(sawReturn).toBe(true);
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
