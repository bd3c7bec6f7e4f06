import { Stack, Text } from '@chakra-ui/react';
import type { EventItem } from '@portal/contract/events';
import { EVENT_DESCRIPTION_CUT } from '@portal/contract/rules';
import type { Column } from '../kit/data-table';
import { longDate, timeOfDay } from '../kit/format';
import { actionsColumn, manageActions } from '../kit/row-actions';
import { EventStatusChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';

/** Spec 9: descriptions in the list stop at 100 characters, then an ellipsis. */
export const cutDescription = (text: string | null) =>
  text && text.length > EVENT_DESCRIPTION_CUT ? `${text.slice(0, EVENT_DESCRIPTION_CUT)}...` : (text ?? '');

export function eventColumns(onAction: (kind: string, e: EventItem) => void): Column<EventItem>[] {
  return [
    {
      header: t('admin.events.event'),
      sortKey: 'name',
      cell: (e) => (
        <Stack gap="0" maxW="xs">
          <Text fontWeight="medium">{e.name}</Text>
          {e.description && (
            <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
              {cutDescription(e.description)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      header: t('admin.events.chapter'),
      cell: (e) =>
        e.chapter ? (
          <Stack gap="0">
            <Text>{e.chapter.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {e.chapter.city}, {e.chapter.state}
            </Text>
          </Stack>
        ) : (
          '-'
        ),
    },
    {
      header: t('admin.events.dates'),
      sortKey: 'startDate',
      cell: (e) => (
        <Stack gap="0">
          <Text>
            {longDate(e.startDate)} - {longDate(e.endDate)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {timeOfDay(e.startDate)}
          </Text>
        </Stack>
      ),
    },
    { header: t('admin.events.statusLabel'), cell: (e) => <EventStatusChip status={e.status} /> },
    { header: t('admin.events.orders'), cell: (e) => e.orderCount ?? 0 },
    { header: t('admin.events.created'), cell: (e) => longDate(e.createdAt), sortKey: 'createdAt' },
    actionsColumn(t('admin.events.actions'), (e) => e.name, onAction, (e) => manageActions(e.isActive)),
  ];
}
