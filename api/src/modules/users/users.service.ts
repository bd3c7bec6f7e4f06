/**
 * User administration by ADMIN and SUPER_ADMIN. Rules the server enforces: nobody deactivates or
 * deletes their own account; only a SUPER_ADMIN acts on another SUPER_ADMIN; deactivation and
 * deletion end every session of the account at once; an account with orders is never
 * hard-deleted (docs/decisions/004-user-deletion.md).
 */
import type { Database } from '@portal/db';
import type { PublicUser } from '@portal/contract/auth';
import { paginationOf } from '@portal/contract/common';
import { MSG, NOT_FOUND } from '@portal/contract/messages';
import type { Role } from '@portal/contract/rules';
import type { UsersListData } from '@portal/contract/users';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { ConflictError, ForbiddenError, ValidationError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repo';
import { revokeUserFamilies } from '../auth/sessions.repo';
import { findPublicUser, toPublicUser } from './public-user';
import * as repo from './users.repo';

export const USER_NOT_FOUND = NOT_FOUND.user;
export const SUPER_ADMIN_ONLY = 'Only a Super Admin can change a Super Admin account.';
export const CANNOT_CHANGE_OWN_ROLE = 'Cannot change your own role';

/** What an admin may not do to their own account: each refusal with a code of its own (status 400). */
export const SELF_REFUSALS = {
  deactivate: { code: 'CANNOT_DEACTIVATE_SELF', message: MSG.cannotDeactivateSelf },
  delete: { code: 'CANNOT_DELETE_SELF', message: MSG.cannotDeleteSelf },
  role: { code: 'CANNOT_CHANGE_OWN_ROLE', message: CANNOT_CHANGE_OWN_ROLE },
} as const;
type SelfRefusal = (typeof SELF_REFUSALS)[keyof typeof SELF_REFUSALS];
export const USER_HAS_ORDERS = 'This user has orders and cannot be deleted. Deactivate the account instead.';

export async function listUsers(db: Database, q: repo.UserFilter & repo.UserSort & { page: number; limit: number }): Promise<UsersListData> {
  const filter = { search: q.search || undefined, role: q.role, isActive: q.isActive };
  const [rows, stats] = await Promise.all([repo.listUsers(db, filter, q.page, q.limit, { sortBy: q.sortBy, sortOrder: q.sortOrder }), repo.userStats(db, filter)]);
  return {
    users: rows.map((r) => toPublicUser(r.user, r.chapter)),
    pagination: paginationOf(q.page, q.limit, stats.total),
    stats,
  };
}

export async function getUser(db: Database, id: number): Promise<PublicUser> {
  const user = await findPublicUser(db, id);
  if (!user) throw notFound('user');
  return user;
}

async function targetFor(db: Database, actor: AuthUser, id: number, self: SelfRefusal | null) {
  const target = await repo.findUser(db, id);
  if (!target) throw notFound('user');
  if (self && target.id === actor.id) throw new ValidationError(self.message, {}, undefined, self.code);
  if (target.role === 'SUPER_ADMIN' && actor.role !== 'SUPER_ADMIN') throw new ForbiddenError(SUPER_ADMIN_ONLY, 'SUPER_ADMIN_ONLY');
  return target;
}

export async function setUserActive(db: Database, actor: AuthUser, id: number, isActive: boolean, ip: string): Promise<PublicUser> {
  await targetFor(db, actor, id, isActive ? null : SELF_REFUSALS.deactivate);
  await db.transaction(async (tx) => {
    await repo.setActive(tx, id, isActive);
    if (!isActive) await revokeUserFamilies(tx, id);
    await recordAudit(tx, { action: isActive ? 'user.activate' : 'user.deactivate', entity: 'user', entityId: id, actorUserId: actor.id, ip });
  });
  return getUser(db, id);
}

/** The guard reads the role from the database on every request, so the change applies at once. */
export async function setUserRole(db: Database, actor: AuthUser, id: number, role: Role, ip: string): Promise<PublicUser> {
  const target = await targetFor(db, actor, id, SELF_REFUSALS.role);
  if (target.role !== role) {
    await db.transaction(async (tx) => {
      await repo.setRole(tx, id, role);
      await recordAudit(tx, { action: 'user.role_change', entity: 'user', entityId: id, actorUserId: actor.id, ip, details: { from: target.role, to: role } });
    });
  }
  return getUser(db, id);
}

export async function deleteUser(db: Database, actor: AuthUser, id: number, ip: string): Promise<void> {
  const target = await targetFor(db, actor, id, SELF_REFUSALS.delete);
  if ((await repo.countOrders(db, id)) > 0) throw new ConflictError(USER_HAS_ORDERS, 'USER_HAS_ORDERS');
  try {
    await db.transaction(async (tx) => {
      // The refresh-token rows go with the user (on delete cascade), which ends every session.
      await repo.deleteUser(tx, id);
      await recordAudit(tx, { action: 'user.delete', entity: 'user', entityId: id, actorUserId: actor.id, ip, details: { role: target.role } });
    });
  } catch (err) {
    // An order placed between the count and the delete: orders restrict the delete.
    if (isForeignKeyViolation(err)) throw new ConflictError(USER_HAS_ORDERS, 'USER_HAS_ORDERS');
    throw err;
  }
}
