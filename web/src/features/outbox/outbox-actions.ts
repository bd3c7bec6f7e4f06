/**
 * What a shopper may do with an order that needs attention: resend it (optionally with a fixed
 * body, e.g. the new prices accepted) or discard it. Discarding is the ONLY way a record that
 * was not delivered leaves the outbox. Callers: the outbox / orders screens.
 */
import type { PlaceOrderInput } from '@portal/contract/orders';
import { db } from '../../lib/db/database';
import type { OutboxRecord } from '../../lib/db/rows';
import { sealPendingOrders } from '../../lib/session/order-seals';
import { flushOutbox, requestBackgroundSync } from './outbox-flush';

export type OrderFix = Partial<Pick<PlaceOrderInput, 'eventId' | 'paymentMethod' | 'items'>>;

/** Why an action on a record could not be done, by code: the card words it in the chosen language. */
export class OutboxActionError extends Error {
  constructor(readonly code: 'OUTBOX_GONE' | 'OUTBOX_SENDING') {
    super(code);
    this.name = 'OutboxActionError';
  }
}

/**
 * Queues the order again. A refused key keeps its refusal on the server (a replay answers the
 * same 422), so a resend gets a new clientOrderId: safe, because a refusal created no order.
 */
export async function resend(localId: string, fix: OrderFix = {}): Promise<void> {
  const userId = await db.transaction('rw', db.outbox, async () => {
    const record = await db.outbox.get(localId);
    if (!record) throw new OutboxActionError('OUTBOX_GONE');
    if (record.status === 'sent' || record.status === 'sending') return null;
    const refused = record.status === 'needs_attention';
    const clientOrderId = refused ? crypto.randomUUID() : record.clientOrderId;
    await db.outbox.update(localId, {
      clientOrderId,
      payload: { ...record.payload, ...fix, clientOrderId },
      status: 'queued',
      attempts: 0,
      lastError: null,
      problem: null,
      nextAttemptAt: 0,
      reasons: null,
      changedLines: null,
      // The seal covered the order as it was; it is sealed again as it is now.
      seal: null,
      updatedAt: new Date().toISOString(),
    });
    return record.userId;
  });
  if (userId !== null) await sealPendingOrders(userId).catch(() => 0);
  requestBackgroundSync();
  void flushOutbox({ ignoreBackoff: true });
}

/** The fix for PRICE_CHANGED: the same lines at the prices the server now asks. */
export function acceptChangedPrices(record: OutboxRecord): OrderFix {
  const now = new Map((record.changedLines ?? []).map((c) => [c.productId, c.unitPrice]));
  return { items: record.payload.items.map((item) => (now.has(item.productId) ? { ...item, seenUnitPrice: now.get(item.productId) } : item)) };
}

/** Removes an undelivered order for good, at the shopper's explicit request. */
export async function discard(localId: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const record = await db.outbox.get(localId);
    // A record in flight may already be an order on the server: let the attempt finish first.
    if (record?.status === 'sending') throw new OutboxActionError('OUTBOX_SENDING');
    await db.outbox.delete(localId);
  });
}
