import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@portal/db';
import { SEED_LOCK_ID, seedDatabase } from '@portal/db/seed';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../fixtures/db';
import { waitFor } from '../fixtures/wait-for';

// Short enough to be outlasted on purpose; long enough that the seed's own statements, and the pauses
// between them (the session idle in its transaction for up to twice this), fit on a busy machine.
const TIMEOUT_MS = 1_500;

describe.runIf(databaseKinds().includes('postgres'))('the demo seed under another instance’s seed (PostgreSQL)', () => {
  let database: TestDatabase;
  afterAll(async () => database?.dispose());

  it('waits for the seed holding the lock however long it takes, past the requests’ statement and lock timeouts, then seeds', { timeout: 240_000 }, async () => {
    database = await createTestDatabase('postgres');
    // The other instance: it holds the seed's lock, as its seed would, for longer than the timeouts.
    const other = postgres(database.url!, { max: 1, onnotice: () => {} });
    const reserved = await other.reserve();
    await reserved.unsafe('begin');
    await reserved.unsafe(`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const instance = await openDatabase({ url: database.url!, statementTimeoutMs: TIMEOUT_MS, maxConnections: 2 });
    try {
      const seeded = seedDatabase(instance.db, { onlyIfEmpty: true, products: 5, orders: 0 });
      const outcome = seeded.then(
        (summary) => ({ summary, error: null }),
        (error: unknown) => ({ summary: null, error }),
      );
      // The seed is waiting on the lock (after drawing its pictures, seconds on a busy machine)...
      await waitFor(
        async () => {
          const rows = await reserved`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`;
          return rows[0]!.n > 0;
        },
        { timeout: 120_000, interval: 100, message: () => 'the seed never waited on its lock' },
      );
      // ...and still waiting well past both timeouts.
      const waitedSince = Date.now();
      await waitFor(async () => Date.now() - waitedSince > 3 * TIMEOUT_MS);
      const rows = await reserved`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`;
      expect(rows[0]!.n).toBe(1);
      // The other process ends without seeding: this one, still there, seeds the empty database.
      await reserved.unsafe('commit');
      const { summary, error } = await outcome;
      expect(error).toBeNull();
      expect(summary).toMatchObject({ products: 5 });
    } finally {
      reserved.release();
      await other.end();
      await instance.close();
    }
  });
});
