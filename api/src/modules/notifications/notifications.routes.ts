import type { FastifyInstance } from 'fastify';
import { notificationRoutes } from '@portal/contract/notifications';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import adminNotificationRoutes from './admin-notifications.routes';
import * as service from './notifications.service';

export default async function notificationRoutesPlugin(app: FastifyInstance) {
  serve(app, notificationRoutes.list, async ({ request, query }) => ok(await service.list(app.db, currentUser(request).id, query.limit)));
  serve(app, notificationRoutes.readAll, async ({ request }) => ok(await service.markAllRead(app.db, currentUser(request).id), 'All notifications marked as read'));
  serve(app, notificationRoutes.read, async ({ request, params }) => ok(await service.markRead(app.db, currentUser(request).id, params.id), 'Notification marked as read'));

  // The back office's view across everyone (SUPER_ADMIN).
  await adminNotificationRoutes(app);
}
