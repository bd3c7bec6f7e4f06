/** The events routes, served from their declaration (contract/src/events.ts). */
import type { FastifyInstance } from 'fastify';
import { eventRoutes } from '@portal/contract/events';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import * as service from './events.service';

export default async function eventRoutesPlugin(app: FastifyInstance) {
  serve(app, eventRoutes.list, async ({ request, query }) => ok(await service.list(app.db, currentUser(request), query)));
  // Registered before /:id so 'stats' is never read as an id.
  serve(app, eventRoutes.stats, async () => ok(await service.stats(app.db)));
  serve(app, eventRoutes.get, async ({ request, params }) => ok(await service.get(app.db, currentUser(request), params.id)));
  serve(app, eventRoutes.create, async ({ request, body }) => ok(await service.create(app.db, currentUser(request), body), 'Event created successfully'));
  serve(app, eventRoutes.update, async ({ request, params, body }) => ok(await service.update(app.db, currentUser(request), params.id, body), 'Event updated successfully'));
  serve(app, eventRoutes.activate, async ({ request, params }) => ok(await service.setActive(app.db, currentUser(request), params.id, true), 'Event activated successfully'));
  serve(app, eventRoutes.deactivate, async ({ request, params }) => ok(await service.setActive(app.db, currentUser(request), params.id, false), 'Event deactivated successfully'));
  serve(app, eventRoutes.remove, async ({ params }) => {
    await service.remove(app.db, params.id);
    return ok(null, 'Event deleted successfully');
  });
}
