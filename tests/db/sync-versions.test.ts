import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows, schema } from '@portal/db';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../fixtures/db';
import { NEWEST_MIGRATION } from '../fixtures/migrations';

describe.each(databaseKinds('both'))('database on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('applies every migration and reports the newest', async () => {
    expect(await database.currentMigration()).toBe(NEWEST_MIGRATION);
    // Migrating again is a no-op.
    expect(await database.migrate()).toBe(NEWEST_MIGRATION);
    const tables = resultRows<{ table_name: string }>(
      await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`),
    ).map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'chapters', 'vendors', 'products', 'product_images', 'orders', 'order_items', 'vendor_orders', 'payments', 'idempotency_records', 'refresh_tokens', 'password_reset_tokens', 'settings', 'notifications', 'audit_log', 'mail_outbox', 'sync_tombstones']),
    );
  });

  it('gives a catalogue row a version on insert and a higher one on every update', async () => {
    const [vendor] = await database.db
      .insert(schema.vendors)
      .values({ name: 'Acme', contactName: 'Ann', email: 'ann@acme.test', address: '1 Main', city: 'Austin', state: 'TX', zipCode: '73301' })
      .returning();
    expect(vendor!.syncVersion).toBeGreaterThan(0);
    const [product] = await database.db
      .insert(schema.products)
      .values({ name: 'Widget', price: 1299, vendorId: vendor!.id })
      .returning();
    expect(product!.syncVersion).toBeGreaterThan(vendor!.syncVersion);

    const [updated] = await database.db
      .update(schema.products)
      .set({ price: 1399 })
      .where(eq(schema.products.id, product!.id))
      .returning();
    expect(updated!.syncVersion).toBeGreaterThan(product!.syncVersion);
    expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(product!.updatedAt.getTime());

    // A change to the product's categories is a change of the product as clients see it.
    const [category] = await database.db.insert(schema.categories).values({ name: 'Tools' }).returning();
    await database.db.insert(schema.productCategories).values({ productId: product!.id, categoryId: category!.id });
    const [afterLink] = await database.db.select().from(schema.products).where(eq(schema.products.id, product!.id));
    expect(afterLink!.syncVersion).toBeGreaterThan(category!.syncVersion);
  });

  it('leaves a tombstone with a fresh version when a catalogue row is deleted', async () => {
    const [tag] = await database.db.insert(schema.tags).values({ name: 'Clearance' }).returning();
    await database.db.delete(schema.tags).where(eq(schema.tags.id, tag!.id));
    const stones = await database.db.select().from(schema.syncTombstones).where(eq(schema.syncTombstones.entityId, tag!.id));
    const stone = stones.find((s) => s.entity === 'tags');
    expect(stone).toBeDefined();
    expect(stone!.syncVersion).toBeGreaterThan(tag!.syncVersion);
  });

  it('keeps email unique and SKU unique only when present', async () => {
    const base = { contactName: 'Bo', address: '2 Main', city: 'Dallas', state: 'TX', zipCode: '75001' };
    await database.db.insert(schema.vendors).values({ ...base, name: 'One', email: 'same@v.test' });
    await expect(database.db.insert(schema.vendors).values({ ...base, name: 'Two', email: 'same@v.test' })).rejects.toThrow();
    const [vendor] = await database.db.select().from(schema.vendors).limit(1);
    await database.db.insert(schema.products).values([
      { name: 'No SKU 1', price: 100, vendorId: vendor!.id },
      { name: 'No SKU 2', price: 100, vendorId: vendor!.id },
      { name: 'SKU', price: 100, vendorId: vendor!.id, sku: 'ABC-1' },
    ]);
    await expect(
      database.db.insert(schema.products).values({ name: 'SKU again', price: 100, vendorId: vendor!.id, sku: 'ABC-1' }),
    ).rejects.toThrow();
  });
});
