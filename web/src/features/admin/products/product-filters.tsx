import { HStack } from '@chakra-ui/react';
import type { NamedRef } from '@portal/contract/products';
import { PRODUCT_RESOURCE } from '@portal/contract/resources';
import { PRODUCT_SORTS, SORT_ORDERS } from '@portal/contract/rules';
import { describedFilters } from '../kit/described-filters';
import type { ProductFilters } from './products-api';
import { SearchInput } from '../kit/search-input';
import { choicesOf, namedChoices, Select } from '../kit/select';
import { t } from '../../../lib/i18n/i18n';

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

interface Lists {
  vendors: NamedRef[];
  categories: NamedRef[];
  tags: NamedRef[];
}

/**
 * The folded Filters card below the toolbar (its search stays above, and Clear leaves it) and the
 * chips of every filter in force; the vendors, categories and tags loaded are the menus' choices.
 */
export const productFilters = (list: { filters: ProductFilters; patch: (part: Partial<ProductFilters>) => void; reset: () => void }, { vendors, categories, tags }: Lists) =>
  describedFilters(PRODUCT_RESOURCE, list, {
    folded: true,
    clearLabel: t('admin.products.filters.clear'),
    choices: { vendorId: namedChoices(vendors), categoryId: namedChoices(categories), tagId: namedChoices(tags) },
  });
