import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { OrderList } from '@portal/contract/orders';
import '../../fixtures/msw-dom';
import { calls, makeUser, resetCalls, server, signIn } from '../../fixtures/msw';
import { createApp } from '../../../web/src/app/app';
import { createQueryClient } from '../../../web/src/lib/query/query-client';
import { eventKeys, notificationKeys, orderKeys, settingsKeys, userKeys, adminKeys } from '../../../web/src/lib/query/keys';
import {
  MAX_PERSISTED_CHARS,
  PERSIST_STORAGE_KEY,
  PERSIST_THROTTLE_MS,
  persistBuster,
  startQueryPersistence,
  type QueryPersistence,
} from '../../../web/src/lib/query/persist';
import { logout, serverTold } from '../../../web/src/lib/session/logout';
import { resetSessionCheck } from '../../../web/src/lib/session/verify';
import { myOrdersQuery } from '../../../web/src/features/orders/orders-api';
import { freshDatabase } from '../offline/fixtures';
import { answer } from '../../fixtures/api-handlers';
import { aTeaOrder } from '../../fixtures/builders';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(resetCalls);
afterEach(() => {
  for (const stop of running.splice(0)) stop.stop();
  server.resetHandlers();
});
afterAll(() => server.close());

const running: QueryPersistence[] = [];

type QueryClient = ReturnType<typeof createQueryClient>;
type QueryKey = readonly unknown[];

interface StoredEntry {
  buster: string;
  timestamp: number;
  clientState: { queries: { queryKey: QueryKey; state: { data: unknown } }[]; mutations: unknown[] };
}

const stored = (): StoredEntry | null => {
  const raw = localStorage.getItem(PERSIST_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as StoredEntry) : null;
};

/** Waits past the 1 s throttle for the entry to be written. */
const waitForStored = () => vi.waitFor(() => expect(stored()).not.toBeNull(), { timeout: 4000, interval: 50 });

async function startWith(queryClient: QueryClient = createQueryClient()) {
  const persistence = startQueryPersistence(queryClient);
  running.push(persistence);
  await persistence.restored();
  return { queryClient, persistence };
}

const order = (id: number) => aTeaOrder(id);

const orderList = (...ids: number[]): OrderList => ({ items: ids.map(order), pagination: { page: 1, limit: 50, total: ids.length, pages: 1 } });

