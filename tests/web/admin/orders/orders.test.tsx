import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { anOrder } from '../../../fixtures/builders';
import { withFakeApi } from '../../../fixtures/msw';
import { openAs, ordersApi } from '../../../fixtures/resource-api';
import { chooseRowAction, findDialog } from '../../../fixtures/overlays';

withFakeApi();

const order = anOrder({
  id: 11,
  orderNumber: 'CP-1001',
  status: 'SHIPPED',
  paymentMethod: 'ACH',
  subtotal: 10000,
  tax: 800,
  processingFee: 200,
  total: 11000,
  createdAt: '2026-03-04T15:30:00.000Z',
  updatedAt: '2026-03-04T15:30:00.000Z',
  event: { id: 5, name: 'Spring Gala' },
  items: [],
});

/** The order on the first of four pages, with the figures of all 37. */
const cp1001AmongThirtySeven = () =>
  ordersApi({
    rows: [order],
    total: 37,
    stats: { total: 37, pending: 5, processing: 4, shipped: 10, delivered: 15, cancelled: 3, totalRevenue: 1234567, averageOrderValue: 33367, totalProcessingFees: 9876 },
  });

describe('order management', () => {
  it('shows the figures in dollars, the table heading with the total, and applies and clears filters from page one', async () => {
    const orders = cp1001AmongThirtySeven();
    const { user } = openAs('ADMIN', '/admin/orders', orders.handlers);
    const seen = orders.list.seen;
    expect(await screen.findByText('CP-1001', {})).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Orders (37)' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total Revenue' }).textContent).toContain('$12,345.67'));
    expect(screen.getByRole('group', { name: 'Delivered' }).textContent).toContain('15');
    expect(screen.getByText('$110.00')).toBeTruthy();
    expect(seen.at(-1)?.get('sortBy')).toBe('createdAt');
    expect(seen.at(-1)?.get('includeItems')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(seen.at(-1)?.get('page')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Status'), 'SHIPPED');
    await user.selectOptions(screen.getByLabelText('Sort By'), 'total');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(seen.at(-1)?.get('status')).toBe('SHIPPED'));
    expect(seen.at(-1)?.get('page')).toBe('1');
    expect(seen.at(-1)?.get('sortBy')).toBe('total');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    // Back to the first list, newest first (served from the cache, so read the controls).
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Sort By') as HTMLSelectElement).value).toBe('createdAt');
    expect((screen.getByLabelText('Sort Order') as HTMLSelectElement).value).toBe('desc');
    expect(screen.getByText('1–10 of 37')).toBeTruthy();
  });

  it('words statuses as the breakdown does and applies the search on Enter', async () => {
    const orders = cp1001AmongThirtySeven();
    const { user } = openAs('ADMIN', '/admin/orders', orders.handlers);
    const seen = orders.list.seen;
    const row = (await screen.findByText('CP-1001')).closest('tr')!;
    expect(within(row as HTMLElement).getByText('Shipped')).toBeTruthy();
    expect(screen.queryByText('SHIPPED')).toBeNull();
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.text)).toEqual(['All Statuses', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled']);

    await user.type(screen.getByLabelText('Search'), 'lovelace{Enter}');
    await waitFor(() => expect(seen.at(-1)?.get('search')).toBe('lovelace'));
  });
});

describe('order management: only possible actions', () => {
  it('offers a shipped order no Cancel, and its status picker only Shipped and Delivered', async () => {
    const shipped = anOrder({ id: 12, orderNumber: 'CP-1002', status: 'SHIPPED' });
    const stats = { total: 1, pending: 0, processing: 0, shipped: 1, delivered: 0, cancelled: 0, totalRevenue: 0, averageOrderValue: 0, totalProcessingFees: 0 };
    const { user } = openAs('ADMIN', '/admin/orders', ordersApi({ rows: [shipped], stats }).handlers);
    await user.click(await screen.findByRole('button', { name: 'Actions for CP-1002' }));
    const edit = await screen.findByRole('menuitem', { name: 'Edit Status' });
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['View Details', 'Edit Status']);
    await user.click(edit);
    const dialog = await findDialog('Edit Order Status');
    const picker = within(dialog).getByLabelText('Status') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual(['Shipped', 'Delivered']);
  });
});

describe('order management: cancel', () => {
  it('asks with the spec texts, cancels through the cancel call and reloads list and figures', async () => {
    const pending = anOrder({ id: 11, orderNumber: 'CP-1001', subtotal: 100, tax: 8, total: 108, createdAt: '2026-03-04T15:30:00.000Z', updatedAt: '2026-03-04T15:30:00.000Z', event: { id: 5, name: 'Spring Gala' } });
    const orders = ordersApi({
      rows: [pending],
      stats: { total: 1, pending: 1, processing: 0, shipped: 0, delivered: 0, cancelled: 0, totalRevenue: 108, averageOrderValue: 108, totalProcessingFees: 0 },
    });
    const { user } = openAs('ADMIN', '/admin/orders', orders.handlers);
    const lists = () => orders.list.seen.length;
    const statsLoads = () => orders.stats!.seen.length;
    await chooseRowAction(user, 'CP-1001', 'Cancel Order');
    const dialog = await findDialog();
    expect(within(dialog).getByText('Are you sure you want to cancel order CP-1001? This action cannot be undone.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'No, Keep Order' })).toBeTruthy();
    const [listsBefore, statsBefore] = [lists(), statsLoads()];
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(() => expect(orders.writes.cancel.sent.map((s) => s.params.id)).toEqual(['11']));
    await waitFor(() => expect(lists()).toBeGreaterThan(listsBefore));
    expect(statsLoads()).toBeGreaterThan(statsBefore);
  });
});
