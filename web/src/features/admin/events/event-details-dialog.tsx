import { SimpleGrid } from '@chakra-ui/react';
import type { EventItem } from '@portal/contract/events';
import { AdminDialog } from '../kit/admin-dialog';
import { DetailsFooter } from '../kit/details-footer';
import { longDateTime } from '../kit/format';
import { EventStatusChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';
import { DetailItem } from '../kit/detail-item';

export function EventDetailsDialog({ event, onEdit, onClose }: { event: EventItem | null; onEdit: () => void; onClose: () => void }) {
  return (
    <AdminDialog open={Boolean(event)} title={t('admin.events.details')} onClose={onClose} size="lg" footer={<DetailsFooter onClose={onClose} onEdit={onEdit} editLabel={t('admin.events.edit')} />}>
      {event && (
        <SimpleGrid columns={2} gap="3">
          <DetailItem label={t('admin.events.name')}>{event.name}</DetailItem>
          <DetailItem label={t('admin.events.statusLabel')}>
            <EventStatusChip status={event.status} />
          </DetailItem>
          <DetailItem label={t('admin.events.description')}>{event.description || '-'}</DetailItem>
          <DetailItem label={t('admin.events.chapter')}>{event.chapter ? `${event.chapter.name} (${event.chapter.city}, ${event.chapter.state})` : '-'}</DetailItem>
          <DetailItem label={t('admin.events.start')}>{longDateTime(event.startDate)}</DetailItem>
          <DetailItem label={t('admin.events.end')}>{longDateTime(event.endDate)}</DetailItem>
          <DetailItem label={t('admin.events.created')}>{longDateTime(event.createdAt)}</DetailItem>
          <DetailItem label={t('admin.events.lastUpdated')}>{longDateTime(event.updatedAt)}</DetailItem>
          <DetailItem label={t('admin.events.orders')}>{event.orderCount ?? 0}</DetailItem>
        </SimpleGrid>
      )}
    </AdminDialog>
  );
}
