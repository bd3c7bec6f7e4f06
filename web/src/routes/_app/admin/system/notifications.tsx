import { createFileRoute } from '@tanstack/react-router';
import { notificationSearchSchema } from '../../../../features/admin/system/notifications-search';
import { NotificationsPage } from '../../../../features/admin/system/notifications-page';

/** Notifications: each table's page and page size in the address, so Back returns to them. */
export const Route = createFileRoute('/_app/admin/system/notifications')({ validateSearch: notificationSearchSchema, component: NotificationsPage });
