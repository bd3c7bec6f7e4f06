/** In-app notifications: what a signed-in person sees in the bell menu. */
import * as v from 'valibot';
import { qInt } from './common';

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
