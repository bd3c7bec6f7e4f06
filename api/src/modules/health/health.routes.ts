/**
 * Two health routes, for two askers. Liveness (/health/live) says the process answers and never
 * touches the database: a supervisor that restarts on its failure must not restart every instance
 * because PostgreSQL is slow. Readiness (/health) says whether this instance can serve now: it
 * reads the database on a connection of its own (DatabaseHandle.check), so a queue of requests
 * waiting for the pool never makes it lie, and answers within its time limit either way.
 */
import type { FastifyInstance } from 'fastify';
import { healthRoutes } from '@portal/contract/health';
import { MSG } from '@portal/contract/messages';
import { ok } from '../../lib/envelope';
import { ServiceUnavailableError } from '../../lib/errors';
import { serve } from '../../lib/serve';
import { APP_VERSION } from '../../version';

/** /health answers within this bound whatever the database does, so a load balancer can rely on it. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

export default async function healthRoutesPlugin(app: FastifyInstance) {
  serve(app, healthRoutes.ready, async () => {
    let migration: string;
    try {
      migration = await app.dbHandle.check(HEALTH_DATABASE_TIMEOUT_MS);
    } catch {
      throw new ServiceUnavailableError(MSG.databaseUnavailable, 'DATABASE_UNAVAILABLE', { database: 'down', version: APP_VERSION });
    }
    return ok({ database: app.dbHandle.kind, migration, version: APP_VERSION });
  });

  serve(app, healthRoutes.live, async () => ok({ version: APP_VERSION }));
}
