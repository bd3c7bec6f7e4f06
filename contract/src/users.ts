/** User administration (back office 2.5): list filters and answers. */
import * as v from 'valibot';
import type { Pagination } from './common';
import { pageQuery, qBool, sortQuery } from './common';
import type { PublicUser } from './auth';
import { ROLES, USER_SORTS } from './rules';

export const usersListQuery = v.object({
  ...pageQuery,
  /** Matches email, first name, last name or full name. */
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'search must be at most 100 characters'))),
  role: v.optional(v.picklist(ROLES, `role must be one of ${ROLES.join(', ')}`)),
  isActive: v.optional(qBool('isActive')),
  ...sortQuery(USER_SORTS),
});
export type UsersListQuery = v.InferInput<typeof usersListQuery>;

/** Counters over the whole filtered set, not only the page shown. */
export interface UserStats {
  total: number;
  active: number;
  inactive: number;
  superAdmins: number;
  admins: number;
  chapters: number;
}

export interface UsersListData {
  users: PublicUser[];
  pagination: Pagination;
  stats: UserStats;
}

/** A SUPER_ADMIN changes another account's role; nothing else travels in this body. */
export const userRoleBody = v.strictObject({
  role: v.picklist(ROLES, `role must be one of ${ROLES.join(', ')}`),
});
export type UserRoleBody = v.InferInput<typeof userRoleBody>;
