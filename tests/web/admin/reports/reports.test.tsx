import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { CategoryReport, PaymentReport, PurchaseRow } from '@portal/contract/reports';
import { renderApp } from '../../../fixtures/msw-app';
import { fail, server, signIn, withFakeApi } from '../../../fixtures/msw';
import { openAs } from '../../../fixtures/resource-api';
import { retriesLabel } from '@portal/web/features/admin/reports/payment-tab.tsx';
import { answer } from '../../../fixtures/api-handlers';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';

withFakeApi();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// A fixed clock: Wednesday 18 November 2026, mid-morning local time.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10, 30));
});

const pagination = (page: number, limit: number, total: number) => ({ page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) });

const purchaseRow = (n: number): PurchaseRow => ({
  orderNumber: `ORD-${n}`, poNumber: null, notes: null, itemName: `Item ${n}`, sku: `SKU-${n}`, quantity: 2, unitPrice: 1250, totalPrice: 2500, vendor: 'Acme Supply', chapter: 'Austin Chapter',
  chapterLocation: 'Austin, TX', orderDate: '2026-11-10T15:00:00.000Z', orderStatus: 'PROCESSING',
});
const purchaseSummary = { totalValue: 75000, totalQuantity: 60, totalOrders: 12, averageOrderValue: 6250 };

const categories: CategoryReport = {
  rows: [
    { categoryId: 4, categoryName: 'Beverages', totalValue: 48000, totalQuantity: 40, totalOrders: 9, uniqueProducts: 5, uniqueChapters: 3, averageOrderValue: 5333 },
    { categoryId: 6, categoryName: 'Snacks', totalValue: 27000, totalQuantity: 20, totalOrders: 4, uniqueProducts: 2, uniqueChapters: 2, averageOrderValue: 6750 },
  ],
  summary: { totalCategories: 2, totalValue: 75000, totalQuantity: 60, totalOrders: 12 },
};

const payments: PaymentReport = {
  rows: [
    { paymentId: 31, amount: 10400, fee: 400, method: 'DEBIT_CARD', status: 'COMPLETED', vendorName: 'Acme Supply', chapterName: 'Austin Chapter', paymentDate: '2026-11-11T12:00:00.000Z', retryCount: 0, isScheduled: false },
    { paymentId: 32, amount: 5100, fee: 100, method: 'ACH', status: 'FAILED', vendorName: 'Acme Supply', chapterName: 'Dallas Chapter', paymentDate: '2026-11-12T12:00:00.000Z', retryCount: 2, isScheduled: false },
    { paymentId: 33, amount: 2040, fee: 40, method: 'ACH', status: 'PENDING', vendorName: null, chapterName: 'Dallas Chapter', paymentDate: '2026-11-13T12:00:00.000Z', retryCount: 0, isScheduled: true },
  ],
  summary: { totalPayments: 3, totalAmount: 17540, successRate: 33.3, totalFees: 540 },
};

/** Every day from start to end (yyyy-MM-dd, both included), revenue growing by a dollar a day. */
function daysBetween(start: string, end: string) {
  const out: Array<{ date: string; orders: number; revenue: number }> = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    out.push({ date: new Date(t).toISOString().slice(0, 10), orders: out.length % 3, revenue: (out.length + 1) * 100 });
  }
  return out;
}

interface Seen {
  purchases: URLSearchParams[];
  categories: URLSearchParams[];
  payments: URLSearchParams[];
  revenue: URLSearchParams[];
  overview: URLSearchParams[];
}

