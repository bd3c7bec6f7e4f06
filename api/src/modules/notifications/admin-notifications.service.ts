/** What the back office's Notifications screen lists: sent notifications and outgoing mail. */
import type { Executor } from '@portal/db';
import { paginationOf } from '@portal/contract/common';
import type { AdminNotificationList, MailOutboxList } from '@portal/contract/notifications';
import * as repo from './admin-notifications.repo';

export async function listSent(db: Executor, page: number, limit: number): Promise<AdminNotificationList> {
  const [rows, total] = await Promise.all([repo.listSent(db, page, limit), repo.countSent(db)]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      data: r.data ?? null,
      readAt: r.readAt ? r.readAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
      user: { id: r.userId, firstName: r.firstName, lastName: r.lastName, email: r.email },
    })),
    pagination: paginationOf(page, limit, total),
  };
}

export async function listMail(db: Executor, page: number, limit: number): Promise<MailOutboxList> {
  const [rows, total] = await Promise.all([repo.listMail(db, page, limit), repo.countMail(db)]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      status: r.status,
      error: r.error,
      attempts: r.attempts,
      nextAttemptAt: r.nextAttemptAt ? r.nextAttemptAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt ? r.sentAt.toISOString() : null,
    })),
    pagination: paginationOf(page, limit, total),
  };
}
