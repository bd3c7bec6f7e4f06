import { Button, HStack, Input, Switch } from '@chakra-ui/react';
import type { VendorFilters } from './vendors-api';

interface Props {
  value: VendorFilters;
  onChange: (part: Partial<VendorFilters>) => void;
  onClear: () => void;
  onRefresh: () => void;
}

export function VendorFiltersBar({ value, onChange, onClear, onRefresh }: Props) {
  return (
    <HStack gap="3" flexWrap="wrap">
      <Input flex="1" minW="48" maxW="xs" aria-label="Search" placeholder="Search vendors..." value={value.search} onChange={(e) => onChange({ search: e.target.value })} />
      <Input maxW="32" aria-label="State" placeholder="State" value={value.state} onChange={(e) => onChange({ state: e.target.value })} />
      <Input maxW="40" aria-label="City" placeholder="City" value={value.city} onChange={(e) => onChange({ city: e.target.value })} />
      <Switch.Root checked={value.activeOnly} onCheckedChange={(d) => onChange({ activeOnly: d.checked })}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Active Only</Switch.Label>
      </Switch.Root>
      <Button variant="outline" onClick={onClear}>
        Clear
      </Button>
      <Button variant="ghost" onClick={onRefresh}>
        Refresh
      </Button>
    </HStack>
  );
}
