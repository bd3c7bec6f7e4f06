import type { FastifyInstance } from 'fastify';
import { idParams, type IdParams } from '@portal/contract/common';
import { eventBody, eventListQuery, type EventInput, type EventListQuery } from '@portal/contract/events';
import { ok } from '../../lib/envelope';
import { ADMINS, EVERYONE, currentUser } from '../../plugins/auth';
import * as service from './events.service';

export default async function eventRoutes(app: FastifyInstance) {
  const tags = ['events'];

  app.get('/events', { config: { access: EVERYONE }, schema: { tags, querystring: eventListQuery } }, async (request) =>
    ok(await service.list(app.db, currentUser(request), request.query as EventListQuery)),
  );

  app.get('/events/stats', { config: { access: ADMINS }, schema: { tags } }, async () => ok(await service.stats(app.db)));

  app.get('/events/:id', { config: { access: EVERYONE }, schema: { tags, params: idParams } }, async (request) =>
    ok(await service.get(app.db, currentUser(request), (request.params as IdParams).id)),
  );

  app.post('/events', { config: { access: ADMINS }, schema: { tags, body: eventBody } }, async (request, reply) => {
    const event = await service.create(app.db, currentUser(request), request.body as EventInput);
    return reply.status(201).send(ok(event, 'Event created successfully'));
  });

  app.put('/events/:id', { config: { access: ADMINS }, schema: { tags, params: idParams, body: eventBody } }, async (request) => {
    const { id } = request.params as IdParams;
    return ok(await service.update(app.db, currentUser(request), id, request.body as EventInput), 'Event updated successfully');
  });

  for (const [action, isActive] of [['activate', true], ['deactivate', false]] as const) {
    app.patch(`/events/:id/${action}`, { config: { access: ADMINS }, schema: { tags, params: idParams } }, async (request) => {
      const event = await service.setActive(app.db, currentUser(request), (request.params as IdParams).id, isActive);
      return ok(event, `Event ${action}d successfully`);
    });
  }

  app.delete('/events/:id', { config: { access: ADMINS }, schema: { tags, params: idParams } }, async (request) => {
    await service.remove(app.db, (request.params as IdParams).id);
    return ok(null, 'Event deleted successfully');
  });
}
