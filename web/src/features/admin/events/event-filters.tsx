import type { ChapterItem } from '@portal/contract/chapters';
import { EVENT_STATUSES } from '@portal/contract/events';
import { DateFilter } from '../kit/date-filter';
import { SearchFilters } from '../kit/filters-panel';
import { choicesOf, namedChoices, Select } from '../kit/select';
import type { EventFilters } from './events-api';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  value: EventFilters;
  chapters: ChapterItem[];
  onChange: (part: Partial<EventFilters>) => void;
  onClear: () => void;
}

export function EventFiltersPanel({ value, chapters, onChange, onClear }: Props) {
  return (
    <SearchFilters search={value.search} placeholder={t('admin.events.searchPlaceholder')} onSearch={(search) => onChange({ search })} onClear={onClear} clearLabel={t('admin.common.clearAll')}>
      <Select label={t('admin.events.chapter')} value={value.chapterId} onChange={(chapterId) => onChange({ chapterId })} empty={t('admin.events.allChapters')} choices={namedChoices(chapters)} />
      <Select
        label={t('admin.events.statusLabel')}
        value={value.status}
        onChange={(status) => onChange({ status })}
        empty={t('admin.common.allStatus')}
        choices={choicesOf(EVENT_STATUSES, (s) => t(`admin.events.status.${s}`))}
      />
      <DateFilter label={t('admin.events.startDate')} value={value.startDate} onChange={(startDate) => onChange({ startDate })} />
      <DateFilter label={t('admin.events.endDate')} value={value.endDate} onChange={(endDate) => onChange({ endDate })} />
    </SearchFilters>
  );
}
