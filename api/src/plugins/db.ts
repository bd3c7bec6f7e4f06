/** Decorates the app with the database handle and closes it when the app closes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '@portal/db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
  }
}

export default fp<{ handle: DatabaseHandle; closeOnShutdown: boolean }>(async function dbPlugin(app, opts) {
  app.decorate('db', opts.handle.db);
  app.decorate('dbHandle', opts.handle);
  if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.handle.close());
});

export type App = FastifyInstance;
