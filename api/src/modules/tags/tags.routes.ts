import type { FastifyInstance } from 'fastify';
import { tagRoutes } from '@portal/contract/taxonomy';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import { registerTaxonomy } from '../categories/taxonomy.routes';

export default async function tagRoutesPlugin(app: FastifyInstance) {
  const service = registerTaxonomy(app, 'tag', tagRoutes);
  serve(app, tagRoutes.list, async ({ request, query }) => {
    const { items, pagination } = await service.list(app.db, currentUser(request), query);
    return ok({ tags: items, pagination });
  });
}
