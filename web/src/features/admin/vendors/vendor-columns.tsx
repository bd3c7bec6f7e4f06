import { Stack, Text } from '@chakra-ui/react';
import type { VendorAdmin } from '@portal/contract/vendors';
import type { Column } from '../kit/data-table';
import { RowMenu } from '../kit/row-menu';
import { ActiveChip } from '../kit/status-chip';

const Two = ({ top, bottom }: { top: string; bottom: string }) => (
  <Stack gap="0">
    <Text>{top}</Text>
    <Text fontSize="xs" color="fg.muted">
      {bottom}
    </Text>
  </Stack>
);

export function vendorColumns(canManage: boolean, onAction: (kind: string, v: VendorAdmin) => void): Column<VendorAdmin>[] {
  return [
    { header: 'Company Name', cell: (v) => <Two top={v.name} bottom={`ID: ${v.id}`} /> },
    { header: 'Contact', cell: (v) => <Two top={v.contactName} bottom={v.phone || 'No phone'} /> },
    { header: 'Email', cell: (v) => v.email },
    { header: 'Location', cell: (v) => <Two top={v.city} bottom={`${v.state} ${v.zipCode}`} /> },
    { header: 'Products', cell: (v) => v.counts.products },
    { header: 'Orders', cell: (v) => v.counts.vendorOrders },
    { header: 'Status', cell: (v) => <ActiveChip active={v.isActive} /> },
    {
      header: 'Actions',
      align: 'end',
      cell: (v) => (
        <RowMenu
          label={`Actions for ${v.name}`}
          onSelect={(value) => onAction(value, v)}
          actions={[
            { value: 'view', label: 'View Details' },
            { value: 'edit', label: 'Edit', disabled: !canManage },
            { value: 'toggle', label: v.isActive ? 'Deactivate' : 'Activate', disabled: !canManage },
            { value: 'delete', label: 'Delete', danger: true, disabled: !canManage },
          ]}
        />
      ),
    },
  ];
}
