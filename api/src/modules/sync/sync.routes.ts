/** The catalogue's delta sync, served from its declaration (contract/src/sync.ts). */
import type { FastifyInstance } from 'fastify';
import { syncRoutes } from '@portal/contract/sync';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import { preferredEncoding, SyncPageCache } from './sync-page-cache';
import * as service from './sync.service';

/** About 30 first-sync pages of 5,000 products, compressed. */
const CACHE_BYTES = 64 * 1024 * 1024;
export default async function syncRoutesPlugin(app: FastifyInstance) {
  const pages = new SyncPageCache(CACHE_BYTES);
  const shapes = new service.PageShapes();
  // Tablets starting together (an event's opening) ask for more pages than the process serves at
  // once: the excess is told at once when to come back (503, Retry-After), not queued to time out.
  serve(app, syncRoutes.catalogue, ({ request, reply, query }) =>
    app.syncGate.run(async () => {
      const page = await service.plan(app.db, currentUser(request), query, shapes);
      // private: the page depends on the caller (chapter events); no-cache: always revalidate.
      reply.header('etag', page.etag).header('cache-control', 'private, no-cache').header('vary', 'Authorization, Accept-Encoding');
      const match = request.headers['if-none-match'];
      if (match && match.split(',').some((tag) => tag.trim() === page.etag)) return reply.status(304).send();
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = await pages.get(page.etag, encoding, async () => {
        const { page: content, exact } = await page.build();
        return { json: JSON.stringify(ok(content)), keep: exact };
      });
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(body);
    }),
  );
}
