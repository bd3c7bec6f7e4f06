import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrder } from '../../../fixtures/builders';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn, withFakeApi } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

const order = anOrder({
  id: 11, orderNumber: 'CP-1001', subtotal: 100, tax: 8, total: 108, createdAt: '2026-03-04T15:30:00.000Z', updatedAt: '2026-03-04T15:30:00.000Z', event: { id: 5, name: 'Spring Gala' },
});

describe('order management: cancel', () => {
  it('asks with the spec texts, cancels through the cancel call and reloads list and figures', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    let lists = 0;
    let statsLoads = 0;
    let cancelled = 0;
    server.use(
      answer('GET /orders', () => {
        lists += 1;
        return { items: [order], pagination: { page: 1, limit: 10, total: 1, pages: 1 } };
      }),
      answer('GET /orders/stats', () => {
        statsLoads += 1;
        return { total: 1, pending: 1, processing: 0, shipped: 0, delivered: 0, cancelled: 0, totalRevenue: 108, averageOrderValue: 108, totalProcessingFees: 0 };
      }),
      answer('DELETE /orders/:id/cancel', ({ params }) => {
        cancelled = Number(params.id);
        return { ...order, status: 'CANCELLED' };
      }),
    );
    renderApp('/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'Actions for CP-1001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel Order' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('Are you sure you want to cancel order CP-1001? This action cannot be undone.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'No, Keep Order' })).toBeTruthy();
    const [listsBefore, statsBefore] = [lists, statsLoads];
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(() => expect(cancelled).toBe(11));
    await waitFor(() => expect(lists).toBeGreaterThan(listsBefore));
    expect(statsLoads).toBeGreaterThan(statsBefore);
  });
});
