import { ROLES, USER_SORTS } from '@portal/contract/rules';
import { filter, searchSchema } from '../kit/search-schema';

/** User Management's address; newest first unless a column is sorted. */
export const userSearch = {
  filters: { search: filter.text(), role: filter.oneOf(ROLES), isActive: filter.flag() },
  sorts: USER_SORTS,
};

export const userSearchSchema = searchSchema(userSearch);
