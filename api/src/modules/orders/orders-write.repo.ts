/** Order updates (status, payment method, cancel). Placing an order: order-statements.ts. */
import { and, eq } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';
import type { OrderStatus, PaymentMethod } from '@portal/contract/rules';

const { orders, vendorOrders, payments, notifications, auditLog } = schema;

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
