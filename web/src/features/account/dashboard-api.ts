import { queryOptions } from '@tanstack/react-query';
import { MSG } from '@portal/contract/messages';
import { api } from '../../lib/api/client';
import { eventKeys, orderKeys } from '../../lib/query/keys';

export interface EventSummary {
  id: number;
  name: string;
  description: string | null;
  startDate: string;
  endDate: string;
  status?: string;
}

export interface OrderSummary {
  id: number;
  orderNumber: string;
  status: string;
  total: number;
  createdAt: string;
  event?: { name: string } | null;
}

interface Page<T> {
  items: T[];
}

export const chapterEventsQuery = () =>
  queryOptions({
    queryKey: eventKeys.list({ scope: 'chapter' }),
    queryFn: () => api.get<Page<EventSummary>>('events', { fallback: MSG.fetchDashboardFailed }),
  });

export const RECENT_ORDERS = 5;
export const recentOrdersQuery = () =>
  queryOptions({
    queryKey: orderKeys.list({ limit: RECENT_ORDERS }),
    queryFn: () => api.get<Page<OrderSummary>>('orders', { searchParams: { limit: RECENT_ORDERS }, fallback: MSG.fetchDashboardFailed }),
  });

/** Events that have not ended yet, soonest first. */
export function upcoming(events: EventSummary[], now = new Date()): EventSummary[] {
  return events
    .filter((event) => new Date(event.endDate) >= now)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}
