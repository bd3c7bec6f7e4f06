/**
 * Reports & Analytics on a slow API: once the screen has shown its figures, choosing other dates
 * does not hold the route back. The reports stay on screen (the router would otherwise put its
 * pending screen in their place after a second, and a tab clicked meanwhile would be lost), the
 * cards keep their last figures marked as loading, and the new figures replace them when they come.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn, withFakeApi } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';

withFakeApi();
afterEach(() => vi.useRealTimers());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10, 30));
});

it('keeps the reports on screen while another range loads, and a tab chosen meanwhile holds', async () => {
  signIn('ADMIN');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const summary = { totalValue: 0, totalQuantity: 0, totalOrders: 0, averageOrderValue: 0 };
  server.use(
    answer('GET /reports/purchases', () => ({ rows: [], pagination: { page: 1, limit: 10, total: 0, pages: 1 }, summary })),
    answer('GET /reports/payments', () => ({ rows: [], summary: { totalPayments: 0, totalAmount: 0, successRate: 0, totalFees: 0 } })),
    answer('GET /reports/revenue-by-day', () => ({ rows: [] })),
    answer('GET /reports/overview', async ({ request }) => {
      const wide = new URL(request.url).searchParams.get('startDate') === '2026-08-21';
      // The 90 days' figures wait until the test lets them go.
      if (wide) await held;
      return wide ? { users: 90, events: 9, activeEvents: 9, vendors: 9, categories: 9, chapters: 9 } : { users: 30, events: 3, activeEvents: 3, vendors: 3, categories: 3, chapters: 3 };
    }),
  );
  const { router } = renderApp('/admin/reports');
  await waitFor(() => expect(screen.getByRole('group', { name: 'Total Users' }).textContent).toContain('30'));

  fireEvent.click(screen.getByRole('button', { name: 'Last 90 Days' }));
  // The route has moved to the new dates while their overview is still on its way.
  await waitFor(() => {
    expect(router.state.location.search).toMatchObject({ startDate: '2026-08-21' });
    expect(router.state.status).toBe('idle');
  });
  expect(screen.getByRole('heading', { name: 'Reports & Analytics' })).toBeTruthy();
  expect(screen.getByRole('group', { name: 'Total Users' }).getAttribute('aria-busy')).toBe('true');

  fireEvent.click(screen.getByRole('tab', { name: 'Payment Report' }));
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Payment Report' }).getAttribute('aria-selected')).toBe('true'));

  release();
  await waitFor(() => expect(screen.getByRole('group', { name: 'Total Users' }).textContent).toContain('90'));
  expect(screen.getByRole('group', { name: 'Total Users' }).getAttribute('aria-busy')).toBeNull();
  expect(router.state.location.search).toMatchObject({ startDate: '2026-08-21', tab: 'payments' });
});
