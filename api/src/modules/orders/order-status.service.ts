/**
 * Changing an order: status moves along ORDER_TRANSITIONS only, the payment method (and with it
 * the fee, the total and the vendor payment shares) only while the order is pending. Every status
 * change notifies the order's shopper and leaves an audit row, in the same transaction.
 */
import type { Database, Transaction } from '@portal/db';
import { computeTotals } from '@portal/contract/money';
import type { OrderStatusNotificationData } from '@portal/contract/notifications';
import { canTransition, mayCancelOrder, MSG_NOT_ORDER_AUTHOR, type OrderView, type UpdateOrderInput } from '@portal/contract/orders';
import type { OrderStatus, PaymentMethod } from '@portal/contract/rules';
import { ConflictError, ForbiddenError, notFound } from '../../lib/errors';
import { pricingSettings } from '../settings/settings.service';
import * as write from './orders-write.repo';
import { paymentShares } from './place-order.service';
import { loadOrder, scopeOf, type Viewer } from './orders.service';

const STATUS_WORDS: Record<OrderStatus, string> = {
  PENDING: 'is pending',
  PROCESSING: 'is being processed',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
};

export const MSG_PAYMENT_LOCKED = 'The payment method can only be changed while the order is pending';
export const MSG_ALREADY_CANCELLED = 'This order is already cancelled';
/** Why a shopper cannot cancel an order that has left PENDING. */
export const MSG_SHOPPER_NOT_CANCELLABLE = 'Only a pending order can be cancelled. Please contact us.';
/** Why an admin cannot cancel an order in this status. */
export const msgNotCancellable = (status: string) => `Cannot cancel an order that is ${status}`;
export const transitionRefused = (from: OrderStatus, to: OrderStatus) => `Cannot change an order from ${from} to ${to}`;

type OrderRow = NonNullable<Awaited<ReturnType<typeof write.lockOrder>>>;

async function lockVisible(tx: Transaction, viewer: Viewer, id: number): Promise<OrderRow> {
  const row = await write.lockOrder(tx, id);
  const scope = scopeOf(viewer);
  if (!row || (scope.chapterId !== undefined && row.chapterId !== scope.chapterId)) throw notFound('order');
  return row;
}

async function changeStatus(tx: Transaction, viewer: Viewer, order: OrderRow, to: OrderStatus): Promise<void> {
  if (order.status === to) return;
  if (!canTransition(order.status, to)) throw new ConflictError(transitionRefused(order.status, to), 'INVALID_TRANSITION', { from: order.status, to });
  await write.updateOrderRow(tx, order.id, { status: to });
  await write.setVendorOrdersStatus(tx, order.id, to);
  await write.insertNotification(tx, {
    userId: order.userId,
    type: 'order_status',
    title: `Order ${order.orderNumber} ${STATUS_WORDS[to]}`,
    body: `Your order ${order.orderNumber} changed from ${order.status} to ${to}.`,
    data: { orderNumber: order.orderNumber, from: order.status, to } satisfies OrderStatusNotificationData,
    orderId: order.id,
  });
  await write.insertAudit(tx, {
    actorUserId: viewer.id,
    action: 'order.status_change',
    entity: 'order',
    entityId: String(order.id),
    details: { from: order.status, to },
  });
}

async function changePaymentMethod(tx: Transaction, viewer: Viewer, order: OrderRow, method: PaymentMethod | null): Promise<void> {
  if (order.paymentMethod === method) return;
  if (order.status !== 'PENDING') throw new ConflictError(MSG_PAYMENT_LOCKED, 'PAYMENT_METHOD_LOCKED');
  const vendorOrders = await write.vendorOrdersOf(tx, order.id);
  const totals = computeTotals([{ unitPrice: order.subtotal, quantity: 1 }], method, await pricingSettings(tx));
  // Tax follows the rate in force when the order was placed; only the fee changes.
  const total = order.subtotal + order.tax + totals.processingFee;
  await write.updateOrderRow(tx, order.id, { paymentMethod: method, processingFee: totals.processingFee, total });
  const shares = paymentShares(vendorOrders.map((v) => v.subtotal), total, totals.processingFee);
  for (const [i, vo] of vendorOrders.entries()) await write.updatePendingPayment(tx, order.id, vo.id, { ...shares[i]!, method });
  await write.insertAudit(tx, {
    actorUserId: viewer.id,
    action: 'order.payment_method_change',
    entity: 'order',
    entityId: String(order.id),
    details: { paymentMethod: { from: order.paymentMethod, to: method }, total: { from: order.total, to: total } },
  });
}

export async function update(db: Database, viewer: Viewer, id: number, input: UpdateOrderInput): Promise<OrderView> {
  await db.transaction(async (tx) => {
    const order = await lockVisible(tx, viewer, id);
    if (input.paymentMethod !== undefined) await changePaymentMethod(tx, viewer, order, input.paymentMethod);
    if (input.status !== undefined) await changeStatus(tx, viewer, order, input.status);
  });
  return (await loadOrder(db, id, scopeOf(viewer)))!;
}

/**
 * The order's author and the chapter's CHAPTER account may cancel while it is pending (decision
 * 028); admins until it ships. Another member of the chapter is refused whatever the status.
 */
export async function cancel(db: Database, viewer: Viewer, id: number): Promise<OrderView> {
  await db.transaction(async (tx) => {
    const order = await lockVisible(tx, viewer, id);
    if (!mayCancelOrder(viewer, { user: { id: order.userId } })) throw new ForbiddenError(MSG_NOT_ORDER_AUTHOR, 'NOT_ORDER_AUTHOR');
    if (order.status === 'CANCELLED') throw new ConflictError(MSG_ALREADY_CANCELLED, 'ALREADY_CANCELLED');
    const isAdmin = viewer.role === 'ADMIN' || viewer.role === 'SUPER_ADMIN';
    const cancellable = isAdmin ? order.status === 'PENDING' || order.status === 'PROCESSING' : order.status === 'PENDING';
    if (!cancellable) {
      // An admin is told the status (the data carries it for a translation); a shopper only that it has moved on.
      throw isAdmin
        ? new ConflictError(msgNotCancellable(order.status), 'NOT_CANCELLABLE', { status: order.status })
        : new ConflictError(MSG_SHOPPER_NOT_CANCELLABLE, 'NOT_CANCELLABLE');
    }
    await changeStatus(tx, viewer, order, 'CANCELLED');
  });
  return (await loadOrder(db, id, scopeOf(viewer)))!;
}
