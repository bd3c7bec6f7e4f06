import { SimpleGrid } from '@chakra-ui/react';
import { formatPhone, type ChapterItem } from '@portal/contract/chapters';
import { AdminDialog } from '../kit/admin-dialog';
import { DetailsFooter } from '../kit/details-footer';
import { longDateTime } from '../kit/format';
import { ActiveChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';
import { DetailItem } from '../kit/detail-item';

export function ChapterDetailsDialog({ chapter, onEdit, onClose }: { chapter: ChapterItem | null; onEdit: () => void; onClose: () => void }) {
  return (
    <AdminDialog open={Boolean(chapter)} title={t('admin.chapters.details')} size="lg" onClose={onClose} footer={<DetailsFooter onClose={onClose} onEdit={onEdit} editLabel={t('admin.chapters.edit')} />}>
      {chapter && (
        <SimpleGrid columns={2} gap="3">
          <DetailItem label={t('admin.chapters.name')}>{chapter.name}</DetailItem>
          <DetailItem label={t('admin.chapters.status')}>
            <ActiveChip active={chapter.isActive} />
          </DetailItem>
          <DetailItem label={t('admin.chapters.address')}>{`${chapter.address}, ${chapter.city}, ${chapter.state} ${chapter.zipCode}`}</DetailItem>
          <DetailItem label={t('admin.chapters.phone')}>{chapter.phone ? formatPhone(chapter.phone) : ''}</DetailItem>
          <DetailItem label={t('admin.chapters.taxId')}>{chapter.taxId}</DetailItem>
          <DetailItem label={t('admin.chapters.user')}>{chapter.user?.email}</DetailItem>
          <DetailItem label={t('admin.chapters.events')}>{String(chapter.eventCount ?? 0)}</DetailItem>
          <DetailItem label={t('admin.chapters.orders')}>{String(chapter.orderCount ?? 0)}</DetailItem>
          <DetailItem label={t('admin.chapters.created')}>{longDateTime(chapter.createdAt)}</DetailItem>
          <DetailItem label={t('admin.chapters.lastUpdated')}>{longDateTime(chapter.updatedAt)}</DetailItem>
        </SimpleGrid>
      )}
    </AdminDialog>
  );
}
