import type { FastifyInstance } from 'fastify';
import { adminNotificationRoutes as routes } from '@portal/contract/notifications';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import * as service from './admin-notifications.service';

export default async function adminNotificationRoutes(app: FastifyInstance) {
  serve(app, routes.sent, async ({ query }) => ok(await service.listSent(app.db, query.page, query.limit)));
  serve(app, routes.mailOutbox, async ({ query }) => ok(await service.listMail(app.db, query.page, query.limit)));
}
