import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ok } from '../../lib/envelope';
import { APP_VERSION } from '../../version';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { access: 'public' }, schema: { tags: ['health'], summary: 'Liveness and database status' } }, async () => {
    await app.db.execute(sql`select 1`);
    return ok({
      database: app.dbHandle.kind,
      migration: await app.dbHandle.currentMigration(),
      version: APP_VERSION,
    });
  });
}
