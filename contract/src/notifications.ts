/** In-app notifications: what a signed-in person sees in the bell menu. */
import * as v from 'valibot';
import { pageQuery, qInt, type Pagination } from './common';

export const NOTIFICATIONS_MAX = 100;

export const notificationListQuery = v.object({
  limit: v.optional(qInt('limit', 1, NOTIFICATIONS_MAX), 20),
});
export type NotificationListQuery = v.InferOutput<typeof notificationListQuery>;

export interface NotificationView {
  id: number;
  type: string;
  title: string;
  body: string;
  orderId: number | null;
  readAt: string | null;
  createdAt: string;
}

export interface NotificationList {
  items: NotificationView[];
  unreadCount: number;
}

/** Back office (SUPER_ADMIN): notifications sent to anyone, newest first, page by page. */
export const adminNotificationListQuery = v.object({ ...pageQuery });
export type AdminNotificationListQuery = v.InferOutput<typeof adminNotificationListQuery>;

export interface AdminNotificationView {
  id: number;
  type: string;
  title: string;
  readAt: string | null;
  createdAt: string;
  user: { id: number; firstName: string; lastName: string; email: string };
}

export interface AdminNotificationList {
  items: AdminNotificationView[];
  pagination: Pagination;
}

/** Back office (SUPER_ADMIN): the mail outbox, newest first. */
export const mailOutboxListQuery = v.object({ ...pageQuery });
export type MailOutboxListQuery = v.InferOutput<typeof mailOutboxListQuery>;

export const MAIL_STATUSES = ['queued', 'sent', 'logged', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A mail as the back office sees it: never the body, which can carry a password-reset token. */
export interface MailOutboxView {
  id: number;
  to: string;
  subject: string;
  status: MailStatus;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface MailOutboxList {
  items: MailOutboxView[];
  pagination: Pagination;
}
