import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminNotificationRoutes } from '@portal/contract/notifications';
import { call } from '../../../lib/api/call';
import { adminKeys } from '../../../lib/query/keys';
import { t } from '../../../lib/i18n/i18n';

/** Page is 0-based on screen and 1-based in the API. */
export const sentNotificationsQuery = (page: number, limit: number) => {
  const params = { page: page + 1, limit };
  return queryOptions({
    queryKey: adminKeys.list('sent-notifications', params),
    queryFn: () => call(adminNotificationRoutes.sent, { query: params, fallback: t('admin.system.notifications.fetchSentFailed') }),
    placeholderData: keepPreviousData,
  });
};

export const mailOutboxQuery = (page: number, limit: number) => {
  const params = { page: page + 1, limit };
  return queryOptions({
    queryKey: adminKeys.list('mail-outbox', params),
    queryFn: () => call(adminNotificationRoutes.mailOutbox, { query: params, fallback: t('admin.system.notifications.fetchOutboxFailed') }),
    placeholderData: keepPreviousData,
  });
};
