import type { FastifyInstance } from 'fastify';
import { auditListQuery, type AuditListQuery } from '@portal/contract/audit';
import { ok } from '../../lib/envelope';
import { ADMINS, currentUser } from '../../plugins/auth';
import * as service from './audit.service';

export default async function auditRoutes(app: FastifyInstance) {
  // ADMIN reads the history of orders, products and vendors; the service refuses the rest.
  app.get('/audit', { config: { access: ADMINS }, schema: { tags: ['audit'], summary: 'History: audit records, newest first', querystring: auditListQuery } }, async (request) =>
    ok(await service.list(app.db, currentUser(request), request.query as AuditListQuery)),
  );
}
