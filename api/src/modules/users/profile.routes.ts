import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { changePasswordBody, profileUpdateBody } from '@portal/contract/auth';
import { ok } from '../../lib/envelope';
import { createLimiter } from '../../lib/rate-limiter';
import { currentUser } from '../../plugins/auth';
import * as profile from './profile.service';

export default async function profileRoutes(app: FastifyInstance) {
  const tags = ['profile'];
  const limiter = createLimiter(app.db, app.config.rateLimits);

  app.get('/users/profile', { config: { access: 'authenticated' }, schema: { tags, summary: 'The signed-in user with their chapter' } }, async (request) =>
    ok(await profile.getProfile(app.db, currentUser(request))),
  );

  app.put<{ Body: v.InferOutput<typeof profileUpdateBody> }>(
    '/users/profile',
    { config: { access: 'authenticated' }, schema: { tags, summary: "Update own names and own chapter's details", body: profileUpdateBody } },
    async (request) => ok(await profile.updateProfile(app.db, currentUser(request), request.body, request.ip), 'Profile updated'),
  );

  app.post<{ Body: v.InferOutput<typeof changePasswordBody> }>(
    '/users/profile/password',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'Change own password (other sessions end)', body: changePasswordBody } },
    async (request) => {
      const user = currentUser(request);
      await limiter.take([['passwordChange', String(user.id)]], 'password change attempts');
      await profile.changePassword(app.db, user, request.body, request.ip);
      return ok(null, 'Password changed');
    },
  );
}