describe('persisted server state', () => {
  it('writes only the allow-listed queries (profile, settings, notifications, orders lists), never the catalogue', async () => {
    signIn('CHAPTER');
    const { queryClient } = await startWith();
    queryClient.setQueryData(userKeys.profile(), makeUser());
    queryClient.setQueryData(settingsKeys.all, { taxRateBps: 800 });
    queryClient.setQueryData(notificationKeys.list(), { items: [], unreadCount: 0 });
    queryClient.setQueryData(myOrdersQuery().queryKey, orderList(1));
    queryClient.setQueryData(orderKeys.list({ limit: 5 }), orderList(2));
    // Not on the list: order detail, events, back office lists and anything catalogue-shaped.
    queryClient.setQueryData(orderKeys.detail(1), order(1));
    queryClient.setQueryData(eventKeys.list({ scope: 'chapter' }), { items: [] });
    queryClient.setQueryData(adminKeys.list('vendors', { page: 1 }), { items: [] });
    queryClient.setQueryData(['products', 'list', { page: 1 }], { items: [{ id: 1 }] });
    queryClient.setQueryData(['catalogue'], { products: 20_000 });

    await waitForStored();
    const keys = stored()!.clientState.queries.map((q) => JSON.stringify(q.queryKey)).sort();
    expect(keys).toEqual(
      [userKeys.profile(), settingsKeys.all, notificationKeys.list(), myOrdersQuery().queryKey, orderKeys.list({ limit: 5 })].map((k) => JSON.stringify(k)).sort(),
    );
    expect(stored()!.clientState.mutations).toEqual([]);
    expect(stored()!.buster).toBe(persistBuster(7));
  });

  it('removes the entry on logout, and a save still pending from before does not bring it back', async () => {
    signIn('CHAPTER');
    const { queryClient } = await startWith();
    queryClient.setQueryData(myOrdersQuery().queryKey, orderList(1));
    await waitForStored();

    // The throttled saves run on fake timers: the test moves time past them instead of waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A change right before signing out schedules a throttled save.
      queryClient.setQueryData(notificationKeys.list(), { items: [], unreadCount: 0 });
      await logout();
      await serverTold();
      expect(calls.logout).toBe(1);
      expect(localStorage.getItem(PERSIST_STORAGE_KEY)).toBeNull();

      queryClient.setQueryData(myOrdersQuery().queryKey, orderList(2));
      await vi.advanceTimersByTimeAsync(PERSIST_THROTTLE_MS * 2);
      expect(localStorage.getItem(PERSIST_STORAGE_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the entry instead of writing state over the size limit', async () => {
    signIn('CHAPTER');
    const { queryClient } = await startWith();
    queryClient.setQueryData(notificationKeys.list(), { items: [], unreadCount: 0 });
    await waitForStored();

    const huge = { ...order(1), orderNumber: 'x'.repeat(MAX_PERSISTED_CHARS) };
    queryClient.setQueryData(myOrdersQuery().queryKey, { ...orderList(), items: [huge] });
    await vi.waitFor(() => expect(localStorage.getItem(PERSIST_STORAGE_KEY)).toBeNull(), { timeout: 4000, interval: 50 });

    // Back under the limit, saving resumes.
    queryClient.removeQueries({ queryKey: myOrdersQuery().queryKey });
    await waitForStored();
    expect(stored()!.clientState.queries.map((q) => q.queryKey)).toEqual([notificationKeys.list()]);
  });

  it("never restores another user's data", async () => {
    signIn('CHAPTER');
    const first = await startWith();
    first.queryClient.setQueryData(myOrdersQuery().queryKey, orderList(1));
    await waitForStored();
    first.persistence.stop();

    signIn('CHAPTER', { id: 8, email: 'grace@example.com' });
    const second = await startWith();
    expect(second.queryClient.getQueryData(myOrdersQuery().queryKey)).toBeUndefined();
    expect(localStorage.getItem(PERSIST_STORAGE_KEY)).toBeNull();
  });

  it('never restores what another build of the app saved (its answers may have another shape)', async () => {
    signIn('CHAPTER');
    const first = await startWith();
    first.queryClient.setQueryData(myOrdersQuery().queryKey, orderList(1));
    await waitForStored();
    first.persistence.stop();
    // The same person's entry, as an older release (another commit) left it.
    const entry = stored()!;
    expect(entry.buster).toBe(persistBuster(7));
    expect(entry.buster.startsWith(`${String(import.meta.env.VITE_APP_BUILD)}:`), 'the entry names the build').toBe(true);
    localStorage.setItem(PERSIST_STORAGE_KEY, JSON.stringify({ ...entry, buster: 'an-older-build:7' }));

    const second = await startWith();
    expect(second.queryClient.getQueryData(myOrdersQuery().queryKey)).toBeUndefined();
  });

  it('opens My Orders with no network showing the last orders it saw', async () => {
    await freshDatabase();
    signIn('CHAPTER');
    const first = await startWith();
    // Saved a while ago: the page will try the network again, and fail.
    first.queryClient.setQueryData(myOrdersQuery().queryKey, orderList(41, 42), { updatedAt: Date.now() - 60 * 60_000 });
    await waitForStored();
    first.persistence.stop();

    let ordersRequests = 0;
    server.use(
      answer('GET /orders', () => {
        ordersRequests += 1;
        return HttpResponse.error();
      }),
      answer('GET /users/profile', () => HttpResponse.error()),
      answer('GET /notifications', () => HttpResponse.error()),
    );
    resetSessionCheck();
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    await startWith(queryClient);
    const app = createApp({ initialPath: '/orders', queryClient });
    render(app.App());

    expect(await screen.findByText('ORD-41')).toBeTruthy();
    expect(screen.getByText('ORD-42')).toBeTruthy();
    await vi.waitFor(() => expect(ordersRequests).toBeGreaterThan(0));
    expect(screen.getByText('ORD-41')).toBeTruthy();
    app.stop();
  });
});
