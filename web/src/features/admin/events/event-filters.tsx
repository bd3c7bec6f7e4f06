import { Button, NativeSelect } from '@chakra-ui/react';
import type { ChapterItem } from '@portal/contract/chapters';
import { EVENT_STATUSES } from '@portal/contract/events';
import { DateFilter } from '../kit/date-filter';
import { FiltersPanel, FilterGrid, FilterSearchCell } from '../kit/filters-panel';
import type { EventFilters } from './events-api';
import { t } from '../../../lib/i18n/i18n';
import { SearchInput } from '../kit/search-input';

interface Props {
  value: EventFilters;
  chapters: ChapterItem[];
  onChange: (part: Partial<EventFilters>) => void;
  onClear: () => void;
}

export function EventFiltersPanel({ value, chapters, onChange, onClear }: Props) {
  return (
    <FiltersPanel>
      <FilterGrid>
        <FilterSearchCell>
          <SearchInput aria-label={t('admin.common.search')} placeholder={t('admin.events.searchPlaceholder')} value={value.search} onChange={(search) => onChange({ search })} />
        </FilterSearchCell>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label={t('admin.events.chapter')} value={value.chapterId} onChange={(e) => onChange({ chapterId: e.target.value })}>
            <option value="">{t('admin.events.allChapters')}</option>
            {chapters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label={t('admin.events.statusLabel')} value={value.status} onChange={(e) => onChange({ status: e.target.value })}>
            <option value="">{t('admin.common.allStatus')}</option>
            {EVENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.events.status.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <DateFilter label={t('admin.events.startDate')} value={value.startDate} onChange={(startDate) => onChange({ startDate })} />
        <DateFilter label={t('admin.events.endDate')} value={value.endDate} onChange={(endDate) => onChange({ endDate })} />
        <Button variant="outline" onClick={onClear}>
          {t('admin.common.clearAll')}
        </Button>
      </FilterGrid>
    </FiltersPanel>
  );
}
