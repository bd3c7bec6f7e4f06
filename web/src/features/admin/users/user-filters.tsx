import { Button, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { FiltersPanel } from '../kit/filters-panel';
import type { UserFilters } from './users-api';

interface Props {
  value: UserFilters;
  onChange: (part: Partial<UserFilters>) => void;
  onClear: () => void;
}

export function UserFiltersPanel({ value, onChange, onClear }: Props) {
  return (
    <FiltersPanel>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
        <Input aria-label="Search" placeholder="Search by email, name..." value={value.search} onChange={(e) => onChange({ search: e.target.value })} />
        <NativeSelect.Root>
          <NativeSelect.Field aria-label="Role" value={value.role} onChange={(e) => onChange({ role: e.target.value })}>
            <option value="">All Roles</option>
            <option value="SUPER_ADMIN">Super Admin</option>
            <option value="ADMIN">Admin</option>
            <option value="CHAPTER">Chapter</option>
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
