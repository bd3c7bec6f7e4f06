import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../fixtures/db';

// Several API instances starting together each migrate the same fresh database at start-up.
describe.runIf(databaseKinds().includes('postgres'))('migrations on PostgreSQL', () => {
  let database: TestDatabase;
  const others: DatabaseHandle[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres', { migrate: false });
  });
  afterAll(async () => {
    await Promise.all(others.map((h) => h.close()));
    await database?.dispose();
  });

  it('run one at a time when three processes start together, and all three end migrated', async () => {
    const url = database.url!;
    for (let i = 0; i < 2; i++) others.push(await openDatabase({ url, maxConnections: 3 }));
    const tags = await Promise.all([database, ...others].map((h) => h.migrate()));
    expect(new Set(tags).size).toBe(1);
    expect(tags[0]).not.toBe('none');
  });
});
