/** In-app notifications: what a signed-in person sees in the bell menu. */
import * as v from 'valibot';
import { idParams, isoMoment, pageQuery, paginationAnswer, qInt } from './common';
import { route } from './route';
import { EVERYONE, isOrderStatus, SUPER_ADMINS, type OrderStatus } from './rules';

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

export const notificationView = v.strictObject({
  id: v.number(),
  type: v.string(),
  title: v.string(),
  body: v.string(),
  /** The figures the words came from (order_status: OrderStatusNotificationData); null when none were kept. */
  data: v.unknown(),
  orderId: v.nullable(v.number()),
  readAt: v.nullable(isoMoment),
  createdAt: isoMoment,
});
export type NotificationView = v.InferOutput<typeof notificationView>;

export const notificationList = v.strictObject({ items: v.array(notificationView), unreadCount: v.number() });
export type NotificationList = v.InferOutput<typeof notificationList>;

/** Back office (SUPER_ADMIN): notifications sent to anyone, newest first, page by page. */
export const adminNotificationListQuery = v.object({ ...pageQuery });
export type AdminNotificationListQuery = v.InferOutput<typeof adminNotificationListQuery>;

export const adminNotificationView = v.strictObject({
  id: v.number(),
  type: v.string(),
  title: v.string(),
  /** As in NotificationView. */
  data: v.unknown(),
  readAt: v.nullable(isoMoment),
  createdAt: isoMoment,
  user: v.strictObject({ id: v.number(), firstName: v.string(), lastName: v.string(), email: v.string() }),
});
export type AdminNotificationView = v.InferOutput<typeof adminNotificationView>;

export const adminNotificationList = v.strictObject({ items: v.array(adminNotificationView), pagination: paginationAnswer });
export type AdminNotificationList = v.InferOutput<typeof adminNotificationList>;

/** Back office (SUPER_ADMIN): the mail outbox, newest first. */
export const mailOutboxListQuery = v.object({ ...pageQuery });
export type MailOutboxListQuery = v.InferOutput<typeof mailOutboxListQuery>;

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'logged', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A mail as the back office sees it: never the body, which can carry a password-reset token. */
export const mailOutboxView = v.strictObject({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  status: v.picklist(MAIL_STATUSES),
  error: v.nullable(v.string()),
  /** Deliveries tried and failed; a queued mail with tries waits until nextAttemptAt. */
  attempts: v.number(),
  nextAttemptAt: v.nullable(isoMoment),
  createdAt: isoMoment,
  sentAt: v.nullable(isoMoment),
});
export type MailOutboxView = v.InferOutput<typeof mailOutboxView>;

export const mailOutboxList = v.strictObject({ items: v.array(mailOutboxView), pagination: paginationAnswer });
export type MailOutboxList = v.InferOutput<typeof mailOutboxList>;

const tag = 'notifications';

/** A signed-in person's own notifications (the bell menu): anyone else's is a 404, not a 403. */
export const notificationRoutes = {
  list: route({ method: 'GET', path: '/notifications', access: EVERYONE, tag, summary: 'Your newest notifications and how many are unread', query: notificationListQuery, answer: notificationList, errors: [] }),
  readAll: route({ method: 'PATCH', path: '/notifications/read-all', access: EVERYONE, tag, summary: 'Mark all your notifications as read', answer: v.strictObject({ updated: v.number() }), errors: [] }),
  read: route({ method: 'PATCH', path: '/notifications/:id/read', access: EVERYONE, tag, summary: 'Mark one of your notifications as read', params: idParams, answer: notificationView, errors: ['NOT_FOUND'] }),
};

/** The back office's view across everyone (SUPER_ADMIN). */
export const adminNotificationRoutes = {
  sent: route({ method: 'GET', path: '/admin/notifications', access: SUPER_ADMINS, tag, summary: 'Notifications sent to anyone, newest first', query: adminNotificationListQuery, answer: adminNotificationList, errors: [] }),
  mailOutbox: route({ method: 'GET', path: '/admin/mail-outbox', access: SUPER_ADMINS, tag, summary: 'The mail outbox, newest first, without bodies', query: mailOutboxListQuery, answer: mailOutboxList, errors: [] }),
};
