/** The reads and the one write behind an order's timeline (order-timeline.service.ts). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';

const { orders, users, auditLog, orderComments } = schema;

/** The audit actions an order's timeline shows. */
export const TIMELINE_ACTIONS = ['order.status_change', 'order.payment_method_change'] as const;

const actorColumns = { actorId: users.id, actorFirstName: users.firstName, actorLastName: users.lastName, actorEmail: users.email };
export type ActorColumns = { actorId: number | null; actorFirstName: string | null; actorLastName: string | null; actorEmail: string | null };

/** The order's placing: its author, when it was placed on the device and when it arrived. */
export async function findPlacing(db: Executor, orderId: number) {
  const [row] = await db
    .select({ placedAt: orders.placedAt, receivedAt: orders.receivedAt, ...actorColumns })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row;
}

/** The order's status and payment method changes, as the audit log holds them, oldest first. */
export async function changesOf(db: Executor, orderId: number) {
  return db
    .select({ id: auditLog.id, action: auditLog.action, details: auditLog.details, createdAt: auditLog.createdAt, ...actorColumns })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId)), inArray(auditLog.action, [...TIMELINE_ACTIONS])))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

export async function commentsOf(db: Executor, orderId: number) {
  return db
    .select({ id: orderComments.id, body: orderComments.body, createdAt: orderComments.createdAt, ...actorColumns })
    .from(orderComments)
    .leftJoin(users, eq(users.id, orderComments.authorUserId))
    .where(eq(orderComments.orderId, orderId))
    .orderBy(asc(orderComments.createdAt), asc(orderComments.id));
}

export async function insertComment(db: Executor, values: { orderId: number; authorUserId: number; body: string }) {
  const [row] = await db.insert(orderComments).values(values).returning({ id: orderComments.id, createdAt: orderComments.createdAt });
  return row!;
}

export async function actorOf(db: Executor, userId: number) {
  const [row] = await db.select(actorColumns).from(users).where(eq(users.id, userId));
  return row;
}
