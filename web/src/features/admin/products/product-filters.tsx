import { Button, HStack, Input } from '@chakra-ui/react';
import type { NamedRef } from '@portal/contract/products';
import { PRODUCT_SORTS, SORT_ORDERS } from '@portal/contract/rules';
import { FiltersPanel, FilterGrid } from '../kit/filters-panel';
import type { ProductFilters } from './products-api';
import { SearchInput } from '../kit/search-input';
import { activeChoices, choicesOf, namedChoices, Select } from '../kit/select';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  value: ProductFilters;
  vendors: NamedRef[];
  categories: NamedRef[];
  tags: NamedRef[];
  onChange: (part: Partial<ProductFilters>) => void;
  onClear: () => void;
}

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
      <SearchInput flex="1" minW="min(100%, 21rem)" aria-label={t('admin.products.search')} placeholder={t('admin.products.searchPlaceholder')} value={value.search} onChange={(search) => onChange({ search })} />
      <HStack w={{ base: 'full', md: '96' }} gap="3">
        <Select label={t('admin.products.sortBy')} value={sortBy} onChange={(next) => onSort(next, sortOrder === 'asc' ? 'asc' : 'desc')} choices={choicesOf(PRODUCT_SORTS, (s) => t(`admin.products.sorts.${s}`))} />
        <Select label={t('admin.products.order')} value={sortOrder} onChange={(next) => onSort(sortBy, next === 'asc' ? 'asc' : 'desc')} choices={choicesOf(SORT_ORDERS, (o) => t(`admin.products.orders.${o}`))} />
      </HStack>
    </HStack>
  );
}

export function ProductFiltersPanel({ value, vendors, categories, tags, onChange, onClear }: Props) {
  return (
    <FiltersPanel defaultOpen={false}>
      <FilterGrid>
        <Select label={t('admin.products.filters.vendor')} value={value.vendorId} onChange={(vendorId) => onChange({ vendorId })} empty={t('admin.products.filters.allVendors')} choices={namedChoices(vendors)} />
        <Select label={t('admin.products.filters.category')} value={value.categoryId} onChange={(categoryId) => onChange({ categoryId })} empty={t('admin.products.filters.allCategories')} choices={namedChoices(categories)} />
        <Select label={t('admin.products.filters.tag')} value={value.tagId} onChange={(tagId) => onChange({ tagId })} empty={t('admin.products.filters.allTags')} choices={namedChoices(tags)} />
        <Input aria-label={t('admin.products.filters.minPrice')} placeholder={t('admin.products.filters.minPrice')} inputMode="decimal" value={value.minPrice} onChange={(e) => onChange({ minPrice: e.target.value })} />
        <Input aria-label={t('admin.products.filters.maxPrice')} placeholder={t('admin.products.filters.maxPrice')} inputMode="decimal" value={value.maxPrice} onChange={(e) => onChange({ maxPrice: e.target.value })} />
        <Select
          label={t('admin.products.filters.status')}
          value={value.isActive}
          onChange={(isActive) => onChange({ isActive })}
          empty={t('admin.products.filters.all')}
          choices={activeChoices(t('admin.products.filters.active'), t('admin.products.filters.inactive'))}
        />
        <Button variant="outline" onClick={onClear}>
          {t('admin.products.filters.clear')}
        </Button>
      </FilterGrid>
    </FiltersPanel>
  );
}
