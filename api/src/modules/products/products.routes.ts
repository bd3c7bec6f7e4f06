/** The products routes, served from their declaration (contract/src/products.ts). */
import type { FastifyInstance } from 'fastify';
import { productRoutes } from '@portal/contract/products';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { uploadsStorage } from '../../lib/storage';
import { currentUser } from '../../plugins/auth';
import * as service from './products.service';

export default async function productRoutesPlugin(app: FastifyInstance) {
  serve(app, productRoutes.list, async ({ request, query }) => ok(await service.list(app.db, currentUser(request), query)));
  // Registered before /products/:id so 'stats' is never read as an id.
  serve(app, productRoutes.stats, async () => ok(await service.stats(app.db)));
  serve(app, productRoutes.get, async ({ request, params }) => ok(await service.get(app.db, currentUser(request), params.id)));
  serve(app, productRoutes.create, async ({ request, body }) => ok(await service.create(app.db, currentUser(request), body, request.ip), 'Product created successfully'));
  serve(app, productRoutes.update, async ({ request, params, body }) =>
    ok(await service.update(app.db, currentUser(request), params.id, body, request.ip), 'Product updated successfully'),
  );
  serve(app, productRoutes.activate, async ({ request, params }) =>
    ok(await service.setActive(app.db, currentUser(request), params.id, true, request.ip), 'Product activated successfully'),
  );
  serve(app, productRoutes.deactivate, async ({ request, params }) =>
    ok(await service.setActive(app.db, currentUser(request), params.id, false, request.ip), 'Product deactivated successfully'),
  );
  serve(app, productRoutes.remove, async ({ request, params }) => {
    await service.remove(app.db, uploadsStorage(app.db), params.id, currentUser(request), request.ip);
    return ok(null, 'Product deleted successfully');
  });
}
