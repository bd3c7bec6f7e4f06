import { Button, HStack, Input, Switch } from '@chakra-ui/react';
import type { VendorFilters } from './vendors-api';
import { t } from '../../../lib/i18n/i18n';
import { SearchInput } from '../kit/search-input';

interface Props {
  value: VendorFilters;
  onChange: (part: Partial<VendorFilters>) => void;
  onClear: () => void;
  onRefresh: () => void;
}

export function VendorFiltersBar({ value, onChange, onClear, onRefresh }: Props) {
  return (
    <HStack gap="3" flexWrap="wrap">
      <SearchInput flex="1" minW="48" maxW="xs" aria-label={t('admin.common.search')} placeholder={t('admin.vendors.searchPlaceholder')} value={value.search} onChange={(search) => onChange({ search })} />
      <Input maxW="32" aria-label={t('admin.vendors.state')} placeholder={t('admin.vendors.state')} value={value.state} onChange={(e) => onChange({ state: e.target.value })} />
      <Input maxW="40" aria-label={t('admin.vendors.city')} placeholder={t('admin.vendors.city')} value={value.city} onChange={(e) => onChange({ city: e.target.value })} />
      <Switch.Root checked={value.activeOnly === 'true'} onCheckedChange={(d) => onChange({ activeOnly: d.checked ? 'true' : '' })}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('admin.vendors.activeOnly')}</Switch.Label>
      </Switch.Root>
      <Button variant="outline" onClick={onClear}>
        {t('admin.common.clear')}
      </Button>
      <Button variant="ghost" onClick={onRefresh}>
        {t('admin.common.refresh')}
      </Button>
    </HStack>
  );
}
