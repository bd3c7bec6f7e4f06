import { queryOptions } from '@tanstack/react-query';
import { eventRoutes, type EventItem } from '@portal/contract/events';
import { orderRoutes, type OrderView } from '@portal/contract/orders';
import { call } from '../../lib/api/call';
import { t } from '../../lib/i18n/i18n';
import { eventKeys, orderKeys } from '../../lib/query/keys';

/** What the dashboard cards read of the contract's event and order. */
export type EventSummary = Pick<EventItem, 'id' | 'name' | 'description' | 'startDate' | 'endDate' | 'status'>;
export type OrderSummary = Pick<OrderView, 'id' | 'orderNumber' | 'status' | 'total' | 'createdAt' | 'event'>;

export const chapterEventsQuery = () =>
  queryOptions({
    queryKey: eventKeys.list({ scope: 'chapter' }),
    queryFn: () => call(eventRoutes.list, { fallback: t('dashboard.failed') }),
  });

export const RECENT_ORDERS = 5;
export const recentOrdersQuery = () =>
  queryOptions({
    queryKey: orderKeys.list({ limit: RECENT_ORDERS }),
    queryFn: () => call(orderRoutes.list, { query: { limit: RECENT_ORDERS }, fallback: t('dashboard.failed') }),
  });

/** Events that have not ended yet, soonest first. */
export function upcoming(events: EventSummary[], now = new Date()): EventSummary[] {
  return events
    .filter((event) => new Date(event.endDate) >= now)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}
