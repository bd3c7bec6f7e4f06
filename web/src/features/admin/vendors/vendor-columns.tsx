import { VENDOR_RESOURCE } from '@portal/contract/resources';
import type { VendorAdmin } from '@portal/contract/vendors';
import type { Column } from '../kit/data-table';
import { describedColumns } from '../kit/described';
import { actionsColumn, TwoLines } from '../kit/row-actions';
import { t } from '../../../lib/i18n/i18n';

/** The vendor description's columns; a few show two values in one cell. */
export function vendorColumns(canManage: boolean, onAction: (kind: string, v: VendorAdmin) => void): Column<VendorAdmin>[] {
  return [
    ...describedColumns<VendorAdmin>(VENDOR_RESOURCE, {
      name: (v) => <TwoLines top={v.name} bottom={t('admin.vendors.id', { id: v.id })} />,
      contactName: (v) => <TwoLines top={v.contactName} bottom={v.phone || t('admin.vendors.noPhone')} />,
      city: (v) => <TwoLines top={v.city} bottom={`${v.state} ${v.zipCode}`} />,
    }),
    actionsColumn(t('admin.vendors.actions'), (v) => v.name, onAction, (v) => [
      { value: 'view', label: t('admin.common.viewDetails') },
      { value: 'edit', label: t('admin.common.edit'), disabled: !canManage },
      { value: 'toggle', label: v.isActive ? t('admin.common.deactivate') : t('admin.common.activate'), disabled: !canManage },
      { value: 'delete', label: t('admin.common.delete'), danger: true, disabled: !canManage },
    ]),
  ];
}
