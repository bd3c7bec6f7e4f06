import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { fail, server, signIn, withFakeApi } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';

withFakeApi();
afterEach(() => {
  vi.useRealTimers();
});

// A fixed clock: Wednesday 18 November 2026, mid-morning local time.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10, 30));
});

/** Every day of the range; every other day has 2 orders worth $30.00 together. */
function daysBetween(start: string, end: string) {
  const out: Array<{ date: string; orders: number; revenue: number }> = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    const busy = out.length % 2 === 0;
    out.push({ date: new Date(t).toISOString().slice(0, 10), orders: busy ? 2 : 0, revenue: busy ? 3000 : 0 });
  }
  return out;
}

function revenueApi() {
  const seen: URLSearchParams[] = [];
  server.use(
    answer('GET /reports/revenue-by-day', ({ request }) => {
      const q = new URL(request.url).searchParams;
      seen.push(q);
      return { rows: daysBetween(q.get('startDate') ?? '', q.get('endDate') ?? '') };
    }),
  );
  return seen;
}

const range = (q: URLSearchParams | undefined) => `${q?.get('startDate')}..${q?.get('endDate')}`;

describe('system analytics', () => {
  it('charts orders and revenue per day for the last 30 days, then for the chosen period', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    const seen = revenueApi();
    const { container } = renderApp('/admin/system/analytics');

    const revenue = await screen.findByRole('img', { name: /^Revenue per Day: 30 bars from Oct 20 to Nov 18\./ });
    expect(range(seen.at(-1))).toBe('2026-10-20..2026-11-18');
    expect(revenue.querySelectorAll('rect[data-bar]')).toHaveLength(30);
    const orders = screen.getByRole('img', { name: /^Orders per Day: 30 points from Oct 20 to Nov 18\. Highest 2 \(Oct 20\)\. Total 30\.$/ });
    expect(orders.querySelectorAll('circle[data-point]')).toHaveLength(30);
    // 15 busy days of 2 orders and $30.00.
    expect(screen.getByRole('group', { name: 'Orders' }).textContent).toContain('30');
    expect(screen.getByRole('group', { name: 'Revenue' }).textContent).toContain('$450.00');
    expect(screen.getByRole('group', { name: 'Average Order Value' }).textContent).toContain('$15.00');
    expect(within(screen.getByRole('table', { name: 'Orders per Day' })).getAllByRole('row')).toHaveLength(31);

    await user.click(screen.getByRole('button', { name: 'Last 7 Days' }));
    await waitFor(() => expect(range(seen.at(-1))).toBe('2026-11-12..2026-11-18'));
    await waitFor(() => expect(container.querySelectorAll('svg[aria-label^="Revenue per Day"] rect[data-bar]')).toHaveLength(7));
    expect(screen.getByRole('button', { name: 'Last 7 Days' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Last 90 Days' }));
    await waitFor(() => expect(range(seen.at(-1))).toBe('2026-08-21..2026-11-18'));
    await waitFor(() => expect(container.querySelectorAll('svg[aria-label^="Orders per Day"] circle[data-point]')).toHaveLength(90));
  });

  it('writes the counts the chosen language\'s way', async () => {
    await setLanguage('es');
    try {
      signIn('SUPER_ADMIN');
      server.use(answer('GET /reports/revenue-by-day', () => ({ rows: [{ date: '2026-11-17', orders: 6_000, revenue: 1_234_500 }, { date: '2026-11-18', orders: 6_345, revenue: 0 }] })));
      renderApp('/admin/system/analytics');
      const orders = await screen.findByRole('group', { name: 'Pedidos' });
      expect(orders.textContent).toContain('12,345');
      expect(screen.getByRole('group', { name: 'Ingresos' }).textContent).toContain('12,345.00');
    } finally {
      await setLanguage('en');
    }
  });

  it('shows a failure with Retry', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    let failing = true;
    server.use(
      answer('GET /reports/revenue-by-day', ({ request }) => {
        if (failing) return fail(500);
        const q = new URL(request.url).searchParams;
        return { rows: daysBetween(q.get('startDate') ?? '', q.get('endDate') ?? '') };
      }),
    );
    renderApp('/admin/system/analytics');
    expect(await screen.findByText('Failed to fetch reports', {})).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: /^Revenue per Day: 30 bars/ })).toBeTruthy();
    expect(screen.queryByText('Failed to fetch reports')).toBeNull();
  });

  it('is for super admins only: an admin is sent to the dashboard', async () => {
    signIn('ADMIN');
    const seen = revenueApi();
    // What the admin dashboard loads once there.
    server.use(
      answer('GET /events/stats', () => ({ overview: { total: 0, active: 0, inactive: 0, upcoming: 0, past: 0 }, topEventsByOrders: [] })),
      answer('GET /vendors/stats', () => ({ overview: { total: 0, active: 0, inactive: 0, withOrders: 0, withProducts: 0 }, topVendorsByProducts: [] })),
      answer('GET /categories/stats', () => ({ total: 0, active: 0, inactive: 0, withProducts: 0, popular: [] })),
      answer('GET /chapters/stats', () => ({ total: 0, active: 0, inactive: 0, withUsers: 0, withEvents: 0, topChaptersByOrders: [] })),
    );
    const { router } = renderApp('/admin/system/analytics');
    // The guard sends them to their dashboard, which for an admin is the admin dashboard.
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^(\/admin)?\/dashboard$/));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'System Analytics' })).toBeNull();
    expect(seen).toHaveLength(0);
  });
});
