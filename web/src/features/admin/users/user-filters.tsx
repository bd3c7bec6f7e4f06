import { ROLES } from '@portal/contract/rules';
import { USER_RESOURCE } from '@portal/contract/resources';
import { describedFilters } from '../kit/described-filters';
import { roleLabel } from '../kit/format';
import { choicesOf } from '../kit/select';
import type { UserFilters } from './users-api';
import { t } from '../../../lib/i18n/i18n';

/** The user description's filters (role, status) and their chips; the roles in words are the list's own. */
export const userFilters = (list: { filters: UserFilters; patch: (part: Partial<UserFilters>) => void; reset: () => void }) =>
  describedFilters(USER_RESOURCE, list, { placeholder: t('admin.users.searchPlaceholder'), choices: { role: choicesOf(ROLES, roleLabel) } });
