import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../fixtures/db';

/** The statements of migration 0007 after the column it adds: the figures read back from the English words. */
const backfill = readFileSync(new URL('../../drizzle/migrations/0007_notification_data.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .slice(1)
  .map((statement) => statement.trim())
  .filter(Boolean);

describe.each(databaseKinds('both'))('notification figures on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('are read back from the words of an order status notification written before they were kept, and left alone otherwise', async () => {
    const [user] = await database.db
      .insert(schema.users)
      .values({ email: 'figures@example.test', passwordHash: 'x', firstName: 'Ada', lastName: 'Lovelace', role: 'USER' })
      .returning({ id: schema.users.id });
    const rows = await database.db
      .insert(schema.notifications)
      .values([
        { userId: user!.id, type: 'order_status', title: 'Order CP-20261120-0042 shipped', body: 'Your order CP-20261120-0042 changed from PROCESSING to SHIPPED.' },
        { userId: user!.id, type: 'order_status', title: 'Order CP-7 delivered', body: 'Your order CP-7 for $12.00 was delivered.' },
        { userId: user!.id, type: 'announcement', title: 'Hello', body: 'Your order X changed from A to B.' },
        { userId: user!.id, type: 'order_status', title: 'Kept', body: 'Your order CP-8 changed from PENDING to PROCESSING.', data: { orderNumber: 'CP-8', from: 'PENDING', to: 'PROCESSING', kept: true } },
      ])
      .returning({ id: schema.notifications.id });
    expect(backfill.length).toBeGreaterThan(0);
    for (const statement of backfill) await database.db.execute(sql.raw(statement));
    const data = async (i: number) => (await database.db.select({ data: schema.notifications.data }).from(schema.notifications).where(eq(schema.notifications.id, rows[i]!.id)))[0]!.data;
    expect(await data(0)).toEqual({ orderNumber: 'CP-20261120-0042', from: 'PROCESSING', to: 'SHIPPED' });
    expect(await data(1)).toBeNull();
    expect(await data(2)).toBeNull();
    expect(await data(3)).toEqual({ orderNumber: 'CP-8', from: 'PENDING', to: 'PROCESSING', kept: true });
  });
});
