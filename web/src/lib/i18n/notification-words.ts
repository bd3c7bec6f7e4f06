/**
 * A notification's words in the chosen language. The API stores its own English words with each
 * notification, and the figures they came from; an order status notification is worded here from
 * those figures. Anything else (an announcement an admin wrote, a notification kept from before the
 * figures were) shows as it was written.
 */
import { orderStatusDataOf } from '@portal/contract/notifications';
import { t } from './i18n';

export interface NotificationWords {
  title: string;
  body: string;
}

export function notificationWords(notification: { type: string; title: string; body?: string; data: unknown }): NotificationWords {
  const figures = orderStatusDataOf(notification.type, notification.data);
  if (!figures) return { title: notification.title, body: notification.body ?? '' };
  const { orderNumber, from, to } = figures;
  const state = (status: typeof to) => t(`notifications.orderStatus.state.${status}`);
  return {
    title: t(`notifications.orderStatus.title.${to}`, { orderNumber }),
    body: from
      ? t('notifications.orderStatus.changed', { orderNumber, from: state(from), to: state(to) })
      : t('notifications.orderStatus.now', { orderNumber, to: state(to) }),
  };
}
