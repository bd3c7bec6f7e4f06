import { Button, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { ChapterItem } from '@portal/contract/chapters';
import { EVENT_STATUSES } from '@portal/contract/events';
import { DateFilter } from '../kit/date-filter';
import { FiltersPanel } from '../kit/filters-panel';
import type { EventFilters } from './events-api';

interface Props {
  value: EventFilters;
  chapters: ChapterItem[];
  onChange: (part: Partial<EventFilters>) => void;
  onClear: () => void;
}

export function EventFiltersPanel({ value, chapters, onChange, onClear }: Props) {
  return (
    <FiltersPanel>
      <SimpleGrid columns={{ base: 1, md: 3, xl: 6 }} gap="3" alignItems="end">
        <Input aria-label="Search" placeholder="Search events..." value={value.search} onChange={(e) => onChange({ search: e.target.value })} />
        <NativeSelect.Root>
          <NativeSelect.Field aria-label="Chapter" value={value.chapterId} onChange={(e) => onChange({ chapterId: e.target.value })}>
            <option value="">All Chapters</option>
            {chapters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label="Status" value={value.status} onChange={(e) => onChange({ status: e.target.value })}>
            <option value="">All Status</option>
            {EVENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <DateFilter label="Start Date" value={value.startDate} onChange={(startDate) => onChange({ startDate })} />
        <DateFilter label="End Date" value={value.endDate} onChange={(endDate) => onChange({ endDate })} />
        <Button variant="outline" onClick={onClear}>
          Clear All
        </Button>
      </SimpleGrid>
    </FiltersPanel>
  );
}
