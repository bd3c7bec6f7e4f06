import { EVENT_RESOURCE } from '@portal/contract/resources';
import type { EventItem } from '@portal/contract/events';
import { AdminDialog } from '../kit/admin-dialog';
import { DescribedDetails } from '../kit/described';
import { DetailsFooter } from '../kit/details-footer';
import { eventStatusCell } from './event-columns';
import { t } from '../../../lib/i18n/i18n';

/** The event description's details; the chapter shows with its city and state. */
export function EventDetailsDialog({ event, onEdit, onClose }: { event: EventItem | null; onEdit: () => void; onClose: () => void }) {
  return (
    <AdminDialog open={Boolean(event)} title={t('admin.events.details')} onClose={onClose} size="lg" footer={<DetailsFooter onClose={onClose} onEdit={onEdit} editLabel={t('admin.events.edit')} />}>
      {event && (
        <DescribedDetails
          description={EVENT_RESOURCE}
          row={event}
          cells={{ status: eventStatusCell, 'chapter.name': (e) => (e.chapter ? `${e.chapter.name} (${e.chapter.city}, ${e.chapter.state})` : '-') }}
        />
      )}
    </AdminDialog>
  );
}