/** The report API with 30 purchase lines (or none), recording every query it is sent. */
function reportApi(options: { purchases?: number; overviewFails?: boolean } = {}) {
  const seen: Seen = { purchases: [], categories: [], payments: [], revenue: [], overview: [] };
  const total = options.purchases ?? 30;
  const params = (request: Request) => new URL(request.url).searchParams;
  server.use(
    answer('GET /reports/purchases', ({ request }) => {
      const q = params(request);
      if (q.get('format') === 'csv') return new HttpResponse('"Item Name"\r\n', { headers: { 'content-type': 'text/csv' } });
      seen.purchases.push(q);
      const page = Number(q.get('page'));
      const limit = Number(q.get('limit'));
      const rows = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) => purchaseRow((page - 1) * limit + i + 1));
      return { rows, pagination: pagination(page, limit, total), summary: total ? purchaseSummary : { totalValue: 0, totalQuantity: 0, totalOrders: 0, averageOrderValue: 0 } };
    }),
    answer('GET /reports/categories', ({ request }) => {
      seen.categories.push(params(request));
      return categories;
    }),
    answer('GET /reports/payments', ({ request }) => {
      const q = params(request);
      if (q.get('format') === 'csv') return new HttpResponse('"Payment ID"\r\n"31"\r\n', { headers: { 'content-type': 'text/csv' } });
      seen.payments.push(q);
      return payments;
    }),
    answer('GET /reports/revenue-by-day', ({ request }) => {
      const q = params(request);
      seen.revenue.push(q);
      return { rows: daysBetween(q.get('startDate') ?? '', q.get('endDate') ?? '') };
    }),
    answer('GET /reports/overview', ({ request }) => {
      const q = params(request);
      seen.overview.push(q);
      if (options.overviewFails) return fail(500);
      // A month has more of everything than a day.
      const wide = q.get('startDate') !== q.get('endDate');
      return wide ? { users: 57, events: 12, activeEvents: 9, vendors: 8, categories: 15, chapters: 6 } : { users: 3, events: 1, activeEvents: 1, vendors: 2, categories: 2, chapters: 1 };
    }),
  );
  return seen;
}

const range = (q: URLSearchParams | undefined) => `${q?.get('startDate')}..${q?.get('endDate')}`;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The reports screen of an admin against reportApi(), once its first purchase row shows. */
async function openReports() {
  const seen = reportApi();
  const app = openAs('ADMIN', '/admin/reports');
  expect(await screen.findByText('Item 1', {})).toBeTruthy();
  return { ...app, seen };
}

