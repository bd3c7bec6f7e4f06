import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStats } from '@portal/contract/orders';
import { today } from '@portal/web/features/admin/dashboard/work-to-do-api.ts';
import { renderApp, signInInSpanish, withFakeApi } from '../../../fixtures/msw-app';
import { server, signIn } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';

withFakeApi();

const figures = (over: Partial<OrderStats>): OrderStats => ({
  total: 0,
  pending: 0,
  processing: 0,
  shipped: 0,
  delivered: 0,
  cancelled: 0,
  totalRevenue: 0,
  averageOrderValue: 0,
  totalProcessingFees: 0,
  ...over,
});

/** The order figures as the API gives them for each question the dashboard asks. */
const orderStats = (asked: URLSearchParams[] = []) =>
  answer('GET /orders/stats', ({ request }) => {
    const q = new URL(request.url).searchParams;
    asked.push(q);
    if (q.get('unsettledFailedPayment') === 'true') return figures({ total: 3 });
    if (q.get('startDate')) return figures({ total: 6, cancelled: 1, totalRevenue: 123_456 });
    return figures({ total: 40, pending: 7, processing: 5, shipped: 20 });
  });

/** The catalogue's figures below the work to do. */
const catalogueStats = () => [
  answer('GET /events/stats', () => ({ overview: { total: 12, active: 9, inactive: 3, upcoming: 4, past: 2 }, topEventsByOrders: [] })),
  answer('GET /vendors/stats', () => ({ overview: { total: 8, active: 7, inactive: 1, withOrders: 5, withProducts: 6 }, topVendorsByProducts: [] })),
  answer('GET /categories/stats', () => ({ total: 15, active: 14, inactive: 1, withProducts: 10, popular: [] })),
  answer('GET /chapters/stats', () => ({ total: 6, active: 5, inactive: 1, withUsers: 4, withEvents: 3, topChaptersByOrders: [] })),
];

const searchOf = (link: HTMLElement) => Object.fromEntries(new URL(link.getAttribute('href')!, 'http://portal.test').searchParams);

describe('the admin dashboard leads with work to do', () => {
  it('shows orders to process, failed payments and today’s sales, each a link to the orders list filtered to them', async () => {
    signIn('ADMIN');
    const asked: URLSearchParams[] = [];
    server.use(orderStats(asked), ...catalogueStats());
    renderApp('/admin/dashboard');
    const work = await screen.findByRole('region', { name: 'Work to do' });
    const toProcess = within(work).getByRole('group', { name: 'Orders to process' });
    await waitFor(() => expect(toProcess.textContent).toContain('12'));
    expect(searchOf(within(toProcess).getByRole('link', { name: '7 pending' }))).toEqual({ status: 'PENDING' });
    expect(searchOf(within(toProcess).getByRole('link', { name: '5 processing' }))).toEqual({ status: 'PROCESSING' });
    const failed = within(work).getByRole('group', { name: 'Failed payments' });
    expect(failed.textContent).toContain('3');
    expect(searchOf(within(failed).getByRole('link', { name: '3 orders with an unsettled failed payment' }))).toEqual({ unsettledFailedPayment: 'true' });
    // Not paymentStatus=FAILED, which also counts the orders paid or cancelled since.
    expect(asked.some((q) => q.has('paymentStatus'))).toBe(false);
    const sales = within(work).getByRole('group', { name: "Today's sales" });
    expect(sales.textContent).toContain('$1,234.56');
    const day = today();
    expect(searchOf(within(sales).getByRole('link', { name: '6 orders today' }))).toEqual({ startDate: day, endDate: day });
    // Today runs from the browser's midnight to its next, as the list's date filter reads a day.
    const todays = asked.find((q) => q.get('startDate'))!;
    expect(todays.get('startDate')).toBe(new Date(`${day}T00:00:00`).toISOString());
    expect(todays.get('endDate')).toBe(new Date(`${day}T23:59:59.999`).toISOString());
    // It comes before the catalogue's figures.
    const events = await screen.findByRole('group', { name: 'Total Events' });
    expect(work.compareDocumentPosition(events) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens the orders list filtered to the orders with an unsettled failed payment, the filter shown in words', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    const listed: URLSearchParams[] = [];
    server.use(
      orderStats(),
      ...catalogueStats(),
      answer('GET /orders', ({ request }) => {
        listed.push(new URL(request.url).searchParams);
        return { items: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } };
      }),
    );
    const { router } = renderApp('/admin/dashboard');
    await user.click(await screen.findByRole('link', { name: '3 orders with an unsettled failed payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    await waitFor(() => expect(listed.at(-1)?.get('unsettledFailedPayment')).toBe('true'));
    expect(listed.at(-1)?.has('paymentStatus')).toBe(false);
    expect(router.state.location.search).toMatchObject({ unsettledFailedPayment: true });
    expect(((await screen.findByLabelText('Failed Payments')) as HTMLSelectElement).value).toBe('true');
    const chips = await screen.findByRole('group', { name: 'Filters in force' });
    expect(within(chips).getByText('Failed Payments: Unsettled')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await signInInSpanish('ADMIN');
    server.use(orderStats(), ...catalogueStats());
    renderApp('/admin/dashboard');
    const work = await screen.findByRole('region', { name: 'Trabajo pendiente' });
    await within(work).findByRole('link', { name: '7 pendientes' });
    expect(within(work).getByRole('group', { name: 'Pagos fallidos' })).toBeTruthy();
    expect(within(work).getByRole('link', { name: '3 pedidos con un pago fallido sin cobrar' })).toBeTruthy();
    expect(within(work).getByRole('group', { name: 'Ventas de hoy' }).textContent).toContain('$1,234.56');
  });
});
