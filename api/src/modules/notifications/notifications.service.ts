/** Notifications belong to one person: nobody reads or marks another's (a 404, not a 403). */
import type { Executor } from '@portal/db';
import type { NotificationList, NotificationView } from '@portal/contract/notifications';
import { notFound } from '../../lib/errors';
import * as repo from './notifications.repo';

type Row = Awaited<ReturnType<typeof repo.listFor>>[number];

function present(row: Row): NotificationView {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    data: row.data ?? null,
    orderId: row.orderId,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function list(db: Executor, userId: number, limit: number): Promise<NotificationList> {
  const [rows, unreadCount] = await Promise.all([repo.listFor(db, userId, limit), repo.unreadCount(db, userId)]);
  return { items: rows.map(present), unreadCount };
}

export async function markRead(db: Executor, userId: number, id: number): Promise<NotificationView> {
  const row = await repo.markRead(db, userId, id);
  if (!row) throw notFound('notification');
  return present(row);
}

export async function markAllRead(db: Executor, userId: number): Promise<{ updated: number }> {
  return { updated: await repo.markAllRead(db, userId) };
}
