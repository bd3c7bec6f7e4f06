/**
 * The chapters routes, served from their declaration (contract/src/chapters.ts). Reads are open
 * to ADMIN and above: the event screen's chapter picker lists chapters and the admin dashboard
 * and reports read /chapters/stats (spec 2.1, 2.6, 2.8, 7). Every write is SUPER_ADMIN only
 * (spec 2.7, 6).
 */
import type { FastifyInstance } from 'fastify';
import { chapterRoutes } from '@portal/contract/chapters';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import * as service from './chapters.service';

export default async function chapterRoutesPlugin(app: FastifyInstance) {
  serve(app, chapterRoutes.list, async ({ query }) => ok(await service.list(app.db, query)));
  // Registered before /:id so 'stats' is never read as an id.
  serve(app, chapterRoutes.stats, async () => ok(await service.stats(app.db)));
  serve(app, chapterRoutes.get, async ({ params }) => ok(await service.get(app.db, params.id)));
  serve(app, chapterRoutes.create, async ({ body }) => ok(await service.create(app.db, body), 'Chapter created successfully'));
  serve(app, chapterRoutes.update, async ({ params, body }) => ok(await service.update(app.db, params.id, body), 'Chapter updated successfully'));
  serve(app, chapterRoutes.activate, async ({ params }) => ok(await service.setActive(app.db, params.id, true), 'Chapter activated successfully'));
  serve(app, chapterRoutes.deactivate, async ({ params }) => ok(await service.setActive(app.db, params.id, false), 'Chapter deactivated successfully'));
  serve(app, chapterRoutes.remove, async ({ params }) => {
    await service.remove(app.db, params.id);
    return ok(null, 'Chapter deleted successfully');
  });
}
