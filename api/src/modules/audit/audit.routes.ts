import type { FastifyInstance } from 'fastify';
import { auditRoutes } from '@portal/contract/audit';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import * as service from './audit.service';

export default async function auditRoutesPlugin(app: FastifyInstance) {
  // ADMIN reads the history of orders, products and vendors; the service refuses the rest.
  serve(app, auditRoutes.list, async ({ request, query }) => ok(await service.list(app.db, currentUser(request), query)));
}
