import type { FastifyInstance } from 'fastify';
import { categoryRoutes } from '@portal/contract/taxonomy';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import { registerTaxonomy } from './taxonomy.routes';

export default async function categoryRoutesPlugin(app: FastifyInstance) {
  const service = registerTaxonomy(app, 'category', categoryRoutes);
  serve(app, categoryRoutes.list, async ({ request, query }) => {
    const { items, pagination } = await service.list(app.db, currentUser(request), query);
    return ok({ categories: items, pagination });
  });
}
