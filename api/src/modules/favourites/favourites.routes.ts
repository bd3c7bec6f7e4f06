import type { FastifyInstance } from 'fastify';
import { favouriteRoutes } from '@portal/contract/favourites';
import { ok } from '../../lib/envelope';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import * as service from './favourites.service';

/** The signed-in shopper's own favourites (CHAPTER and USER; the back office has none). */
export default async function favouriteRoutesPlugin(app: FastifyInstance) {
  serve(app, favouriteRoutes.list, async ({ request }) => ok(await service.list(app.db, currentUser(request).id)));
  serve(app, favouriteRoutes.mark, async ({ request, params, body }) => ok(await service.mark(app.db, currentUser(request).id, params.productId, body.at)), {
    bodyLimit: SMALL_BODY_LIMIT,
  });
  serve(app, favouriteRoutes.unmark, async ({ request, params, query }) => ok(await service.unmark(app.db, currentUser(request).id, params.productId, query.at)));
}
