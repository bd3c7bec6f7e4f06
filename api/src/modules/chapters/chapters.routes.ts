/**
 * Reads are open to ADMIN and above: the event screen's chapter picker lists chapters and the
 * admin dashboard and reports read /chapters/stats (spec 2.1, 2.6, 2.8, 7). Every write is
 * SUPER_ADMIN only (spec 2.7, 6).
 */
import type { FastifyInstance } from 'fastify';
import { idParams, type IdParams } from '@portal/contract/common';
import { chapterBody, chapterListQuery, type ChapterInput, type ChapterListQuery } from '@portal/contract/chapters';
import { ok } from '../../lib/envelope';
import { ADMINS, SUPER_ADMINS } from '../../plugins/auth';
import * as service from './chapters.service';

export default async function chapterRoutes(app: FastifyInstance) {
  const tags = ['chapters'];

  app.get('/chapters', { config: { access: ADMINS }, schema: { tags, querystring: chapterListQuery } }, async (request) =>
    ok(await service.list(app.db, request.query as ChapterListQuery)),
  );

  app.get('/chapters/stats', { config: { access: ADMINS }, schema: { tags } }, async () => ok(await service.stats(app.db)));

  app.get('/chapters/:id', { config: { access: ADMINS }, schema: { tags, params: idParams } }, async (request) =>
    ok(await service.get(app.db, (request.params as IdParams).id)),
  );

  app.post('/chapters', { config: { access: SUPER_ADMINS }, schema: { tags, body: chapterBody } }, async (request, reply) => {
    const chapter = await service.create(app.db, request.body as ChapterInput);
    return reply.status(201).send(ok(chapter, 'Chapter created successfully'));
  });

  app.put('/chapters/:id', { config: { access: SUPER_ADMINS }, schema: { tags, params: idParams, body: chapterBody } }, async (request) => {
    const { id } = request.params as IdParams;
    return ok(await service.update(app.db, id, request.body as ChapterInput), 'Chapter updated successfully');
  });

  for (const [action, isActive] of [['activate', true], ['deactivate', false]] as const) {
    app.patch(`/chapters/:id/${action}`, { config: { access: SUPER_ADMINS }, schema: { tags, params: idParams } }, async (request) =>
      ok(await service.setActive(app.db, (request.params as IdParams).id, isActive), `Chapter ${action}d successfully`),
    );
  }

  app.delete('/chapters/:id', { config: { access: SUPER_ADMINS }, schema: { tags, params: idParams } }, async (request) => {
    await service.remove(app.db, (request.params as IdParams).id);
    return ok(null, 'Chapter deleted successfully');
  });
}
