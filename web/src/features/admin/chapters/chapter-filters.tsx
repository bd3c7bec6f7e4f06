import { Button, NativeSelect } from '@chakra-ui/react';
import { US_STATES } from '@portal/contract/rules';
import { FiltersPanel, FilterGrid, FilterSearchCell } from '../kit/filters-panel';
import type { ChapterFilters } from './chapters-api';
import { t } from '../../../lib/i18n/i18n';
import { SearchInput } from '../kit/search-input';

export function ChapterFiltersPanel({ value, onChange, onClear }: { value: ChapterFilters; onChange: (p: Partial<ChapterFilters>) => void; onClear: () => void }) {
  return (
    <FiltersPanel>
      <FilterGrid>
        <FilterSearchCell>
          <SearchInput aria-label={t('admin.common.search')} placeholder={t('admin.chapters.searchPlaceholder')} value={value.search} onChange={(search) => onChange({ search })} />
        </FilterSearchCell>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label={t('admin.chapters.state')} value={value.state} onChange={(e) => onChange({ state: e.target.value })}>
            <option value="">{t('admin.chapters.allStates')}</option>
            {US_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label={t('admin.chapters.status')} value={value.isActive} onChange={(e) => onChange({ isActive: e.target.value })}>
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
