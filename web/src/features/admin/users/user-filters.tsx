import { Button, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { FiltersPanel } from '../kit/filters-panel';
import type { UserFilters } from './users-api';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  value: UserFilters;
  onChange: (part: Partial<UserFilters>) => void;
  onClear: () => void;
}

export function UserFiltersPanel({ value, onChange, onClear }: Props) {
  return (
    <FiltersPanel>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
        <Input aria-label={t('admin.common.search')} placeholder={t('admin.users.searchPlaceholder')} value={value.search} onChange={(e) => onChange({ search: e.target.value })} />
        <NativeSelect.Root>
          <NativeSelect.Field aria-label={t('admin.users.role')} value={value.role} onChange={(e) => onChange({ role: e.target.value })}>
            <option value="">{t('admin.users.allRoles')}</option>
            <option value="SUPER_ADMIN">{t('admin.users.roleSuperAdmin')}</option>
            <option value="ADMIN">{t('admin.users.roleAdmin')}</option>
            <option value="CHAPTER">{t('admin.users.roleChapter')}</option>
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
      </SimpleGrid>
    </FiltersPanel>
  );
}
