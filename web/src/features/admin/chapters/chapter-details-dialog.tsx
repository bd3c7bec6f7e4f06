import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatPhone, type ChapterItem } from '@portal/contract/chapters';
import type { ReactNode } from 'react';
import { AdminDialog } from '../kit/admin-dialog';
import { DetailsFooter } from '../kit/details-footer';
import { longDateTime } from '../kit/format';
import { ActiveChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text as="div">{children || '-'}</Text>
  </Stack>
);

export function ChapterDetailsDialog({ chapter, onEdit, onClose }: { chapter: ChapterItem | null; onEdit: () => void; onClose: () => void }) {
  return (
    <AdminDialog open={Boolean(chapter)} title={t('admin.chapters.details')} size="lg" onClose={onClose} footer={<DetailsFooter onClose={onClose} onEdit={onEdit} editLabel={t('admin.chapters.edit')} />}>
      {chapter && (
        <SimpleGrid columns={2} gap="3">
          <Item label={t('admin.chapters.name')}>{chapter.name}</Item>
          <Item label={t('admin.chapters.status')}>
            <ActiveChip active={chapter.isActive} />
          </Item>
          <Item label={t('admin.chapters.address')}>{`${chapter.address}, ${chapter.city}, ${chapter.state} ${chapter.zipCode}`}</Item>
          <Item label={t('admin.chapters.phone')}>{chapter.phone ? formatPhone(chapter.phone) : ''}</Item>
          <Item label={t('admin.chapters.taxId')}>{chapter.taxId}</Item>
          <Item label={t('admin.chapters.user')}>{chapter.user?.email}</Item>
          <Item label={t('admin.chapters.events')}>{String(chapter.eventCount ?? 0)}</Item>
          <Item label={t('admin.chapters.orders')}>{String(chapter.orderCount ?? 0)}</Item>
          <Item label={t('admin.chapters.created')}>{longDateTime(chapter.createdAt)}</Item>
          <Item label={t('admin.chapters.lastUpdated')}>{longDateTime(chapter.updatedAt)}</Item>
        </SimpleGrid>
      )}
    </AdminDialog>
  );
}
