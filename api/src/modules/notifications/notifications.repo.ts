/** Notification queries, always within one user's own rows. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';

const { notifications } = schema;

export async function listFor(db: Executor, userId: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    // Unread first (null readAt sorts first ascending), then newest.
    .orderBy(sql`${notifications.readAt} is not null`, desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: Executor, userId: number): Promise<number> {
  return db.$count(notifications, and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function markRead(db: Executor, userId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllRead(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