describe('reports & analytics', () => {
  it('opens on this month and shows the six overview cards of those dates', async () => {
    const { seen } = await openReports();
    expect(range(seen.purchases.at(-1))).toBe('2026-11-01..2026-11-30');
    expect(range(seen.revenue.at(-1))).toBe('2026-11-01..2026-11-30');
    expect(input('Start Date').value).toBe('2026-11-01');
    expect(screen.getByRole('button', { name: 'This Month' }).getAttribute('aria-pressed')).toBe('true');

    await waitFor(() => expect(screen.getByRole('group', { name: 'Total Users' }).textContent).toContain('57'));
    expect(range(seen.overview.at(-1))).toBe('2026-11-01..2026-11-30');
    expect(screen.getByRole('group', { name: 'Total Events' }).textContent).toContain('12');
    expect(screen.getByRole('group', { name: 'Active Events' }).textContent).toContain('9');
    expect(screen.getByRole('group', { name: 'Total Vendors' }).textContent).toContain('8');
    expect(screen.getByRole('group', { name: 'Categories' }).textContent).toContain('15');
    expect(screen.getByRole('group', { name: 'Chapters' }).textContent).toContain('6');
    expect(screen.getByText(/^From Nov 1, 2026 to Nov 30, 2026: users, chapters, vendors and categories with orders/)).toBeTruthy();
  });

  it('the overview cards follow the chosen dates', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    const seen = reportApi();
    renderApp('/admin/reports');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total Users' }).textContent).toContain('57'));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(range(seen.overview.at(-1))).toBe('2026-11-18..2026-11-18'));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total Users' }).textContent).toContain('3'));
    expect(screen.getByRole('group', { name: 'Total Vendors' }).textContent).toContain('2');
    expect(screen.getByText(/^From Nov 18, 2026 to Nov 18, 2026:/)).toBeTruthy();
  });

  it('a failed overview is only logged: its cards show dashes and no alert appears', async () => {
    signIn('ADMIN');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportApi({ overviewFails: true });
    renderApp('/admin/reports');
    expect(await screen.findByText('Item 1', {})).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('group', { name: 'Chapters' }).textContent).toContain('-'));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('sets the range of each quick pick and goes back to the first page', async () => {
    const { user, seen } = await openReports();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(seen.purchases.at(-1)?.get('page')).toBe('2'));

    const expected: Array<[string, string]> = [
      ['Last 7 Days', '2026-11-12..2026-11-18'],
      ['Today', '2026-11-18..2026-11-18'],
      ['Last 90 Days', '2026-08-21..2026-11-18'],
      ['This Year', '2026-01-01..2026-12-31'],
      ['This Month', '2026-11-01..2026-11-30'],
    ];
    for (const [pick, dates] of expected) {
      await user.click(screen.getByRole('button', { name: pick }));
      await waitFor(() => expect(`${input('Start Date').value}..${input('End Date').value}`).toBe(dates));
      expect(screen.getByRole('button', { name: pick }).getAttribute('aria-pressed')).toBe('true');
      if (pick === 'This Month') {
        // The opening range again: its first page comes from the cache (fresh for 5 minutes).
        expect(await screen.findByText('1–10 of 30')).toBeTruthy();
        expect(screen.getByText('Item 1')).toBeTruthy();
        continue;
      }
      await waitFor(() => expect(range(seen.purchases.at(-1))).toBe(dates));
      expect(seen.purchases.at(-1)?.get('page')).toBe('1');
      expect(range(seen.revenue.at(-1))).toBe(dates);
    }
  }, 120_000); // five ranges, up to a year of daily bars each: some 40 s on a busy machine

  it('keeps a quick pick and a tab chosen one right after the other, before the screen showed the first', async () => {
    const { router, seen } = await openReports();
    const pick = screen.getByRole('button', { name: 'Last 90 Days' });
    const tab = screen.getByRole('tab', { name: 'Payment Report' });
    act(() => {
      fireEvent.click(pick);
      fireEvent.click(tab);
    });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ startDate: '2026-08-21', endDate: '2026-11-18', tab: 'payments' }));
    await waitFor(() => expect(range(seen.payments.at(-1))).toBe('2026-08-21..2026-11-18'));
    expect(screen.getByRole('tab', { name: 'Payment Report' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the last complete range while the dates typed are out of order, and applies a typed range once it is valid', async () => {
    const { seen } = await openReports();
    const before = seen.purchases.length;

    fireEvent.change(input('End Date'), { target: { value: '2026-10-15' } });
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'This Month' }).getAttribute('aria-pressed')).toBe('false');
    expect(seen.purchases).toHaveLength(before);
    expect(screen.getByText('Item 1')).toBeTruthy();

    fireEvent.change(input('Start Date'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(range(seen.purchases.at(-1))).toBe('2026-10-01..2026-10-15'));
    expect(range(seen.revenue.at(-1))).toBe('2026-10-01..2026-10-15');
    expect(screen.queryByText('The end date must be on or after the start date.')).toBeNull();
  });

  it('loads only the report of the open tab, with its summary, rows and payment chips', async () => {
    const { user, seen } = await openReports();
    expect(screen.getByRole('group', { name: 'Average Order Value' }).textContent).toContain('$62.50');
    expect(seen.categories).toHaveLength(0);
    expect(seen.payments).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Category Analysis' }));
    const table = await screen.findByRole('table', { name: 'Category Analysis' });
    expect(await within(table).findByText('Beverages')).toBeTruthy();
    expect(range(seen.categories.at(-1))).toBe('2026-11-01..2026-11-30');
    expect(screen.getByRole('group', { name: 'Total Categories' }).textContent).toContain('2');
    expect(screen.getByText(/A product in several categories counts in each of them/)).toBeTruthy();
    expect(seen.payments).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Payment Report' }));
    const paymentsTable = await screen.findByRole('table', { name: 'Payment Report' });
    await within(paymentsTable).findByText('#32');
    expect(range(seen.payments.at(-1))).toBe('2026-11-01..2026-11-30');
    const failed = within(paymentsTable).getByText('#32').closest('tr') as HTMLElement;
    expect(within(failed).getByText('2 retries')).toBeTruthy();
    expect(retriesLabel(1)).toBe('1 retry');
    expect(within(failed).queryByText('Scheduled')).toBeNull();
    const scheduled = within(paymentsTable).getByText('#33').closest('tr') as HTMLElement;
    expect(within(scheduled).getByText('Scheduled')).toBeTruthy();
    expect(within(scheduled).queryByText(/retries/)).toBeNull();
    expect(screen.getByRole('group', { name: 'Success Rate' }).textContent).toContain('33.3%');
    expect(screen.getByRole('group', { name: 'Total Fees' }).textContent).toContain('$5.40');
  });

  it('disables Export CSV for an empty report and downloads the open report as {report}-{yyyy-MM-dd}.csv', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    reportApi({ purchases: 0 });
    const csvCalls: URLSearchParams[] = [];
    server.use(
      answer('GET /reports/payments', ({ request }) => {
        const q = new URL(request.url).searchParams;
        if (q.get('format') !== 'csv') return payments;
        csvCalls.push(q);
        return new HttpResponse('"Payment ID"\r\n"31"\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const blobs: Blob[] = [];
    const saved: Array<{ name: string; href: string }> = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:report-1';
      },
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
    });
    renderApp('/admin/reports');

    expect(await screen.findByText('No data for the selected dates', {})).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Payment Report' }));
    await screen.findByText('#31');
    const exportButton = screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement;
    expect(exportButton.disabled).toBe(false);
    await user.click(exportButton);

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'payment-report-2026-11-18.csv', href: 'blob:report-1' });
    expect(range(csvCalls[0])).toBe('2026-11-01..2026-11-30');
    // The CSV is asked for in the chosen language (its headers and words are the server's).
    expect(csvCalls[0]!.get('lang')).toBe('en');
    expect(await blobs[0]?.text()).toContain('"31"');
  });

  it('asks for the report CSV in Spanish when Spanish is chosen', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    await setLanguage('es');
    onTestFinished(() => void setLanguage('en'));
    reportApi();
    const asked: URLSearchParams[] = [];
    server.use(
      answer('GET /reports/purchases', ({ request }) => {
        const q = new URL(request.url).searchParams;
        if (q.get('format') !== 'csv') return { rows: [purchaseRow(1)], pagination: pagination(1, 10, 1), summary: purchaseSummary };
        asked.push(q);
        return new HttpResponse('\uFEFF"Artículo"\r\n"Item 1"\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    Object.assign(URL, { createObjectURL: () => 'blob:es', revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/admin/reports');
    await screen.findByText('Item 1');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.get('lang')).toBe('es');
  });

  it('charts revenue with one bar per day of the range and an accessible summary', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    reportApi();
    const { container } = renderApp('/admin/reports');

    const chart = await screen.findByRole('img', { name: /^Revenue by Day: 30 bars from Nov 1 to Nov 30\./ });
    expect(chart.querySelectorAll('rect[data-bar]')).toHaveLength(30);
    // Day 30 earns $30.00 (the highest); the month totals 465 dollars.
    expect(chart.getAttribute('aria-label')).toContain('Highest $30.00 (Nov 30)');
    expect(chart.getAttribute('aria-label')).toContain('Total $465.00');
    const table = screen.getByRole('table', { name: 'Revenue by Day' });
    expect(screen.getByText('Revenue is order totals: item subtotals plus tax and processing fees.')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByText('Nov 7')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Last 7 Days' }));
    await waitFor(() => expect(container.querySelectorAll('svg[aria-label^="Revenue by Day"] rect[data-bar]')).toHaveLength(7));
    expect(screen.getByRole('img', { name: /^Revenue by Day: 7 bars from Nov 12 to Nov 18\./ })).toBeTruthy();
    // Taller bars for bigger days.
    const bars = [...container.querySelectorAll('svg[aria-label^="Revenue by Day"] rect[data-bar]')].map((r) => Number(r.getAttribute('height')));
    expect(bars[6]).toBeGreaterThan(bars[0] ?? Infinity);

    await user.click(screen.getByRole('tab', { name: 'Category Analysis' }));
    const byCategory = await screen.findByRole('img', { name: /^Revenue by Category: 2 bars from Beverages to Snacks\./ });
    expect(byCategory.querySelectorAll('rect[data-bar]')).toHaveLength(2);
  });

  it('shows the report failure with a Retry that loads it again', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    reportApi();
    let failing = true;
    server.use(
      answer('GET /reports/purchases', ({ request }) => {
        if (failing) return fail(500);
        const q = new URL(request.url).searchParams;
        return { rows: [purchaseRow(1)], pagination: pagination(1, Number(q.get('limit')), 1), summary: purchaseSummary };
      }),
    );
    renderApp('/admin/reports');

    const alert = await screen.findByText('Failed to fetch reports', {});
    expect(alert).toBeTruthy();
    expect(screen.queryByText('Item 1')).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Item 1')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch reports')).toBeNull();
  });
});
