import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrder } from '../../../fixtures/builders';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn, withFakeApi } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

const shipped = anOrder({ id: 12, orderNumber: 'CP-1002', status: 'SHIPPED' });
const stats = { total: 1, pending: 0, processing: 0, shipped: 1, delivered: 0, cancelled: 0, totalRevenue: 0, averageOrderValue: 0, totalProcessingFees: 0 };

describe('order management: only possible actions', () => {
  it('offers a shipped order no Cancel, and its status picker only Shipped and Delivered', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    server.use(
      answer('GET /orders', () => ({ items: [shipped], pagination: { page: 1, limit: 10, total: 1, pages: 1 } })),
      answer('GET /orders/stats', () => stats),
    );
    renderApp('/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'Actions for CP-1002' }));
    const edit = await screen.findByRole('menuitem', { name: 'Edit Status' });
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['View Details', 'Edit Status']);
    await user.click(edit);
    const dialog = await findDialog('Edit Order Status');
    const picker = within(dialog).getByLabelText('Status') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual(['Shipped', 'Delivered']);
  });
});
