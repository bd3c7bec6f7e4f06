/** The signed-in person's own profile, served from its declaration (contract/src/users.ts). */
import type { FastifyInstance } from 'fastify';
import { profileRoutes } from '@portal/contract/users';
import { ok } from '../../lib/envelope';
import { FORM_BODY_LIMIT, SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { createLimiter } from '../../lib/rate-limiter';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import * as profile from './profile.service';

export default async function profileRoutesPlugin(app: FastifyInstance) {
  const limiter = createLimiter(app.db, app.config.rateLimits);

  serve(app, profileRoutes.get, async ({ request }) => ok(await profile.getProfile(app.db, currentUser(request))));
  serve(app, profileRoutes.update, async ({ request, body }) => ok(await profile.updateProfile(app.db, currentUser(request), body, request.ip), 'Profile updated'), {
    bodyLimit: FORM_BODY_LIMIT,
  });
  serve(
    app,
    profileRoutes.changePassword,
    async ({ request, body }) => {
      const user = currentUser(request);
      await limiter.take([['passwordChange', String(user.id)]], 'password change attempts');
      await profile.changePassword(app.db, user, body, request.ip);
      return ok(null, 'Password changed');
    },
    { bodyLimit: SMALL_BODY_LIMIT },
  );
}
