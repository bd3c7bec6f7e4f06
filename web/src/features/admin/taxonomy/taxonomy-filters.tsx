import { SearchFilters } from '../kit/filters-panel';
import { activeChoices, Select } from '../kit/select';
import type { TaxonomyFilters } from './taxonomy-api';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  placeholder: string;
  value: TaxonomyFilters;
  onChange: (part: Partial<TaxonomyFilters>) => void;
  onClear: () => void;
}

export function TaxonomyFiltersPanel({ placeholder, value, onChange, onClear }: Props) {
  return (
    <SearchFilters search={value.search} placeholder={placeholder} onSearch={(search) => onChange({ search })} onClear={onClear} clearLabel={t('admin.taxonomy.common.clear')}>
      <Select
        label={t('admin.taxonomy.common.status')}
        value={value.isActive}
        onChange={(isActive) => onChange({ isActive })}
        empty={t('admin.taxonomy.common.allStatus')}
        choices={activeChoices(t('admin.taxonomy.common.active'), t('admin.taxonomy.common.inactive'))}
      />
    </SearchFilters>
  );
}
