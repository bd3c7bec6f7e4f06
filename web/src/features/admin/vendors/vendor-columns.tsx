import { Stack, Text } from '@chakra-ui/react';
import type { VendorAdmin } from '@portal/contract/vendors';
import type { Column } from '../kit/data-table';
import { RowMenu } from '../kit/row-menu';
import { ActiveChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';

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
    { header: t('admin.vendors.companyName'), sortKey: 'name', cell: (v) => <Two top={v.name} bottom={t('admin.vendors.id', { id: v.id })} /> },
    { header: t('admin.vendors.contact'), cell: (v) => <Two top={v.contactName} bottom={v.phone || t('admin.vendors.noPhone')} /> },
    { header: t('admin.vendors.email'), cell: (v) => v.email, breakAnywhere: true },
    { header: t('admin.vendors.location'), sortKey: 'city', cell: (v) => <Two top={v.city} bottom={`${v.state} ${v.zipCode}`} /> },
    { header: t('admin.vendors.products'), cell: (v) => v.counts.products },
    { header: t('admin.vendors.orders'), hideBelow: 'xl', cell: (v) => v.counts.vendorOrders },
    { header: t('admin.vendors.status'), cell: (v) => <ActiveChip active={v.isActive} /> },
    {
      header: t('admin.vendors.actions'),
      align: 'end',
      cell: (v) => (
        <RowMenu
          label={t('admin.common.actionsFor', { name: v.name })}
          onSelect={(value) => onAction(value, v)}
          actions={[
            { value: 'view', label: t('admin.common.viewDetails') },
            { value: 'edit', label: t('admin.common.edit'), disabled: !canManage },
            { value: 'toggle', label: v.isActive ? t('admin.common.deactivate') : t('admin.common.activate'), disabled: !canManage },
            { value: 'delete', label: t('admin.common.delete'), danger: true, disabled: !canManage },
          ]}
        />
      ),
    },
  ];
}
