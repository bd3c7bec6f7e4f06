/**
 * Direct inserts of vendors, products, events and orders for the back-office API tests, so each
 * test states exactly the rows it counts on without going through other modules' routes.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { schema } from '@portal/db';

let counter = 0;
const next = () => `${++counter}-${randomUUID().slice(0, 6)}`;

export async function insertVendor(app: FastifyInstance, overrides: Partial<typeof schema.vendors.$inferInsert> = {}) {
  const n = next();
  const [row] = await app.db
    .insert(schema.vendors)
    .values({
      name: `Vendor ${n}`,
      contactName: 'Pat Supplier',
      email: `vendor-${n}@supply.test`,
      address: '2 Market St',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertProduct(app: FastifyInstance, vendorId: number, overrides: Partial<typeof schema.products.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(schema.products)
    .values({ name: `Product ${next()}`, price: 1000, vendorId, ...overrides })
    .returning();
  return row!;
}

const DAY = 86_400_000;

export async function insertEvent(app: FastifyInstance, chapterId: number, overrides: Partial<typeof schema.events.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(schema.events)
    .values({
      name: `Event ${next()}`,
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + DAY),
      chapterId,
      ...overrides,
    })
    .returning();
  return row!;
}

/** An order for an event; with a vendor it also gets a vendor order and a payment to that vendor. */
export async function insertOrder(
  app: FastifyInstance,
  refs: { userId: number; chapterId: number; eventId: number; vendorId?: number },
) {
  const [order] = await app.db
    .insert(schema.orders)
    .values({
      orderNumber: `ORD-${next()}`,
      userId: refs.userId,
      chapterId: refs.chapterId,
      eventId: refs.eventId,
      subtotal: 1000,
      tax: 80,
      processingFee: 20,
      total: 1100,
      clientOrderId: randomUUID(),
      placedAt: new Date(),
    })
    .returning();
  if (refs.vendorId !== undefined) {
    const [vendorOrder] = await app.db
      .insert(schema.vendorOrders)
      .values({ orderId: order!.id, vendorId: refs.vendorId, subtotal: 1000 })
      .returning();
    await app.db.insert(schema.payments).values({ orderId: order!.id, vendorOrderId: vendorOrder!.id, vendorId: refs.vendorId, amount: 1100, fee: 20 });
  }
  return order!;
}

export { DAY };
