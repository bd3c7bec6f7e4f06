import type { FastifyInstance } from 'fastify';
import { idParams, type IdParams } from '@portal/contract/common';
import { productBody, productListQuery, type ProductInput, type ProductListQuery } from '@portal/contract/products';
import { ok } from '../../lib/envelope';
import { uploadsStorage } from '../../lib/storage';
import { ADMINS, EVERYONE, currentUser } from '../../plugins/auth';
import * as service from './products.service';

export default async function productRoutes(app: FastifyInstance) {
  const tags = ['products'];
  const id = (request: { params: unknown }) => (request.params as IdParams).id;

  app.get('/products', { config: { access: EVERYONE }, schema: { tags, querystring: productListQuery } }, async (request) =>
    ok(await service.list(app.db, currentUser(request), request.query as ProductListQuery)),
  );

  // Registered before /products/:id so 'stats' is never read as an id.
  app.get('/products/stats', { config: { access: ADMINS }, schema: { tags } }, async () => ok(await service.stats(app.db)));

  app.get('/products/:id', { config: { access: EVERYONE }, schema: { tags, params: idParams } }, async (request) =>
    ok(await service.get(app.db, currentUser(request), id(request))),
  );

  app.post('/products', { config: { access: ADMINS }, schema: { tags, body: productBody } }, async (request, reply) => {
    const product = await service.create(app.db, currentUser(request), request.body as ProductInput, request.ip);
    return reply.status(201).send(ok(product, 'Product created successfully'));
  });

  app.put('/products/:id', { config: { access: ADMINS }, schema: { tags, params: idParams, body: productBody } }, async (request) =>
    ok(await service.update(app.db, currentUser(request), id(request), request.body as ProductInput, request.ip), 'Product updated successfully'),
  );

  app.patch('/products/:id/activate', { config: { access: ADMINS }, schema: { tags, params: idParams } }, async (request) =>
    ok(await service.setActive(app.db, currentUser(request), id(request), true, request.ip), 'Product activated successfully'),
  );

  app.patch('/products/:id/deactivate', { config: { access: ADMINS }, schema: { tags, params: idParams } }, async (request) =>
    ok(await service.setActive(app.db, currentUser(request), id(request), false, request.ip), 'Product deactivated successfully'),
  );

  app.delete('/products/:id', { config: { access: ADMINS }, schema: { tags, params: idParams } }, async (request) => {
    await service.remove(app.db, uploadsStorage(app.db), id(request), currentUser(request), request.ip);
    return ok(null, 'Product deleted successfully');
  });
}
