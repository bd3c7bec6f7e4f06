import { Button, NativeSelect } from '@chakra-ui/react';
import { ROLES } from '@portal/contract/rules';
import { FiltersPanel, FilterGrid, FilterSearchCell } from '../kit/filters-panel';
import { roleLabel } from '../kit/format';
import type { UserFilters } from './users-api';
import { t } from '../../../lib/i18n/i18n';
import { SearchInput } from '../kit/search-input';

interface Props {
  value: UserFilters;
  onChange: (part: Partial<UserFilters>) => void;
  onClear: () => void;
}

export function UserFiltersPanel({ value, onChange, onClear }: Props) {
  return (
    <FiltersPanel>
      <FilterGrid>
        <FilterSearchCell>
          <SearchInput aria-label={t('admin.common.search')} placeholder={t('admin.users.searchPlaceholder')} value={value.search} onChange={(search) => onChange({ search })} />
        </FilterSearchCell>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label={t('admin.users.role')} value={value.role} onChange={(e) => onChange({ role: e.target.value })}>
            <option value="">{t('admin.users.allRoles')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label={t('admin.users.status')} value={value.isActive} onChange={(e) => onChange({ isActive: e.target.value })}>
            <option value="">{t('admin.common.allStatus')}</option>
            <option value="true">{t('admin.common.active')}</option>
            <option value="false">{t('admin.common.inactive')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button variant="outline" onClick={onClear}>
          {t('admin.common.clear')}
        </Button>
      </FilterGrid>
    </FiltersPanel>
  );
}
