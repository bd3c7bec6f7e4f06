import { Button, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { NamedRef } from '@portal/contract/products';
import { PRODUCT_SORTS, SORT_ORDERS } from '@portal/contract/rules';
import type { ReactNode } from 'react';
import { FiltersPanel } from '../kit/filters-panel';
import type { ProductFilters } from './products-api';
import { PRODUCT_TEXT } from './text';
import { SearchInput } from '../kit/search-input';

const T = PRODUCT_TEXT;

interface Props {
  value: ProductFilters;
  vendors: NamedRef[];
  categories: NamedRef[];
  tags: NamedRef[];
  onChange: (part: Partial<ProductFilters>) => void;
  onClear: () => void;
}

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

const options = (items: NamedRef[]) =>
  items.map((x) => (
    <option key={x.id} value={x.id}>
      {x.name}
    </option>
  ));

interface ToolbarProps {
  value: ProductFilters;
  onChange: (part: Partial<ProductFilters>) => void;
  sortBy: string;
  sortOrder: string;
  onSort: (sortBy: string, sortOrder: 'asc' | 'desc') => void;
}

/** Search, sort and order above the collapsible Filters panel (spec 2.2); the column headers sort too. */
export function ProductToolbar({ value, onChange, sortBy, sortOrder, onSort }: ToolbarProps) {
  return (
    <HStack gap="3" flexWrap="wrap">
      <SearchInput flex="1" minW="60" aria-label={T.search} placeholder={T.searchPlaceholder} value={value.search} onChange={(search) => onChange({ search })} />
      <HStack w={{ base: 'full', md: '96' }} gap="3">
        <Select label={T.sortBy} value={sortBy} onChange={(next) => onSort(next, sortOrder === 'asc' ? 'asc' : 'desc')}>
          {PRODUCT_SORTS.map((s) => (
            <option key={s} value={s}>
              {T.sorts[s]}
            </option>
          ))}
        </Select>
        <Select label={T.order} value={sortOrder} onChange={(next) => onSort(sortBy, next === 'asc' ? 'asc' : 'desc')}>
          {SORT_ORDERS.map((o) => (
            <option key={o} value={o}>
              {T.orders[o]}
            </option>
          ))}
        </Select>
      </HStack>
    </HStack>
  );
}

export function ProductFiltersPanel({ value, vendors, categories, tags, onChange, onClear }: Props) {
  const F = T.filters;
  return (
    <FiltersPanel defaultOpen={false}>
      <SimpleGrid columns={{ base: 1, md: 3, xl: 7 }} gap="3" alignItems="end">
        <Select label={F.vendor} value={value.vendorId} onChange={(vendorId) => onChange({ vendorId })}>
          <option value="">{F.allVendors}</option>
          {options(vendors)}
        </Select>
        <Select label={F.category} value={value.categoryId} onChange={(categoryId) => onChange({ categoryId })}>
          <option value="">{F.allCategories}</option>
          {options(categories)}
        </Select>
        <Select label={F.tag} value={value.tagId} onChange={(tagId) => onChange({ tagId })}>
          <option value="">{F.allTags}</option>
          {options(tags)}
        </Select>
        <Input aria-label={F.minPrice} placeholder={F.minPrice} inputMode="decimal" value={value.minPrice} onChange={(e) => onChange({ minPrice: e.target.value })} />
        <Input aria-label={F.maxPrice} placeholder={F.maxPrice} inputMode="decimal" value={value.maxPrice} onChange={(e) => onChange({ maxPrice: e.target.value })} />
        <Select label={F.status} value={value.isActive} onChange={(isActive) => onChange({ isActive })}>
          <option value="">{F.all}</option>
          <option value="true">{F.active}</option>
          <option value="false">{F.inactive}</option>
        </Select>
        <Button variant="outline" onClick={onClear}>
          {F.clear}
        </Button>
      </SimpleGrid>
    </FiltersPanel>
  );
}
