import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../../../features/admin/system/notifications-page';

export const Route = createFileRoute('/_app/admin/system/notifications')({ component: NotificationsPage });
