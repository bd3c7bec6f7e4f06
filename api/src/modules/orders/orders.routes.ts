import type { FastifyInstance } from 'fastify';
import { idParams, type IdParams } from '@portal/contract/common';
import {
  orderListQuery,
  placeOrderBody,
  updateOrderBody,
  type OrderListQuery,
  type PlaceOrderInput,
  type UpdateOrderInput,
} from '@portal/contract/orders';
import { ok } from '../../lib/envelope';
import { ADMINS, EVERYONE, SHOPPERS, currentUser } from '../../plugins/auth';
import { scheduleIdempotencyPurge } from './idempotency-purge';
import * as status from './order-status.service';
import * as service from './orders.service';
import { placeOrder } from './place-order.service';

export default async function orderRoutes(app: FastifyInstance) {
  const tags = ['orders'];
  scheduleIdempotencyPurge(app);

  app.post('/orders', { config: { access: SHOPPERS }, schema: { tags, body: placeOrderBody } }, async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const result = await placeOrder(app.db, currentUser(request), request.body as PlaceOrderInput, typeof key === 'string' ? key : undefined);
    if (result.replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.status(result.status).type('application/json; charset=utf-8').send(result.json);
  });

  app.get('/orders', { config: { access: EVERYONE }, schema: { tags, querystring: orderListQuery } }, async (request) =>
    ok(await service.list(app.db, currentUser(request), request.query as OrderListQuery)),
  );

  app.get('/orders/stats', { config: { access: ADMINS }, schema: { tags, querystring: orderListQuery } }, async (request) =>
    ok(await service.stats(app.db, currentUser(request), request.query as OrderListQuery)),
  );

  app.get('/orders/:id', { config: { access: EVERYONE }, schema: { tags, params: idParams } }, async (request) =>
    ok(await service.get(app.db, currentUser(request), (request.params as IdParams).id)),
  );

  app.put('/orders/:id', { config: { access: ADMINS }, schema: { tags, params: idParams, body: updateOrderBody } }, async (request) => {
    const { id } = request.params as IdParams;
    return ok(await status.update(app.db, currentUser(request), id, request.body as UpdateOrderInput), 'Order updated successfully');
  });

  app.delete('/orders/:id/cancel', { config: { access: EVERYONE }, schema: { tags, params: idParams } }, async (request) =>
    ok(await status.cancel(app.db, currentUser(request), (request.params as IdParams).id), 'Order cancelled successfully'),
  );
}
