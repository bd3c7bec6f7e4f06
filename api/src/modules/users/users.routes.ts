/** User administration, served from its declaration (contract/src/users.ts). */
import type { FastifyInstance } from 'fastify';
import { userRoutes } from '@portal/contract/users';
import { ok } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { currentUser } from '../../plugins/auth';
import * as users from './users.service';

export default async function usersRoutes(app: FastifyInstance) {
  const admins = { denied: 'MANAGE_USERS' } as const;

  serve(app, userRoutes.list, async ({ query }) => ok(await users.listUsers(app.db, query)), admins);
  serve(app, userRoutes.get, async ({ params }) => ok(await users.getUser(app.db, params.id)), admins);
  serve(app, userRoutes.activate, async ({ request, params }) => ok(await users.setUserActive(app.db, currentUser(request), params.id, true, request.ip), 'User activated'), admins);
  serve(
    app,
    userRoutes.deactivate,
    async ({ request, params }) => ok(await users.setUserActive(app.db, currentUser(request), params.id, false, request.ip), 'User deactivated'),
    admins,
  );
  serve(app, userRoutes.setRole, async ({ request, params, body }) => ok(await users.setUserRole(app.db, currentUser(request), params.id, body.role, request.ip), 'Role updated'));
  serve(
    app,
    userRoutes.remove,
    async ({ request, params }) => {
      await users.deleteUser(app.db, currentUser(request), params.id, request.ip);
      return ok(null, 'User deleted');
    },
    admins,
  );
}
