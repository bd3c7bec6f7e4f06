/** My Orders filters as they live in the address bar, so Back and a reload keep them. */
import { isOrderStatus, type OrderStatus } from '@portal/contract/rules';

export interface MyOrdersSearch {
  page?: number;
  search?: string;
  status?: OrderStatus;
  eventId?: number;
  /** yyyy-mm-dd, inclusive. */
  from?: string;
  to?: string;
}

const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const positive = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function parseMyOrdersSearch(raw: Record<string, unknown>): MyOrdersSearch {
  const status: OrderStatus | undefined = isOrderStatus(raw.status) ? raw.status : undefined;
  const search = typeof raw.search === 'string' && raw.search.trim() ? raw.search.slice(0, 100) : typeof raw.search === 'number' ? String(raw.search) : undefined;
  const page = positive(raw.page);
  return {
    ...(page && page > 1 ? { page } : {}),
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(positive(raw.eventId) ? { eventId: positive(raw.eventId) } : {}),
    ...(day(raw.from) ? { from: day(raw.from) } : {}),
    ...(day(raw.to) ? { to: day(raw.to) } : {}),
  };
}

/** The API's query: dates as the start of `from` and the end of `to` on this device's clock. */
export function toApiQuery(s: MyOrdersSearch, limit: number) {
  return {
    page: s.page ?? 1,
    limit,
    includeItems: true,
    ...(s.search ? { search: s.search } : {}),
    ...(s.status ? { status: s.status } : {}),
    ...(s.eventId ? { eventId: s.eventId } : {}),
    ...(s.from ? { startDate: new Date(`${s.from}T00:00:00`).toISOString() } : {}),
    ...(s.to ? { endDate: new Date(`${s.to}T23:59:59.999`).toISOString() } : {}),
  };
}
