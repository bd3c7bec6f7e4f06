import type { FastifyInstance } from 'fastify';
import { settingsBody, type SettingsInput } from '@portal/contract/settings';
import { ok } from '../../lib/envelope';
import { EVERYONE, SUPER_ADMINS } from '../../plugins/auth';
import * as service from './settings.service';

export default async function settingsRoutes(app: FastifyInstance) {
  const tags = ['settings'];

  // The row is made from the defaults before the first request, not by the first orders racing
  // to create it (each would wait on the others' insert).
  app.addHook('onReady', async () => {
    await service.getSettings(app.db);
  });

  app.get('/settings', { config: { access: EVERYONE }, schema: { tags } }, async () => ok(await service.getSettings(app.db)));

  app.put('/settings', { config: { access: SUPER_ADMINS }, schema: { tags, body: settingsBody } }, async (request) =>
    ok(await service.updateSettings(app.db, request.body as SettingsInput), 'Settings updated successfully'),
  );
}
