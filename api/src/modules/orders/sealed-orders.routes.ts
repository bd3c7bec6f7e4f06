/** Delivery keys and sealed orders, served from their declaration (contract/src/sealed-orders.ts). */
import type { FastifyInstance } from 'fastify';
import { sealedOrderRoutes } from '@portal/contract/sealed-orders';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { createLimiter } from '../../lib/rate-limiter';
import { ORDER_BODY_LIMIT } from '../../lib/body-limits';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import { purgeExpiredKeys } from './delivery-keys.repo';
import { orderCopies } from './order-copy';
import { deliveryKeyFor, placeSealedOrder } from './sealed-orders.service';

const HOUR = 3_600_000;
/** An expired key's row is kept this long after its expiry (a refusal can still be looked into), then forgotten. */
export const EXPIRED_KEY_RETENTION_DAYS = 30;

/** Forgets long-expired delivery keys at start and every hour; the timer never keeps a process alive. */
function scheduleKeyPurge(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const purge = () => purgeExpiredKeys(app.db, EXPIRED_KEY_RETENTION_DAYS).catch((err: unknown) => app.log.warn({ err }, 'delivery key purge failed'));
  app.addHook('onReady', async () => {
    void purge();
    timer = setInterval(() => void purge(), HOUR);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

export default async function sealedOrderRoutesPlugin(app: FastifyInstance) {
  const copies = orderCopies(app);
  const limiter = createLimiter(app.db, app.config.rateLimits);
  scheduleKeyPurge(app);

  serve(app, sealedOrderRoutes.deliveryKey, async ({ request }) => ok(await deliveryKeyFor(app.db, app.config.jwtSecret, currentUser(request))));

  serve(
    app,
    sealedOrderRoutes.placeSealed,
    async ({ request, reply, body }) => {
      const key = request.headers['idempotency-key'];
      await limiter.take([['sealedOrderAddress', request.ip]], 'sealed orders that match no key');
      const result = await placeSealedOrder(app.db, app.config.jwtSecret, body, typeof key === 'string' ? key : undefined, copies.write).catch(async (error: unknown) => {
        if (!(error instanceof AppError && error.code === 'SEAL_INVALID')) await limiter.forgive('sealedOrderAddress', request.ip);
        throw error;
      });
      await limiter.forgive('sealedOrderAddress', request.ip);
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      if (result.copy) copies.written(result.copy);
      return reply.status(result.status).type('application/json; charset=utf-8').send(result.json);
    },
    // A sealed order is an order and 250 bytes more.
    { bodyLimit: ORDER_BODY_LIMIT + 1024 },
  );
}
