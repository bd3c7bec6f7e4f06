/** A few notifications for the demo shoppers, about their own orders, some already read. */
import { formatCents } from '@portal/contract/money';
import type { OrderStatusNotificationData } from '@portal/contract/notifications';
import { schema, type Executor } from '../client';
import type { SeedOrder } from './order-data';
import { DAY_MS } from './random';
import type { SeedUser } from './users';

const STATUS_TEXT: Record<SeedOrder['status'], string> = {
  PENDING: 'was received and is waiting to be processed',
  PROCESSING: 'is being prepared by the vendors',
  SHIPPED: 'has shipped',
  DELIVERED: 'was delivered',
  CANCELLED: 'was cancelled',
};

export async function seedNotifications(
  tx: Executor,
  demoUsers: readonly SeedUser[],
  orders: readonly SeedOrder[],
  orderIds: readonly number[],
  now: Date,
): Promise<number> {
  const rows: Array<typeof schema.notifications.$inferInsert> = [];
  for (const user of demoUsers) {
    const own = orders.map((o, i) => ({ o, id: orderIds[i]! })).filter(({ o }) => o.user.id === user.id).slice(-4);
    own.forEach(({ o, id }, k) => {
      rows.push({
        userId: user.id,
        type: 'order_status',
        title: `Order ${o.orderNumber} ${o.status.toLowerCase()}`,
        body: `Your order ${o.orderNumber} for ${formatCents(o.totals.total)} ${STATUS_TEXT[o.status]}.`,
        data: { orderNumber: o.orderNumber, to: o.status } satisfies OrderStatusNotificationData,
        orderId: id,
        // The older half is read, the newer half is not.
        readAt: k < own.length / 2 ? o.updatedAt : null,
        createdAt: o.updatedAt,
      });
    });
    rows.push({
      userId: user.id,
      type: 'announcement',
      title: 'New products this week',
      body: 'Vendors added new event supplies and promotional items. Browse the catalogue to see them.',
      readAt: null,
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    });
  }
  if (rows.length > 0) await tx.insert(schema.notifications).values(rows);
  return rows.length;
}
