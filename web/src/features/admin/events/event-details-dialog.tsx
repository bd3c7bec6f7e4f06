import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { EventItem } from '@portal/contract/events';
import type { ReactNode } from 'react';
import { AdminDialog } from '../kit/admin-dialog';
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

export function EventDetailsDialog({ event, onClose }: { event: EventItem | null; onClose: () => void }) {
  return (
    <AdminDialog open={Boolean(event)} title={t('admin.events.details')} onClose={onClose} size="lg">
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
