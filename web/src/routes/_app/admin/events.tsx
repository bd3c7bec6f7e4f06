import { createFileRoute } from '@tanstack/react-router';
import { eventSearchSchema } from '../../../features/admin/events/events-search';
import { EventsPage } from '../../../features/admin/events/events-page';
import { eventList, eventStatsQuery } from '../../../features/admin/events/events-api';
import { loadList } from '../../../features/admin/kit/list-search';
import { screenError } from '../../../features/admin/kit/route-error';

/** Event Management: filters, sort and page in the address; the page is loaded before it shows. */
export const Route = createFileRoute('/_app/admin/events')({
  validateSearch: eventSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadList(context.queryClient, eventList, deps, [eventStatsQuery()]),
  errorComponent: screenError('admin.events.title', 'admin.events.fetchFailed'),
  component: EventsPage,
});
