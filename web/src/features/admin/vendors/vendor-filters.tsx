import { Button, HStack } from '@chakra-ui/react';
import { VENDOR_RESOURCE } from '@portal/contract/resources';
import type { VendorFilters } from './vendors-api';
import { t } from '../../../lib/i18n/i18n';
import { describedChipWords, DescribedFilterControls } from '../kit/described-filters';
import { chipsOf } from '../kit/filter-chips';
import { SearchInput } from '../kit/search-input';

interface Props {
  value: VendorFilters;
  onChange: (part: Partial<VendorFilters>) => void;
  onClear: () => void;
  onRefresh: () => void;
}

/** The vendors' bar: the search box, the state and city typed and the Active Only switch from the vendor description, Clear and Refresh. */
export function VendorFiltersBar({ value, onChange, onClear, onRefresh }: Props) {
  return (
    <HStack gap="3" flexWrap="wrap">
      <SearchInput flex="1" minW="48" maxW="xs" aria-label={t('admin.common.search')} placeholder={t('admin.vendors.searchPlaceholder')} value={value.search} onChange={(search) => onChange({ search })} />
      <DescribedFilterControls description={VENDOR_RESOURCE} value={value} onChange={(name, v) => onChange({ [name]: v })} widths={{ state: '32', city: '40' }} />
      <Button variant="outline" onClick={onClear}>
        {t('admin.common.clear')}
      </Button>
      <Button variant="ghost" onClick={onRefresh}>
        {t('admin.common.refresh')}
      </Button>
    </HStack>
  );
}

/** The chips of the vendors' filters in force: the search, then the described filters in the bar's order. */
export const vendorChips = (filters: VendorFilters) => chipsOf(filters, { search: { label: t('admin.common.search') }, ...describedChipWords(VENDOR_RESOURCE) });
