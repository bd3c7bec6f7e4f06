/** Order writes: the catalogue look-ups a new order is priced from, and the inserts and updates. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';
import type { OrderStatus, PaymentMethod } from '@portal/contract/rules';

const { orders, orderItems, vendorOrders, payments, products, vendors, events, chapters, users, notifications, auditLog } = schema;

export interface CatalogueProduct {
  id: number;
  name: string;
  sku: string | null;
  price: number;
  isActive: boolean;
  vendorId: number;
  vendorName: string;
  vendorActive: boolean;
}

export async function productsForOrder(db: Executor, ids: number[]): Promise<CatalogueProduct[]> {
  return db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      price: products.price,
      isActive: products.isActive,
      vendorId: products.vendorId,
      vendorName: vendors.name,
      vendorActive: vendors.isActive,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(inArray(products.id, ids));
}

/** The event with its chapter's name (the order view shows both). */
export async function eventForOrder(db: Executor, id: number) {
  const [row] = await db
    .select({ id: events.id, name: events.name, chapterId: events.chapterId, chapterName: chapters.name, isActive: events.isActive, endDate: events.endDate })
    .from(events)
    .innerJoin(chapters, eq(chapters.id, events.chapterId))
    .where(eq(events.id, id));
  return row;
}

/** The shopper as the order view shows them. */
export async function userForOrder(db: Executor, id: number) {
  const [row] = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, id));
  return row;
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber' | 'createdAt' | 'updatedAt' | 'receivedAt' | 'status'>;

/** Order numbers come from order_number_seq: ORD-001001, ORD-001002, ... Answers the whole row. */
export async function insertOrder(db: Executor, values: NewOrder) {
  const [row] = await db
    .insert(orders)
    .values({ ...values, orderNumber: sql`'ORD-' || lpad(nextval('order_number_seq')::text, 6, '0')` })
    .returning();
  return row!;
}

/** One row per vendor in one statement; answers the ids in the order given. */
export async function insertVendorOrders(db: Executor, orderId: number, rows: Array<{ vendorId: number; subtotal: number }>): Promise<number[]> {
  const inserted = await db
    .insert(vendorOrders)
    .values(rows.map((r) => ({ orderId, ...r })))
    .returning({ id: vendorOrders.id, vendorId: vendorOrders.vendorId });
  const byVendor = new Map(inserted.map((r) => [r.vendorId, r.id]));
  return rows.map((r) => byVendor.get(r.vendorId)!);
}

/** Answers the rows written, in id order. */
export async function insertItems(db: Executor, rows: Array<typeof orderItems.$inferInsert>) {
  if (!rows.length) return [];
  return (await db.insert(orderItems).values(rows).returning()).sort((a, b) => a.id - b.id);
}

/** Answers the rows written, in id order. */
export async function insertPayments(db: Executor, rows: Array<typeof payments.$inferInsert>) {
  if (!rows.length) return [];
  return (await db.insert(payments).values(rows).returning()).sort((a, b) => a.id - b.id);
}

/** The order row locked for an edit, so concurrent edits apply one after the other. */
export async function lockOrder(db: Executor, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function updateOrderRow(db: Executor, id: number, values: Partial<typeof orders.$inferInsert>): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

export async function setVendorOrdersStatus(db: Executor, orderId: number, status: OrderStatus): Promise<void> {
  await db.update(vendorOrders).set({ status }).where(eq(vendorOrders.orderId, orderId));
}

export async function vendorOrdersOf(db: Executor, orderId: number) {
  return db
    .select({ id: vendorOrders.id, vendorId: vendorOrders.vendorId, subtotal: vendorOrders.subtotal })
    .from(vendorOrders)
    .where(eq(vendorOrders.orderId, orderId))
    .orderBy(vendorOrders.id);
}

export async function updatePendingPayment(
  db: Executor,
  orderId: number,
  vendorOrderId: number,
  values: { amount: number; fee: number; method: PaymentMethod | null },
): Promise<void> {
  await db
    .update(payments)
    .set(values)
    .where(and(eq(payments.orderId, orderId), eq(payments.vendorOrderId, vendorOrderId), eq(payments.status, 'PENDING')));
}

export async function insertNotification(db: Executor, values: typeof notifications.$inferInsert): Promise<void> {
  await db.insert(notifications).values(values);
}

export async function insertAudit(db: Executor, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}
