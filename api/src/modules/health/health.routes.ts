import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MSG } from '@portal/contract/messages';
import { ok } from '../../lib/envelope';
import { ServiceUnavailableError } from '../../lib/errors';
import { APP_VERSION } from '../../version';

/** /health answers within this bound whatever the database does, so a load balancer can rely on it. */
const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { access: 'public' }, schema: { tags: ['health'], summary: 'Liveness and database status' } }, async () => {
    let migration: string;
    try {
      migration = await within(
        app.db.execute(sql`select 1`).then(() => app.dbHandle.currentMigration()),
        HEALTH_DATABASE_TIMEOUT_MS,
      );
    } catch {
      throw new ServiceUnavailableError(MSG.databaseUnavailable, 'DATABASE_UNAVAILABLE', { database: 'down', version: APP_VERSION });
    }
    return ok({ database: app.dbHandle.kind, migration, version: APP_VERSION });
  });
}
