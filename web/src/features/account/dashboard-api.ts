import { queryOptions } from '@tanstack/react-query';
import type { ApiAnswers } from '@portal/contract/api-answers';
import type { EventItem } from '@portal/contract/events';
import { MSG } from '@portal/contract/messages';
import type { OrderView } from '@portal/contract/orders';
import { api } from '../../lib/api/client';
import { eventKeys, orderKeys } from '../../lib/query/keys';

/** What the dashboard cards read of the contract's event and order. */
export type EventSummary = Pick<EventItem, 'id' | 'name' | 'description' | 'startDate' | 'endDate' | 'status'>;
export type OrderSummary = Pick<OrderView, 'id' | 'orderNumber' | 'status' | 'total' | 'createdAt' | 'event'>;

export const chapterEventsQuery = () =>
  queryOptions({
    queryKey: eventKeys.list({ scope: 'chapter' }),
    queryFn: () => api.get<ApiAnswers['GET /events']>('events', { fallback: MSG.fetchDashboardFailed }),
  });

export const RECENT_ORDERS = 5;
export const recentOrdersQuery = () =>
  queryOptions({
    queryKey: orderKeys.list({ limit: RECENT_ORDERS }),
    queryFn: () => api.get<ApiAnswers['GET /orders']>('orders', { searchParams: { limit: RECENT_ORDERS }, fallback: MSG.fetchDashboardFailed }),
  });

/** Events that have not ended yet, soonest first. */
export function upcoming(events: EventSummary[], now = new Date()): EventSummary[] {
  return events
    .filter((event) => new Date(event.endDate) >= now)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}
