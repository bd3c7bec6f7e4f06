/**
 * Checkout, online or not: turns the cart into an outbox record and empties the cart in ONE
 * device-database transaction, then returns at once; delivery is the flush loop's job
 * (outbox-flush.ts). The record's clientOrderId is made here and is the order's Idempotency-Key
 * for every attempt. Caller: the checkout button.
 */
import { MAX_ORDER_LINES } from '@portal/contract/orders';
import type { PaymentMethod } from '@portal/contract/rules';
import { announceCartChanged, recordLineChanges } from '../../lib/cart/cart-changes';
import { mirrorCart } from '../../lib/cart/cart-mirror';
import { db } from '../../lib/db/database';
import { readCartSelection, writeCartSelection } from '../../lib/db/meta';
import type { OutboxRecord } from '../../lib/db/rows';
import { reportStorageError } from '../../lib/db/storage-errors';
import { sealPendingOrders } from '../../lib/session/order-seals';
import { flushOutbox, requestBackgroundSync } from './outbox-flush';

/** Why the cart cannot become an order yet: a code and its figures, worded where it is shown (checkout-failure.ts). */
export type CheckoutRefusal = 'CART_EMPTY' | 'TOO_MANY_LINES' | 'PAYMENT_REQUIRED' | 'EVENT_REQUIRED';

export class CheckoutError extends Error {
  constructor(
    readonly code: CheckoutRefusal,
    readonly figures: Record<string, number> = {},
  ) {
    super(`Checkout refused: ${code}`);
    this.name = 'CheckoutError';
  }
}

export interface PlaceOrderOptions {
  userId: number;
  /** Defaults to the cart's chosen event. */
  eventId?: number | null;
  /** Defaults to the cart's chosen payment method. */
  paymentMethod?: PaymentMethod | null;
  /** The buyer's purchase order number and notes, sent with the order when given. */
  poNumber?: string | null;
  notes?: string | null;
}

export async function placeOrder(options: PlaceOrderOptions): Promise<OutboxRecord> {
  const tables = [db.cartLines, db.meta, db.products, db.outbox, db.cartChanges];
  const record = await db.transaction('rw', tables, async (): Promise<OutboxRecord> => {
    const selection = await readCartSelection();
    const paymentMethod = options.paymentMethod ?? selection.paymentMethod;
    const eventId = options.eventId ?? selection.eventId;
    const cartLines = await db.cartLines.orderBy('addedAt').toArray();
    if (cartLines.length === 0) throw new CheckoutError('CART_EMPTY');
    if (cartLines.length > MAX_ORDER_LINES) throw new CheckoutError('TOO_MANY_LINES', { max: MAX_ORDER_LINES });
    if (!paymentMethod) throw new CheckoutError('PAYMENT_REQUIRED');
    if (!eventId) throw new CheckoutError('EVENT_REQUIRED');
    const products = await db.products.bulkGet(cartLines.map((l) => l.productId));
    const now = new Date();
    const clientOrderId = crypto.randomUUID();
    const created: OutboxRecord = {
      localId: crypto.randomUUID(),
      clientOrderId,
      userId: options.userId,
      payload: {
        clientOrderId,
        eventId,
        paymentMethod,
        placedAt: now.toISOString(),
        ...(options.poNumber?.trim() ? { poNumber: options.poNumber.trim() } : {}),
        ...(options.notes?.trim() ? { notes: options.notes.trim() } : {}),
        // seenUnitPrice lets the server refuse with PRICE_CHANGED instead of charging a surprise.
        items: cartLines.map((l, i) => ({ productId: l.productId, quantity: l.quantity, ...(products[i] ? { seenUnitPrice: products[i].price } : {}) })),
      },
      lines: cartLines.map((l, i) => ({ productId: l.productId, quantity: l.quantity, name: products[i]?.name ?? l.name ?? `Product ${l.productId}`, unitPrice: products[i]?.price ?? 0 })),
      status: 'queued',
      attempts: 0,
      lastError: null,
      problem: null,
      nextAttemptAt: 0,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      order: null,
      reasons: null,
      changedLines: null,
    };
    await db.outbox.add(created);
    await db.cartLines.clear();
    await writeCartSelection({ ...selection, paymentMethod: null });
    // The ordered lines leave the person's cart on every device too (decision 033).
    await recordLineChanges(cartLines.map((l) => l.productId));
    return created;
  }).catch((error: unknown) => {
    reportStorageError(error);
    throw error;
  });
  await mirrorCart();
  announceCartChanged(options.userId);
  // Sealed now, while the person's delivery key is here: the order still goes if they sign out.
  await sealPendingOrders(options.userId).catch(() => 0);
  requestBackgroundSync();
  void flushOutbox({ ignoreBackoff: true });
  return record;
}
