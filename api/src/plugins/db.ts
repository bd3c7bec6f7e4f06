/**
 * Decorates the app with the database handle and closes it when the app closes. Each request may
 * wait for database connections CONNECTION_WAIT_MS in all (drizzle/connection-wait.ts), then its
 * statements fail as a connection time-out, answered 503 with Retry-After.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONNECTION_WAIT_MS, type Database, type DatabaseHandle } from '@portal/db';
import { withConnectionBudget } from '@portal/db/connection-wait';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
  }
}

export default fp<{ handle: DatabaseHandle; closeOnShutdown: boolean }>(async function dbPlugin(app, opts) {
  app.decorate('db', opts.handle.db);
  app.decorate('dbHandle', opts.handle);
  app.addHook('onRequest', (_request, _reply, done) => withConnectionBudget(CONNECTION_WAIT_MS, done));
  if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.handle.close());
});

export type App = FastifyInstance;
