/** An order's timeline and internal comments, served from their declaration (contract/src/order-timeline.ts). */
import type { FastifyInstance } from 'fastify';
import { orderTimelineRoutes } from '@portal/contract/order-timeline';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import * as service from './order-timeline.service';

export default async function orderTimelineRoutesPlugin(app: FastifyInstance) {
  serve(app, orderTimelineRoutes.timeline, async ({ params }) => ok(await service.timeline(app.db, params.id)));
  serve(app, orderTimelineRoutes.comment, async ({ request, params, body }) => ok(await service.addComment(app.db, currentUser(request), params.id, body), 'Comment added'));
}
