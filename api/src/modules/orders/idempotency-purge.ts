/**
 * Forgets stored order answers older than IDEMPOTENCY_RETENTION_DAYS, once at start and then every
 * hour while the app runs. The timer is unref'd so it never keeps a process alive.
 */
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_RETENTION_DAYS } from '@portal/contract/rules';
import { purgeIdempotency } from '../../lib/idempotency';

const HOUR = 3_600_000;

export function scheduleIdempotencyPurge(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const purge = () =>
    purgeIdempotency(app.db, IDEMPOTENCY_RETENTION_DAYS).catch((err: unknown) => app.log.warn({ err }, 'idempotency purge failed'));
  app.addHook('onReady', async () => {
    void purge();
    timer = setInterval(() => void purge(), HOUR);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
