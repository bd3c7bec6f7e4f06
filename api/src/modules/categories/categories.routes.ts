import type { FastifyInstance } from 'fastify';
import { idParams, type IdParams } from '@portal/contract/common';
import { taxonomyBody, taxonomyListQuery, type TaxonomyInput, type TaxonomyListQuery } from '@portal/contract/taxonomy';
import { ok } from '../../lib/envelope';
import { ADMINS, EVERYONE, SUPER_ADMINS, currentUser } from '../../plugins/auth';
import { taxonomyService } from './taxonomy.service';

const service = taxonomyService('category');

export default async function categoryRoutes(app: FastifyInstance) {
  const tags = ['categories'];
  const id = (request: { params: unknown }) => (request.params as IdParams).id;
  const admin = { access: SUPER_ADMINS };

  app.get('/categories', { config: { access: EVERYONE }, schema: { tags, querystring: taxonomyListQuery } }, async (request) => {
    const { items, pagination } = await service.list(app.db, currentUser(request), request.query as TaxonomyListQuery);
    return ok({ categories: items, pagination });
  });

  // The admin dashboard's overview cards read the stats, so every admin may.
  // Registered before /categories/:id so 'stats' is never read as an id.
  app.get('/categories/stats', { config: { access: ADMINS }, schema: { tags } }, async () => ok(await service.stats(app.db)));

  app.post('/categories', { config: admin, schema: { tags, body: taxonomyBody } }, async (request, reply) =>
    reply.status(201).send(ok(await service.create(app.db, request.body as TaxonomyInput), 'Category created successfully')),
  );

  app.put('/categories/:id', { config: admin, schema: { tags, params: idParams, body: taxonomyBody } }, async (request) =>
    ok(await service.update(app.db, id(request), request.body as TaxonomyInput), 'Category updated successfully'),
  );

  app.put('/categories/:id/activate', { config: admin, schema: { tags, params: idParams } }, async (request) =>
    ok(await service.setActive(app.db, id(request), true), 'Category activated successfully'),
  );

  app.put('/categories/:id/deactivate', { config: admin, schema: { tags, params: idParams } }, async (request) =>
    ok(await service.setActive(app.db, id(request), false), 'Category deactivated successfully'),
  );

  app.delete('/categories/:id', { config: admin, schema: { tags, params: idParams } }, async (request) => {
    await service.remove(app.db, id(request));
    return ok(null, 'Category deleted successfully');
  });
}
