import { Stack, Text } from '@chakra-ui/react';
import { EVENT_RESOURCE } from '@portal/contract/resources';
import type { EventItem } from '@portal/contract/events';
import { EVENT_DESCRIPTION_CUT } from '@portal/contract/rules';
import type { Column } from '../kit/data-table';
import { describedColumns } from '../kit/described';
import { longDate, timeOfDay } from '../kit/format';
import { actionsColumn, manageActions, TwoLines } from '../kit/row-actions';
import { EventStatusChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';

/** Spec 9: descriptions in the list stop at 100 characters, then an ellipsis. */
export const cutDescription = (text: string | null) =>
  text && text.length > EVENT_DESCRIPTION_CUT ? `${text.slice(0, EVENT_DESCRIPTION_CUT)}...` : (text ?? '');

/** An event's status as its coloured chip, in the list and in the details. */
export const eventStatusCell = (e: EventItem) => <EventStatusChip status={e.status} />;

/** The event description's columns; the name, the chapter and the dates show two values in one cell. */
export function eventColumns(onAction: (kind: string, e: EventItem) => void): Column<EventItem>[] {
  return [
    ...describedColumns<EventItem>(EVENT_RESOURCE, {
      name: (e) => (
        <Stack gap="0" maxW="xs">
          <Text fontWeight="medium">{e.name}</Text>
          {e.description && (
            <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
              {cutDescription(e.description)}
            </Text>
          )}
        </Stack>
      ),
      'chapter.name': (e) => (e.chapter ? <TwoLines top={e.chapter.name} bottom={`${e.chapter.city}, ${e.chapter.state}`} /> : '-'),
      startDate: (e) => <TwoLines top={`${longDate(e.startDate)} - ${longDate(e.endDate)}`} bottom={timeOfDay(e.startDate)} />,
      status: eventStatusCell,
    }),
    actionsColumn(t('admin.events.actions'), (e) => e.name, onAction, (e) => manageActions(e.isActive)),
  ];
}
