import { Button, NativeSelect } from '@chakra-ui/react';
import { FiltersPanel, FilterGrid, FilterSearchCell } from '../kit/filters-panel';
import type { TaxonomyFilters } from './taxonomy-api';
import { t } from '../../../lib/i18n/i18n';
import { SearchInput } from '../kit/search-input';

interface Props {
  placeholder: string;
  value: TaxonomyFilters;
  onChange: (part: Partial<TaxonomyFilters>) => void;
  onClear: () => void;
}

export function TaxonomyFiltersPanel({ placeholder, value, onChange, onClear }: Props) {
  return (
    <FiltersPanel>
      <FilterGrid>
        <FilterSearchCell>
          <SearchInput aria-label={t('admin.common.search')} placeholder={placeholder} value={value.search} onChange={(search) => onChange({ search })} />
        </FilterSearchCell>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label={t('admin.taxonomy.common.status')} value={value.isActive} onChange={(e) => onChange({ isActive: e.target.value })}>
            <option value="">{t('admin.taxonomy.common.allStatus')}</option>
            <option value="true">{t('admin.taxonomy.common.active')}</option>
            <option value="false">{t('admin.taxonomy.common.inactive')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button variant="outline" onClick={onClear}>
          {t('admin.taxonomy.common.clear')}
        </Button>
      </FilterGrid>
    </FiltersPanel>
  );
}
