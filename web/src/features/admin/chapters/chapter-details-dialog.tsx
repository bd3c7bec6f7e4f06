import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatPhone, type ChapterItem } from '@portal/contract/chapters';
import type { ReactNode } from 'react';
import { AdminDialog } from '../kit/admin-dialog';
import { longDateTime } from '../kit/format';
import { ActiveChip } from '../kit/status-chip';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text as="div">{children || '-'}</Text>
  </Stack>
);

export function ChapterDetailsDialog({ chapter, onClose }: { chapter: ChapterItem | null; onClose: () => void }) {
  return (
    <AdminDialog open={Boolean(chapter)} title="Chapter Details" size="lg" onClose={onClose}>
      {chapter && (
        <SimpleGrid columns={2} gap="3">
          <Item label="Chapter Name">{chapter.name}</Item>
          <Item label="Status">
            <ActiveChip active={chapter.isActive} />
          </Item>
          <Item label="Address">{`${chapter.address}, ${chapter.city}, ${chapter.state} ${chapter.zipCode}`}</Item>
          <Item label="Phone">{chapter.phone ? formatPhone(chapter.phone) : ''}</Item>
          <Item label="Tax ID">{chapter.taxId}</Item>
          <Item label="User">{chapter.user?.email}</Item>
          <Item label="Events">{String(chapter.eventCount ?? 0)}</Item>
          <Item label="Orders">{String(chapter.orderCount ?? 0)}</Item>
          <Item label="Created">{longDateTime(chapter.createdAt)}</Item>
          <Item label="Last Updated">{longDateTime(chapter.updatedAt)}</Item>
        </SimpleGrid>
      )}
    </AdminDialog>
  );
}
