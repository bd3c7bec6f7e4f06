import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { EventItem } from '@portal/contract/events';
import type { ReactNode } from 'react';
import { AdminDialog } from '../kit/admin-dialog';
import { DetailsFooter } from '../kit/details-footer';
import { longDateTime } from '../kit/format';
import { EventStatusChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text as="div">{children}</Text>
  </Stack>
);

export function EventDetailsDialog({ event, onEdit, onClose }: { event: EventItem | null; onEdit: () => void; onClose: () => void }) {
  return (
    <AdminDialog open={Boolean(event)} title={t('admin.events.details')} onClose={onClose} size="lg" footer={<DetailsFooter onClose={onClose} onEdit={onEdit} editLabel={t('admin.events.edit')} />}>
      {event && (
        <SimpleGrid columns={2} gap="3">
          <Item label={t('admin.events.name')}>{event.name}</Item>
          <Item label={t('admin.events.statusLabel')}>
            <EventStatusChip status={event.status} />
          </Item>
          <Item label={t('admin.events.description')}>{event.description || '-'}</Item>
          <Item label={t('admin.events.chapter')}>{event.chapter ? `${event.chapter.name} (${event.chapter.city}, ${event.chapter.state})` : '-'}</Item>
          <Item label={t('admin.events.start')}>{longDateTime(event.startDate)}</Item>
          <Item label={t('admin.events.end')}>{longDateTime(event.endDate)}</Item>
          <Item label={t('admin.events.created')}>{longDateTime(event.createdAt)}</Item>
          <Item label={t('admin.events.lastUpdated')}>{longDateTime(event.updatedAt)}</Item>
          <Item label={t('admin.events.orders')}>{event.orderCount ?? 0}</Item>
        </SimpleGrid>
      )}
    </AdminDialog>
  );
}
