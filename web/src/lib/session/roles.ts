import type { Role } from '@portal/contract/rules';

export const isAdmin = (role: Role | undefined): boolean => role === 'ADMIN' || role === 'SUPER_ADMIN';
export const isSuperAdmin = (role: Role | undefined): boolean => role === 'SUPER_ADMIN';
/** CHAPTER and USER (the default role) are the shoppers. */
export const isShopper = (role: Role | undefined): boolean => !isAdmin(role);
