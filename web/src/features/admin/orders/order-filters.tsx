import { Button, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '@portal/contract/rules';
import { useState, type ReactNode } from 'react';
import { DateFilter } from '../kit/date-filter';
import { FiltersPanel } from '../kit/filters-panel';
import { NO_ORDER_FILTERS, type OrderFilters } from './orders-api';

const SORTS = [
  ['createdAt', 'Created Date'],
  ['updatedAt', 'Updated Date'],
  ['total', 'Total Amount'],
  ['status', 'Status'],
  ['orderNumber', 'Order Number'],
] as const;

function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Edits a draft; Apply hands it over, Clear resets to newest first. */
export function OrderFiltersPanel({ applied, onApply, onRefresh }: { applied: OrderFilters; onApply: (f: OrderFilters) => void; onRefresh: () => void }) {
  const [draft, setDraft] = useState(applied);
  const set = (part: Partial<OrderFilters>) => setDraft((d) => ({ ...d, ...part }));
  return (
    <FiltersPanel>
      <SimpleGrid columns={{ base: 1, md: 3, xl: 4 }} gap="3" alignItems="end">
        <Input aria-label="Search" placeholder="Order number, user name, email" value={draft.search} onChange={(e) => set({ search: e.target.value })} />
        <Select label="Status" value={draft.status} onChange={(status) => set({ status })}>
          <option value="">All Statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
        <Select label="Payment Method" value={draft.paymentMethod} onChange={(paymentMethod) => set({ paymentMethod })}>
          <option value="">All Methods</option>
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {PAYMENT_METHOD_LABELS[m]}
            </option>
          ))}
        </Select>
        <DateFilter label="Start Date" value={draft.startDate} onChange={(startDate) => set({ startDate })} />
        <DateFilter label="End Date" value={draft.endDate} onChange={(endDate) => set({ endDate })} />
        <Select label="Sort By" value={draft.sortBy} onChange={(sortBy) => set({ sortBy })}>
          {SORTS.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </Select>
        <Select label="Sort Order" value={draft.sortOrder} onChange={(sortOrder) => set({ sortOrder })}>
          <option value="desc">Descending</option>
          <option value="asc">Ascending</option>
        </Select>
      </SimpleGrid>
      <HStack mt="3" gap="2">
        <Button size="sm" colorPalette="primary" onClick={() => onApply(draft)}>
          Apply Filters
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setDraft(NO_ORDER_FILTERS);
            onApply(NO_ORDER_FILTERS);
          }}
        >
          Clear Filters
        </Button>
        <Button size="sm" variant="ghost" onClick={onRefresh}>
          Refresh
        </Button>
      </HStack>
    </FiltersPanel>
  );
}
