import { US_STATES } from '@portal/contract/rules';
import { SearchFilters } from '../kit/filters-panel';
import { activeChoices, choicesOf, Select } from '../kit/select';
import type { ChapterFilters } from './chapters-api';
import { t } from '../../../lib/i18n/i18n';

export function ChapterFiltersPanel({ value, onChange, onClear }: { value: ChapterFilters; onChange: (p: Partial<ChapterFilters>) => void; onClear: () => void }) {
  return (
    <SearchFilters search={value.search} placeholder={t('admin.chapters.searchPlaceholder')} onSearch={(search) => onChange({ search })} onClear={onClear}>
      <Select label={t('admin.chapters.state')} value={value.state} onChange={(state) => onChange({ state })} empty={t('admin.chapters.allStates')} choices={choicesOf(US_STATES)} />
      <Select label={t('admin.chapters.status')} value={value.isActive} onChange={(isActive) => onChange({ isActive })} empty={t('admin.common.allStatus')} choices={activeChoices()} />
    </SearchFilters>
  );
}
