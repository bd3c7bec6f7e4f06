import type { FastifyInstance } from 'fastify';
import { cartRoutes } from '@portal/contract/carts';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import * as service from './carts.service';

/** The signed-in shopper's own cart and saved carts (CHAPTER and USER; the back office has none). */
export default async function cartRoutesPlugin(app: FastifyInstance) {
  serve(app, cartRoutes.read, async ({ request }) => ok(await service.read(app.db, currentUser(request).id)));
  serve(app, cartRoutes.merge, async ({ request, body }) => ok(await service.merge(app.db, currentUser(request).id, body.changes)));
  serve(app, cartRoutes.listSaved, async ({ request }) => ok(await service.listSaved(app.db, currentUser(request).id)));
  serve(app, cartRoutes.save, async ({ request, params, body }) => ok(await service.save(app.db, currentUser(request).id, params.id, body)));
  serve(app, cartRoutes.deleteSaved, async ({ request, params, query }) => ok(await service.remove(app.db, currentUser(request).id, params.id, query.at)));
}
