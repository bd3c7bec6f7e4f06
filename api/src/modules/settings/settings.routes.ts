import type { FastifyInstance } from 'fastify';
import { settingsRoutes } from '@portal/contract/settings';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import * as service from './settings.service';

export default async function settingsRoutesPlugin(app: FastifyInstance) {
  // The row is made from the defaults before the first request, not by the first orders racing
  // to create it (each would wait on the others' insert).
  app.addHook('onReady', async () => {
    await service.getSettings(app.db);
  });

  serve(app, settingsRoutes.get, async () => ok(await service.getSettings(app.db)));
  serve(app, settingsRoutes.update, async ({ body }) => ok(await service.updateSettings(app.db, body), 'Settings updated successfully'));
}
