import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { idParams } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import { userRoleBody, usersListQuery } from '@portal/contract/users';
import { ok } from '../../lib/envelope';
import { ADMINS, SUPER_ADMINS, currentUser } from '../../plugins/auth';
import * as users from './users.service';

type Id = { Params: v.InferOutput<typeof idParams> };

export default async function usersRoutes(app: FastifyInstance) {
  const config = { access: ADMINS, deniedMessage: MSG.accessDeniedUsers };
  const tags = ['users'];

  app.get<{ Querystring: v.InferOutput<typeof usersListQuery> }>(
    '/users',
    { config, schema: { tags, summary: 'List users with filters and counters', querystring: usersListQuery } },
    async (request) => ok(await users.listUsers(app.db, request.query)),
  );

  app.get<Id>('/users/:id', { config, schema: { tags, summary: 'One user with their chapter', params: idParams } }, async (request) =>
    ok(await users.getUser(app.db, request.params.id)),
  );

  app.post<Id>('/users/:id/activate', { config, schema: { tags, summary: 'Activate a user', params: idParams } }, async (request) =>
    ok(await users.setUserActive(app.db, currentUser(request), request.params.id, true, request.ip), 'User activated'),
  );

  app.post<Id>('/users/:id/deactivate', { config, schema: { tags, summary: 'Deactivate a user and end their sessions', params: idParams } }, async (request) =>
    ok(await users.setUserActive(app.db, currentUser(request), request.params.id, false, request.ip), 'User deactivated'),
  );

  app.patch<Id & { Body: v.InferOutput<typeof userRoleBody> }>(
    '/users/:id/role',
    { config: { access: SUPER_ADMINS }, schema: { tags, summary: "Change another user's role (Super Admin)", params: idParams, body: userRoleBody } },
    async (request) => ok(await users.setUserRole(app.db, currentUser(request), request.params.id, request.body.role, request.ip), 'Role updated'),
  );

  app.delete<Id>('/users/:id', { config, schema: { tags, summary: 'Delete a user without orders', params: idParams } }, async (request) => {
    await users.deleteUser(app.db, currentUser(request), request.params.id, request.ip);
    return ok(null, 'User deleted');
  });
}
