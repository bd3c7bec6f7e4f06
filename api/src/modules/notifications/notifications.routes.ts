import type { FastifyInstance } from 'fastify';
import { idParams, type IdParams } from '@portal/contract/common';
import { notificationListQuery, type NotificationListQuery } from '@portal/contract/notifications';
import { ok } from '../../lib/envelope';
import { EVERYONE, currentUser } from '../../plugins/auth';
import adminNotificationRoutes from './admin-notifications.routes';
import * as service from './notifications.service';

export default async function notificationRoutes(app: FastifyInstance) {
  const tags = ['notifications'];

  app.get('/notifications', { config: { access: EVERYONE }, schema: { tags, querystring: notificationListQuery } }, async (request) =>
    ok(await service.list(app.db, currentUser(request).id, (request.query as NotificationListQuery).limit)),
  );

  app.patch('/notifications/read-all', { config: { access: EVERYONE }, schema: { tags } }, async (request) =>
    ok(await service.markAllRead(app.db, currentUser(request).id), 'All notifications marked as read'),
  );

  app.patch('/notifications/:id/read', { config: { access: EVERYONE }, schema: { tags, params: idParams } }, async (request) =>
    ok(await service.markRead(app.db, currentUser(request).id, (request.params as IdParams).id), 'Notification marked as read'),
  );

  // The back office's view across everyone (SUPER_ADMIN).
  await adminNotificationRoutes(app);
}
