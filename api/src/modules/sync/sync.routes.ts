import type { FastifyInstance } from 'fastify';
import { syncQuery, type SyncQuery } from '@portal/contract/sync';
import { ok } from '../../lib/envelope';
import { EVERYONE, currentUser } from '../../plugins/auth';
import * as service from './sync.service';

export default async function syncRoutes(app: FastifyInstance) {
  app.get('/sync/catalogue', { config: { access: EVERYONE }, schema: { tags: ['sync'], querystring: syncQuery } }, async (request, reply) => {
    const page = await service.plan(app.db, currentUser(request), request.query as SyncQuery);
    // private: the page depends on the caller (chapter events); no-cache: always revalidate.
    reply.header('etag', page.etag).header('cache-control', 'private, no-cache').header('vary', 'Authorization');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim() === page.etag)) return reply.status(304).send();
    return ok(await page.build());
  });
}
