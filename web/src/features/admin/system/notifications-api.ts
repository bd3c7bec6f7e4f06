import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminNotificationList, MailOutboxList } from '@portal/contract/notifications';
import { api } from '../../../lib/api/api-on-demand';
import { adminKeys } from '../../../lib/query/keys';
import { t } from '../../../lib/i18n/i18n';

/** Page is 0-based on screen and 1-based in the API. */
export const sentNotificationsQuery = (page: number, limit: number) => {
  const params = { page: page + 1, limit };
  return queryOptions({
    queryKey: adminKeys.list('sent-notifications', params),
    queryFn: () => api.get<AdminNotificationList>('admin/notifications', { searchParams: params, fallback: t('admin.system.notifications.fetchSentFailed') }),
    placeholderData: keepPreviousData,
  });
};

export const mailOutboxQuery = (page: number, limit: number) => {
  const params = { page: page + 1, limit };
  return queryOptions({
    queryKey: adminKeys.list('mail-outbox', params),
    queryFn: () => api.get<MailOutboxList>('admin/mail-outbox', { searchParams: params, fallback: t('admin.system.notifications.fetchOutboxFailed') }),
    placeholderData: keepPreviousData,
  });
};
