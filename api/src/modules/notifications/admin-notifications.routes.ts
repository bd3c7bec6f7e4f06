import type { FastifyInstance } from 'fastify';
import {
  adminNotificationListQuery,
  mailOutboxListQuery,
  type AdminNotificationListQuery,
  type MailOutboxListQuery,
} from '@portal/contract/notifications';
import { ok } from '../../lib/envelope';
import { SUPER_ADMINS } from '../../plugins/auth';
import * as service from './admin-notifications.service';

export default async function adminNotificationRoutes(app: FastifyInstance) {
  const tags = ['notifications'];
  const config = { access: SUPER_ADMINS };

  app.get('/admin/notifications', { config, schema: { tags, querystring: adminNotificationListQuery } }, async (request) => {
    const { page, limit } = request.query as AdminNotificationListQuery;
    return ok(await service.listSent(app.db, page, limit));
  });

  app.get('/admin/mail-outbox', { config, schema: { tags, querystring: mailOutboxListQuery } }, async (request) => {
    const { page, limit } = request.query as MailOutboxListQuery;
    return ok(await service.listMail(app.db, page, limit));
  });
}
