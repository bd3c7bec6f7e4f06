import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { EventItem } from '@portal/contract/events';
import type { ReactNode } from 'react';
import { AdminDialog } from '../kit/admin-dialog';
import { longDateTime } from '../kit/format';
import { EventStatusChip } from '../kit/status-chip';

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
    <AdminDialog open={Boolean(event)} title="Event Details" onClose={onClose} size="lg">
      {event && (
        <SimpleGrid columns={2} gap="3">
          <Item label="Name">{event.name}</Item>
          <Item label="Status">
            <EventStatusChip status={event.status} />
          </Item>
          <Item label="Description">{event.description || '-'}</Item>
          <Item label="Chapter">{event.chapter ? `${event.chapter.name} (${event.chapter.city}, ${event.chapter.state})` : '-'}</Item>
          <Item label="Start">{longDateTime(event.startDate)}</Item>
          <Item label="End">{longDateTime(event.endDate)}</Item>
          <Item label="Created">{longDateTime(event.createdAt)}</Item>
          <Item label="Last Updated">{longDateTime(event.updatedAt)}</Item>
          <Item label="Orders">{event.orderCount ?? 0}</Item>
        </SimpleGrid>
      )}
    </AdminDialog>
  );
}
