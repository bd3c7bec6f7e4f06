import { Stack, Text } from '@chakra-ui/react';
import { formatPhone, type ChapterItem } from '@portal/contract/chapters';
import type { Column } from '../kit/data-table';
import { longDate } from '../kit/format';
import { RowMenu } from '../kit/row-menu';
import { ActiveChip } from '../kit/status-chip';

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
    { header: 'Chapter', cell: (c) => <Two top={c.name} bottom={c.taxId ? `Tax ID: ${c.taxId}` : null} /> },
    { header: 'Location', cell: (c) => <Two top={c.city} bottom={`${c.state} ${c.zipCode}`} /> },
    { header: 'Contact', cell: (c) => <Two top={c.phone ? formatPhone(c.phone) : '-'} bottom={c.user?.email} /> },
    { header: 'Status', cell: (c) => <ActiveChip active={c.isActive} /> },
    { header: 'Events', cell: (c) => c.eventCount ?? 0 },
    { header: 'Orders', cell: (c) => c.orderCount ?? 0 },
    { header: 'Created', cell: (c) => longDate(c.createdAt) },
    {
      header: 'Actions',
      align: 'end',
      cell: (c) => (
        <RowMenu
          label={`Actions for ${c.name}`}
          onSelect={(value) => onAction(value, c)}
          actions={[
            { value: 'view', label: 'View Details' },
            { value: 'edit', label: 'Edit' },
            c.isActive ? { value: 'deactivate', label: 'Deactivate' } : { value: 'activate', label: 'Activate' },
            { value: 'delete', label: 'Delete', danger: true },
          ]}
        />
      ),
    },
  ];
}
