/** In-app notifications: what a signed-in person sees in the bell menu. */
import * as v from 'valibot';
import { pageQuery, qInt, type Pagination } from './common';
import { isOrderStatus, type OrderStatus } from './rules';

export const NOTIFICATIONS_MAX = 100;

export const notificationListQuery = v.object({
  limit: v.optional(qInt('limit', 1, NOTIFICATIONS_MAX), 20),
});
export type NotificationListQuery = v.InferOutput<typeof notificationListQuery>;

/**
 * The figures an order status notification was worded from. The stored title and body are the
 * API's English; apps word the notification from these in their own language. `from` is absent
 * where only the status reached is known.
 */
export interface OrderStatusNotificationData {
  orderNumber: string;
  from?: OrderStatus;
  to: OrderStatus;
}

/** The figures of an order status notification, or null for any other notification or a shape not known. */
export function orderStatusDataOf(type: string, data: unknown): OrderStatusNotificationData | null {
  if (type !== 'order_status' || typeof data !== 'object' || data === null) return null;
  const { orderNumber, from, to } = data as Record<string, unknown>;
  if (typeof orderNumber !== 'string' || !isOrderStatus(to) || (from !== undefined && !isOrderStatus(from))) return null;
  return from === undefined ? { orderNumber, to } : { orderNumber, from, to };
}

export interface NotificationView {
  id: number;
  type: string;
  title: string;
  body: string;
  /** The figures the words came from (order_status: OrderStatusNotificationData); null when none were kept. */
  data: unknown;
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
  /** As in NotificationView. */
  data: unknown;
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
