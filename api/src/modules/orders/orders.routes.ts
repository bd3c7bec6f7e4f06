/** The orders routes, served from their declaration (contract/src/orders.ts). */
import type { FastifyInstance } from 'fastify';
import { orderRoutes } from '@portal/contract/orders';
import { ok } from '../../lib/envelope';
import { ORDER_BODY_LIMIT } from '../../lib/body-limits';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import { scheduleIdempotencyPurge } from './idempotency-purge';
import { orderCopies } from './order-copy';
import * as status from './order-status.service';
import * as service from './orders.service';
import { placeOrder } from './place-order.service';

export default async function orderRoutesPlugin(app: FastifyInstance) {
  scheduleIdempotencyPurge(app);
  // The pass over copies left queued runs once per app: here, for the sealed orders' copies too.
  const copies = orderCopies(app, { deliverLeftBehind: true });

  serve(
    app,
    orderRoutes.place,
    async ({ request, reply, body }) => {
      const key = request.headers['idempotency-key'];
      const result = await placeOrder(app.db, currentUser(request), body, typeof key === 'string' ? key : undefined, copies.write);
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      // The buyer's copy committed with the order; it is delivered off the request's time.
      if (result.copy) copies.written(result.copy);
      return reply.status(result.status).type('application/json; charset=utf-8').send(result.json);
    },
    { bodyLimit: ORDER_BODY_LIMIT },
  );
  serve(app, orderRoutes.list, async ({ request, query }) => ok(await service.list(app.db, currentUser(request), query)));
  serve(app, orderRoutes.stats, async ({ request, query }) => ok(await service.stats(app.db, currentUser(request), query)));
  serve(app, orderRoutes.get, async ({ request, params }) => ok(await service.get(app.db, currentUser(request), params.id)));
  serve(app, orderRoutes.update, async ({ request, params, body }) => ok(await status.update(app.db, currentUser(request), params.id, body), 'Order updated successfully'));
  serve(app, orderRoutes.cancel, async ({ request, params }) => ok(await status.cancel(app.db, currentUser(request), params.id), 'Order cancelled successfully'));
}
