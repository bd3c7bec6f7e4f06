/**
 * Waits, for a moment, to learn whether the server acknowledged a just-queued order, so checkout
 * says "Order sent" only when it was (the record is 'sent'); otherwise the order is saved on the
 * device and the outbox keeps trying. Resolves with the record's status when it settled, or null.
 */
import { liveQuery } from 'dexie';
import { db } from '../../lib/db/database';
import type { OutboxStatus } from '../../lib/db/rows';

export const ACK_WAIT_MS = 6_000;

export function awaitDelivery(localId: string, timeoutMs = ACK_WAIT_MS): Promise<OutboxStatus | null> {
  return new Promise((resolve) => {
    let subscription: { unsubscribe(): void } | null = null;
    const finish = (status: OutboxStatus | null) => {
      clearTimeout(timer);
      subscription?.unsubscribe();
      resolve(status);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    subscription = liveQuery(() => db.outbox.get(localId)).subscribe({
      next: (record) => {
        if (record && (record.status === 'sent' || record.status === 'needs_attention')) finish(record.status);
        else if (!record) finish(null);
      },
      error: () => finish(null),
    });
  });
}
