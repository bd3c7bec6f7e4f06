import { ROLES } from '@portal/contract/rules';
import { SearchFilters } from '../kit/filters-panel';
import { roleLabel } from '../kit/format';
import { activeChoices, choicesOf, Select } from '../kit/select';
import type { UserFilters } from './users-api';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  value: UserFilters;
  onChange: (part: Partial<UserFilters>) => void;
  onClear: () => void;
}

export function UserFiltersPanel({ value, onChange, onClear }: Props) {
  return (
    <SearchFilters search={value.search} placeholder={t('admin.users.searchPlaceholder')} onSearch={(search) => onChange({ search })} onClear={onClear}>
      <Select label={t('admin.users.role')} value={value.role} onChange={(role) => onChange({ role })} empty={t('admin.users.allRoles')} choices={choicesOf(ROLES, roleLabel)} />
      <Select label={t('admin.users.status')} value={value.isActive} onChange={(isActive) => onChange({ isActive })} empty={t('admin.common.allStatus')} choices={activeChoices()} />
    </SearchFilters>
  );
}
