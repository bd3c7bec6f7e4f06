import { Button, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { US_STATES } from '@portal/contract/rules';
import { FiltersPanel } from '../kit/filters-panel';
import type { ChapterFilters } from './chapters-api';

export function ChapterFiltersPanel({ value, onChange, onClear }: { value: ChapterFilters; onChange: (p: Partial<ChapterFilters>) => void; onClear: () => void }) {
  return (
    <FiltersPanel>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
        <Input aria-label="Search" placeholder="Search chapters..." value={value.search} onChange={(e) => onChange({ search: e.target.value })} />
        <NativeSelect.Root>
          <NativeSelect.Field aria-label="State" value={value.state} onChange={(e) => onChange({ state: e.target.value })}>
            <option value="">All States</option>
            {US_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label="Status" value={value.isActive} onChange={(e) => onChange({ isActive: e.target.value })}>
            <option value="">All Status</option>
            <option value="true">Active</option>
            <option value="false">Inactive</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button variant="outline" onClick={onClear}>
          Clear
        </Button>
      </SimpleGrid>
    </FiltersPanel>
  );
}
