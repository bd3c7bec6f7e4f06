/** User administration (back office 2.5): list filters and answers. */
import * as v from 'valibot';
import { changePasswordBody, profileUpdateBody, publicUser } from './auth';
import { idParams, pageQuery, paginationAnswer, qBool, sortQuery } from './common';
import { route } from './route';
import { ADMINS, ROLES, SUPER_ADMINS, USER_SORTS } from './rules';

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
export const userStats = v.strictObject({
  total: v.number(),
  active: v.number(),
  inactive: v.number(),
  superAdmins: v.number(),
  admins: v.number(),
  chapters: v.number(),
});
export type UserStats = v.InferOutput<typeof userStats>;

export const usersList = v.strictObject({ users: v.array(publicUser), pagination: paginationAnswer, stats: userStats });
export type UsersListData = v.InferOutput<typeof usersList>;

/** A SUPER_ADMIN changes another account's role; nothing else travels in this body. */
export const userRoleBody = v.strictObject({
  role: v.picklist(ROLES, `role must be one of ${ROLES.join(', ')}`),
});
export type UserRoleBody = v.InferInput<typeof userRoleBody>;

/** Nobody deactivates, deletes or changes the role of their own account (400, each with its code). */
const SELF = { deactivate: 'CANNOT_DEACTIVATE_SELF', delete: 'CANNOT_DELETE_SELF', role: 'CANNOT_CHANGE_OWN_ROLE' } as const;
const one = '/users/:id';

/**
 * User administration: ADMIN and SUPER_ADMIN; only a SUPER_ADMIN changes a role or acts on
 * another SUPER_ADMIN (403 SUPER_ADMIN_ONLY). A user with orders is not deleted (decision 004).
 */
export const userRoutes = {
  list: route({ method: 'GET', path: '/users', access: ADMINS, tag: 'users', summary: 'List users with filters and counters', query: usersListQuery, answer: usersList, errors: [] }),
  get: route({ method: 'GET', path: one, access: ADMINS, tag: 'users', summary: 'One user with their chapter', params: idParams, answer: publicUser, errors: ['NOT_FOUND'] }),
  activate: route({ method: 'POST', path: `${one}/activate`, access: ADMINS, tag: 'users', summary: 'Activate a user', params: idParams, answer: publicUser, errors: ['NOT_FOUND', 'SUPER_ADMIN_ONLY'] }),
  deactivate: route({ method: 'POST', path: `${one}/deactivate`, access: ADMINS, tag: 'users', summary: 'Deactivate a user and end their sessions', params: idParams, answer: publicUser, errors: ['NOT_FOUND', 'SUPER_ADMIN_ONLY', SELF.deactivate] }),
  setRole: route({ method: 'PATCH', path: `${one}/role`, access: SUPER_ADMINS, tag: 'users', summary: "Change another user's role (Super Admin)", params: idParams, body: userRoleBody, answer: publicUser, errors: ['NOT_FOUND', SELF.role] }),
  remove: route({ method: 'DELETE', path: one, access: ADMINS, tag: 'users', summary: 'Delete a user without orders', params: idParams, answer: null, errors: ['NOT_FOUND', 'SUPER_ADMIN_ONLY', 'USER_HAS_ORDERS', SELF.delete] }),
};

/**
 * The signed-in person's own profile, for every role. Only a chapter's account edits its
 * chapter's record (403 for its members; 400 for an account with no chapter).
 */
export const profileRoutes = {
  get: route({ method: 'GET', path: '/users/profile', access: 'authenticated', tag: 'profile', summary: 'The signed-in user with their chapter', answer: publicUser, errors: [] }),
  update: route({ method: 'PUT', path: '/users/profile', access: 'authenticated', tag: 'profile', summary: "Update own names and own chapter's details", body: profileUpdateBody, answer: publicUser, errors: [] }),
  changePassword: route({ method: 'POST', path: '/users/profile/password', access: 'authenticated', tag: 'profile', summary: 'Change own password (other sessions end)', body: changePasswordBody, answer: null, errors: [] }),
};
