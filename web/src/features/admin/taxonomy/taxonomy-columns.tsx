import { HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { TaxonomyItem } from '@portal/contract/taxonomy';
import { Eye, Pencil, Power, PowerOff } from 'lucide-react';
import type { Column } from '../kit/data-table';
import { longDate } from '../kit/format';
import { RowMenu } from '../kit/row-menu';
import { ActiveChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';

export type TaxonomyRowAction = 'view' | 'edit' | 'activate' | 'deactivate' | 'delete';

/** Columns of spec 2.9; the actions are view, edit and the toggle as buttons, then a more menu (view, edit, delete). */
export function taxonomyColumns(onAction: (kind: TaxonomyRowAction, item: TaxonomyItem) => void): Column<TaxonomyItem>[] {
  return [
    {
      header: t('admin.taxonomy.common.name'),
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
      header: t('admin.taxonomy.common.description'),
      cell: (x) =>
        x.description ? (
          <Text lineClamp={2} maxW="sm">
            {x.description}
          </Text>
        ) : (
          <Text color="fg.muted">{t('admin.taxonomy.common.noDescription')}</Text>
        ),
    },
    { header: t('admin.taxonomy.common.products'), cell: (x) => x.productCount, sortKey: 'productCount' },
    { header: t('admin.taxonomy.common.status'), cell: (x) => <ActiveChip active={x.isActive} /> },
    { header: t('admin.taxonomy.common.createdAt'), cell: (x) => longDate(x.createdAt), sortKey: 'createdAt' },
    {
      header: t('admin.taxonomy.common.actions'),
      align: 'end',
      cell: (x) => (
        <HStack gap="0" justify="flex-end">
          <IconButton size="xs" variant="ghost" aria-label={`${t('admin.taxonomy.common.view')}: ${x.name}`} onClick={() => onAction('view', x)}>
            <Eye size={14} />
          </IconButton>
          <IconButton size="xs" variant="ghost" aria-label={`${t('admin.taxonomy.common.edit')}: ${x.name}`} onClick={() => onAction('edit', x)}>
            <Pencil size={14} />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette={x.isActive ? 'orange' : 'green'}
            aria-label={`${x.isActive ? t('admin.taxonomy.common.deactivate') : t('admin.taxonomy.common.activate')}: ${x.name}`}
            onClick={() => onAction(x.isActive ? 'deactivate' : 'activate', x)}
          >
            {x.isActive ? <PowerOff size={14} /> : <Power size={14} />}
          </IconButton>
          <RowMenu
            label={t('admin.taxonomy.common.more', { name: x.name })}
            onSelect={(value) => onAction(value as TaxonomyRowAction, x)}
            actions={[
              { value: 'view', label: t('admin.taxonomy.common.view') },
              { value: 'edit', label: t('admin.taxonomy.common.edit') },
              { value: 'delete', label: t('admin.taxonomy.common.delete'), danger: true },
            ]}
          />
        </HStack>
      ),
    },
  ];
}
