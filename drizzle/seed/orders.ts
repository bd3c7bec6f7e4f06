/**
 * Writes demo orders with their vendor sub-orders, lines and payments. A payment is made per
 * vendor sub-order: the vendor's goods subtotal as amount and its share of the order's processing
 * fee, so the fees of an order add up to the order's processingFee exactly.
 */
import { sql } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '@portal/contract/rules';
import { schema, type Executor } from '../client';
import { insertAll, insertIds } from './insert';
import { allocate, type SeedOrder } from './order-data';
import { DAY_MS, Random } from './random';

type PaymentRow = typeof schema.payments.$inferInsert;

function paymentState(random: Random, status: OrderStatus): { status: PaymentStatus; retryCount: number } {
  switch (status) {
    case 'CANCELLED':
      return { status: 'FAILED', retryCount: random.int(1, 3) };
    case 'PENDING':
      return { status: 'PENDING', retryCount: random.chance(0.1) ? 1 : 0 };
    case 'PROCESSING':
      return random.weighted([
        [{ status: 'COMPLETED', retryCount: 0 }, 6],
        [{ status: 'PENDING', retryCount: 0 }, 3],
        [{ status: 'FAILED', retryCount: random.int(1, 2) }, 1],
      ] as const);
    default:
      return { status: 'COMPLETED', retryCount: random.chance(0.08) ? random.int(1, 2) : 0 };
  }
}

export async function seedOrders(tx: Executor, orders: readonly SeedOrder[], now: Date): Promise<{ orderIds: number[]; payments: number }> {
  const random = new Random('payments');
  const orderIds = await insertIds(
    tx,
    schema.orders,
    orders.map((o) => ({
      orderNumber: o.orderNumber,
      userId: o.user.id,
      chapterId: o.chapterId,
      eventId: o.eventId,
      status: o.status,
      paymentMethod: o.paymentMethod,
      ...o.totals,
      clientOrderId: o.clientOrderId,
      placedAt: o.placedAt,
      receivedAt: o.receivedAt,
      createdAt: o.receivedAt,
      updatedAt: o.updatedAt,
    })),
  );

  // One sub-order per vendor, in the order vendors first appear in the order's lines.
  const groups = orders.map((o) => {
    const byVendor = new Map<number, SeedOrder['lines']>();
    for (const line of o.lines) byVendor.set(line.product.vendorId, [...(byVendor.get(line.product.vendorId) ?? []), line]);
    return [...byVendor.entries()].map(([vendorId, lines]) => ({ vendorId, lines, subtotal: lines.reduce((s, l) => s + l.totalPrice, 0) }));
  });
  const vendorOrderIds = await insertIds(
    tx,
    schema.vendorOrders,
    groups.flatMap((g, i) => g.map((v) => ({ orderId: orderIds[i]!, vendorId: v.vendorId, status: orders[i]!.status, subtotal: v.subtotal, createdAt: orders[i]!.receivedAt, updatedAt: orders[i]!.updatedAt }))),
  );

  const items: Array<typeof schema.orderItems.$inferInsert> = [];
  const payments: PaymentRow[] = [];
  let v = 0;
  groups.forEach((g, i) => {
    const order = orders[i]!;
    const fees = allocate(order.totals.processingFee, g.map((x) => x.subtotal));
    g.forEach((group, k) => {
      const vendorOrderId = vendorOrderIds[v++]!;
      for (const line of group.lines) {
        items.push({ orderId: orderIds[i]!, vendorOrderId, productId: line.product.id, productName: line.product.name, sku: line.product.sku, quantity: line.quantity, unitPrice: line.product.price, totalPrice: line.totalPrice });
      }
      const state = paymentState(random, order.status);
      const scheduled = state.status === 'PENDING' && random.chance(0.4);
      payments.push({
        orderId: orderIds[i]!,
        vendorOrderId,
        vendorId: group.vendorId,
        amount: group.subtotal,
        fee: fees[k]!,
        method: order.paymentMethod,
        ...state,
        isScheduled: scheduled,
        scheduledFor: scheduled ? new Date(now.getTime() + random.int(1, 14) * DAY_MS) : null,
        paidAt: state.status === 'COMPLETED' ? new Date(Math.min(now.getTime(), order.receivedAt.getTime() + random.int(1, 48) * 3_600_000)) : null,
        createdAt: order.receivedAt,
        updatedAt: order.updatedAt,
      });
    });
  });
  await insertAll(tx, schema.orderItems, items);
  await insertAll(tx, schema.payments, payments);

  // Orders placed through the API draw their numbers from this sequence: start after the seed's.
  const last = orders.length > 0 ? Number(orders[orders.length - 1]!.orderNumber.slice(4)) : 0;
  if (last > 0) await tx.execute(sql`select setval('order_number_seq', greatest(${last}, (select last_value from order_number_seq)))`);
  return { orderIds, payments: payments.length };
}
