/** The vendors routes, served from their declaration (contract/src/vendors.ts). */
import type { FastifyInstance } from 'fastify';
import { vendorRoutes } from '@portal/contract/vendors';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import * as service from './vendors.service';

export default async function vendorRoutesPlugin(app: FastifyInstance) {
  serve(app, vendorRoutes.list, async ({ request, query }) => ok(await service.list(app.db, currentUser(request), query)));
  // Registered before /vendors/:id so 'stats' is never read as an id.
  serve(app, vendorRoutes.stats, async () => ok(await service.stats(app.db)));
  serve(app, vendorRoutes.get, async ({ request, params }) => ok(await service.get(app.db, currentUser(request), params.id)));
  serve(app, vendorRoutes.create, async ({ request, body }) => ok(await service.create(app.db, currentUser(request), body, request.ip), 'Vendor created successfully'));
  serve(app, vendorRoutes.update, async ({ request, params, body }) =>
    ok(await service.update(app.db, currentUser(request), params.id, body, request.ip), 'Vendor updated successfully'),
  );
  serve(app, vendorRoutes.remove, async ({ request, params }) => {
    await service.remove(app.db, params.id, currentUser(request), request.ip);
    return ok(null, 'Vendor deleted successfully');
  });
}
