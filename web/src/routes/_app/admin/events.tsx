import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../../../features/admin/events/events-page';

export const Route = createFileRoute('/_app/admin/events')({ component: EventsPage });
