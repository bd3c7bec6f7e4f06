import { Stack, Text } from '@chakra-ui/react';
import { VENDOR_RESOURCE } from '@portal/contract/resources';
import type { VendorAdmin } from '@portal/contract/vendors';
import type { Column } from '../kit/data-table';
import { describedColumns } from '../kit/described';
import { RowMenu } from '../kit/row-menu';
import { t } from '../../../lib/i18n/i18n';

const Two = ({ top, bottom }: { top: string; bottom: string }) => (
  <Stack gap="0">
    <Text>{top}</Text>
    <Text fontSize="xs" color="fg.muted">
      {bottom}
    </Text>
  </Stack>
);

/** The vendor description's columns; a few show two values in one cell. */
export function vendorColumns(canManage: boolean, onAction: (kind: string, v: VendorAdmin) => void): Column<VendorAdmin>[] {
  return [
    ...describedColumns<VendorAdmin>(VENDOR_RESOURCE, {
      name: (v) => <Two top={v.name} bottom={t('admin.vendors.id', { id: v.id })} />,
      contactName: (v) => <Two top={v.contactName} bottom={v.phone || t('admin.vendors.noPhone')} />,
      city: (v) => <Two top={v.city} bottom={`${v.state} ${v.zipCode}`} />,
    }),
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
