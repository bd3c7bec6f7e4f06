import { HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { TaxonomyItem } from '@portal/contract/taxonomy';
import { Eye, Pencil, Power, PowerOff } from 'lucide-react';
import type { Column } from '../kit/data-table';
import { longDate } from '../kit/format';
import { RowMenu } from '../kit/row-menu';
import { ActiveChip } from '../kit/status-chip';
import { COMMON_TEXT as T } from './text';
import { t } from '../../../lib/i18n/i18n';

export type TaxonomyRowAction = 'view' | 'edit' | 'activate' | 'deactivate' | 'delete';

/** Columns of spec 2.9; the actions are view, edit and the toggle as buttons, then a more menu (view, edit, delete). */
export function taxonomyColumns(onAction: (kind: TaxonomyRowAction, item: TaxonomyItem) => void): Column<TaxonomyItem>[] {
  return [
    {
      header: T.name,
      sortKey: 'name',
      cell: (x) => (
        <Stack gap="0">
          <Text fontWeight="medium">{x.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {t('admin.common.id', { id: x.id })}
          </Text>
        </Stack>
      ),
    },
    {
      header: T.description,
      cell: (x) =>
        x.description ? (
          <Text lineClamp={2} maxW="sm">
            {x.description}
          </Text>
        ) : (
          <Text color="fg.muted">{T.noDescription}</Text>
        ),
    },
    { header: T.products, cell: (x) => x.productCount, sortKey: 'productCount' },
    { header: T.status, cell: (x) => <ActiveChip active={x.isActive} /> },
    { header: T.createdAt, cell: (x) => longDate(x.createdAt), sortKey: 'createdAt' },
    {
      header: T.actions,
      align: 'end',
      cell: (x) => (
        <HStack gap="0" justify="flex-end">
          <IconButton size="xs" variant="ghost" aria-label={`${T.view}: ${x.name}`} onClick={() => onAction('view', x)}>
            <Eye size={14} />
          </IconButton>
          <IconButton size="xs" variant="ghost" aria-label={`${T.edit}: ${x.name}`} onClick={() => onAction('edit', x)}>
            <Pencil size={14} />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette={x.isActive ? 'orange' : 'green'}
            aria-label={`${x.isActive ? T.deactivate : T.activate}: ${x.name}`}
            onClick={() => onAction(x.isActive ? 'deactivate' : 'activate', x)}
          >
            {x.isActive ? <PowerOff size={14} /> : <Power size={14} />}
          </IconButton>
          <RowMenu
            label={T.more(x.name)}
            onSelect={(value) => onAction(value as TaxonomyRowAction, x)}
            actions={[
              { value: 'view', label: T.view },
              { value: 'edit', label: T.edit },
              { value: 'delete', label: T.delete, danger: true },
            ]}
          />
        </HStack>
      ),
    },
  ];
}
