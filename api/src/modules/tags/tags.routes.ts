import type { FastifyInstance } from 'fastify';
import { idParams, type IdParams } from '@portal/contract/common';
import { taxonomyBody, taxonomyListQuery, type TaxonomyInput, type TaxonomyListQuery } from '@portal/contract/taxonomy';
import { ok } from '../../lib/envelope';
import { ADMINS, EVERYONE, SUPER_ADMINS, currentUser } from '../../plugins/auth';
import { taxonomyService } from '../categories/taxonomy.service';

const service = taxonomyService('tag');

export default async function tagRoutes(app: FastifyInstance) {
  const tags = ['tags'];
  const id = (request: { params: unknown }) => (request.params as IdParams).id;
  const admin = { access: SUPER_ADMINS };

  app.get('/tags', { config: { access: EVERYONE }, schema: { tags, querystring: taxonomyListQuery } }, async (request) => {
    const { items, pagination } = await service.list(app.db, currentUser(request), request.query as TaxonomyListQuery);
    return ok({ tags: items, pagination });
  });

  // The admin dashboard's overview cards read the stats, so every admin may.
  // Registered before /tags/:id so 'stats' is never read as an id.
  app.get('/tags/stats', { config: { access: ADMINS }, schema: { tags } }, async () => ok(await service.stats(app.db)));

  app.post('/tags', { config: admin, schema: { tags, body: taxonomyBody } }, async (request, reply) =>
    reply.status(201).send(ok(await service.create(app.db, request.body as TaxonomyInput), 'Tag created successfully')),
  );

  app.put('/tags/:id', { config: admin, schema: { tags, params: idParams, body: taxonomyBody } }, async (request) =>
    ok(await service.update(app.db, id(request), request.body as TaxonomyInput), 'Tag updated successfully'),
  );

  app.patch('/tags/:id/activate', { config: admin, schema: { tags, params: idParams } }, async (request) =>
    ok(await service.setActive(app.db, id(request), true), 'Tag activated successfully'),
  );

  app.patch('/tags/:id/deactivate', { config: admin, schema: { tags, params: idParams } }, async (request) =>
    ok(await service.setActive(app.db, id(request), false), 'Tag deactivated successfully'),
  );

  app.delete('/tags/:id', { config: admin, schema: { tags, params: idParams } }, async (request) => {
    await service.remove(app.db, id(request));
    return ok(null, 'Tag deleted successfully');
  });
}
