import { Stack, Text } from '@chakra-ui/react';
import { formatPhone, type ChapterItem } from '@portal/contract/chapters';
import type { Column } from '../kit/data-table';
import { longDate } from '../kit/format';
import { RowMenu } from '../kit/row-menu';
import { ActiveChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';

const Two = ({ top, bottom }: { top: string; bottom?: string | null }) => (
  <Stack gap="0">
    <Text>{top}</Text>
    {bottom && (
      <Text fontSize="xs" color="fg.muted">
        {bottom}
      </Text>
    )}
  </Stack>
);

export function chapterColumns(onAction: (kind: string, c: ChapterItem) => void): Column<ChapterItem>[] {
  return [
    { header: t('admin.chapters.chapter'), sortKey: 'name', cell: (c) => <Two top={c.name} bottom={c.taxId ? t('admin.chapters.taxIdValue', { taxId: c.taxId }) : null} /> },
    { header: t('admin.chapters.location'), sortKey: 'city', cell: (c) => <Two top={c.city} bottom={`${c.state} ${c.zipCode}`} /> },
    { header: t('admin.chapters.contact'), cell: (c) => <Two top={c.phone ? formatPhone(c.phone) : '-'} bottom={c.user?.email} /> },
    { header: t('admin.chapters.status'), cell: (c) => <ActiveChip active={c.isActive} /> },
    { header: t('admin.chapters.events'), hideBelow: 'xl', cell: (c) => c.eventCount ?? 0 },
    { header: t('admin.chapters.orders'), cell: (c) => c.orderCount ?? 0 },
    { header: t('admin.chapters.created'), hideBelow: 'xl', cell: (c) => longDate(c.createdAt), sortKey: 'createdAt' },
    {
      header: t('admin.chapters.actions'),
      align: 'end',
      cell: (c) => (
        <RowMenu
          label={t('admin.common.actionsFor', { name: c.name })}
          onSelect={(value) => onAction(value, c)}
          actions={[
            { value: 'view', label: t('admin.common.viewDetails') },
            { value: 'edit', label: t('admin.common.edit') },
            c.isActive ? { value: 'deactivate', label: t('admin.common.deactivate') } : { value: 'activate', label: t('admin.common.activate') },
            { value: 'delete', label: t('admin.common.delete'), danger: true },
          ]}
        />
      ),
    },
  ];
}
