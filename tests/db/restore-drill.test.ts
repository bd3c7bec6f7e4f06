import { describe, expect, it } from 'vitest';
import { runRestoreDrill } from './restore-drill';

describe('pnpm db:restore-drill (base backup and archived WAL, on a PostgreSQL of its own)', () => {
  it('restores to a noted moment: orders, payments and their sums equal the source at that moment, and the API answers on it', async () => {
    const result = await runRestoreDrill({ products: 60, orders: 30 });
    expect(result.restored).toEqual(result.source);
    // The moment fell between the two batches: the restore holds the first ten orders placed through the API, not the next ten.
    expect(result.source.orders).toBe(30 + 10);
    expect(result.apiReady).toBe(true);
    expect(result.ok).toBe(true);
  });
});
