import { Stack, Text } from '@chakra-ui/react';
import { t } from '../../../lib/i18n/i18n';
import type { Column } from './data-table';
import { RowMenu, type RowAction } from './row-menu';

/** A list's last column: the row's ⋮ menu, named after the row, offering what `actions` gives for it. */
export function actionsColumn<T>(header: string, nameOf: (row: T) => string, onAction: (kind: string, row: T) => void, actions: (row: T) => RowAction[]): Column<T> {
  return {
    header,
    align: 'end',
    cell: (row) => <RowMenu label={t('admin.common.actionsFor', { name: nameOf(row) })} onSelect={(value) => onAction(value, row)} actions={actions(row)} />,
  };
}

/** Activate or deactivate, whichever the row is not. */
export const toggleAction = (active: boolean, labels = { activate: t('admin.common.activate'), deactivate: t('admin.common.deactivate') }): RowAction =>
  active ? { value: 'deactivate', label: labels.deactivate } : { value: 'activate', label: labels.activate };

/** View, edit, activate or deactivate, delete: a list row's usual menu. */
export const manageActions = (active: boolean): RowAction[] => [
  { value: 'view', label: t('admin.common.viewDetails') },
  { value: 'edit', label: t('admin.common.edit') },
  toggleAction(active),
  { value: 'delete', label: t('admin.common.delete'), danger: true },
];

/** A cell of two lines: the value, and a smaller muted line under it when there is one. */
export const TwoLines = ({ top, bottom }: { top: string; bottom?: string | null }) => (
  <Stack gap="0">
    <Text>{top}</Text>
    {bottom && (
      <Text fontSize="xs" color="fg.muted">
        {bottom}
      </Text>
    )}
  </Stack>
);
