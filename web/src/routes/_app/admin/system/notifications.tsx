import { createFileRoute } from '@tanstack/react-router';
import { listShown, loadDefaultPageSize } from '../../../../features/admin/kit/list-search';
import { screenError } from '../../../../features/admin/kit/route-error';
import { mailOutboxQuery, sentNotificationsQuery } from '../../../../features/admin/system/notifications-api';
import { notificationSearchSchema } from '../../../../features/admin/system/notifications-search';
import { NotificationsPage } from '../../../../features/admin/system/notifications-page';

/** Notifications: each table's page and page size in the address, so Back returns to them. */
export const Route = createFileRoute('/_app/admin/system/notifications')({
  validateSearch: notificationSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const pageSize = await loadDefaultPageSize(context.queryClient);
    const sent = sentNotificationsQuery((deps.sentPage ?? 1) - 1, deps.sentPageSize ?? pageSize);
    const outbox = mailOutboxQuery((deps.outboxPage ?? 1) - 1, deps.outboxPageSize ?? pageSize);
    // Two tables, each showing its own failure with Retry (the other still shows): both are loaded
    // before the screen shows, and a failed one is left in the cache for its table to say so.
    // Once both have shown rows, another page does not hold the route back: the table keeps its
    // rows, marked as loading.
    const { queryClient } = context;
    const loads = [queryClient.prefetchQuery({ ...sent, retry: false }), queryClient.prefetchQuery({ ...outbox, retry: false })];
    if (!listShown(queryClient, sent.queryKey) || !listShown(queryClient, outbox.queryKey)) await Promise.all(loads);
  },
  errorComponent: screenError('admin.system.notifications.title', 'admin.system.notifications.fetchSentFailed'),
  component: NotificationsPage,
});
