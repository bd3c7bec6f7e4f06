import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrder } from '../../../fixtures/builders';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn, withFakeApi } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';
import { setLanguage } from '../../../../web/src/lib/i18n/i18n';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

const pending = anOrder({ id: 11, orderNumber: 'CP-1001', status: 'PENDING' });
const cancelled = anOrder({ id: 12, orderNumber: 'CP-1002', status: 'CANCELLED' });
const delivered = anOrder({ id: 13, orderNumber: 'CP-1003', status: 'DELIVERED' });
const stats = { total: 3, pending: 1, processing: 0, shipped: 0, delivered: 1, cancelled: 1, totalRevenue: 0, averageOrderValue: 0, totalProcessingFees: 0 };

describe('order management: bulk cancel', () => {
  it('asks with verbs, then counts changed, unchanged and refused orders apart and names statuses in words, in Spanish', async () => {
    await setLanguage('es');
    const user = userEvent.setup();
    signIn('ADMIN');
    const bodies: unknown[] = [];
    server.use(
      answer('GET /orders', () => ({ items: [pending, cancelled, delivered], pagination: { page: 1, limit: 10, total: 3, pages: 1 } })),
      answer('GET /orders/stats', () => stats),
      answer('POST /orders/bulk', async ({ request }) => {
        bodies.push(await request.json());
        return {
          action: 'status',
          requested: 3,
          succeeded: [11],
          unchanged: [12],
          failed: [{ id: 13, message: 'Cannot change an order from DELIVERED to CANCELLED', code: 'INVALID_TRANSITION', data: { from: 'DELIVERED', to: 'CANCELLED' } }],
        };
      }),
    );
    renderApp('/admin/orders');
    for (const n of ['CP-1001', 'CP-1002', 'CP-1003']) await user.click(await screen.findByRole('checkbox', { name: `Seleccionar ${n}` }));
    const bar = screen.getByRole('region', { name: 'Acciones en lote' });
    await user.click(within(bar).getByRole('button', { name: /Acciones en lote/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Marcar como Cancelado' }));
    const confirm = await findDialog('Acción en lote: Marcar como Cancelado');
    expect(within(confirm).getByRole('button', { name: 'Conservar los pedidos' })).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar 3 pedidos' }));
    const result = await findDialog('Resultado de la acción en lote: Marcar como Cancelado');
    expect(bodies).toEqual([{ action: 'status', status: 'CANCELLED', ids: [11, 12, 13] }]);
    expect(within(result).getByText('Cambiadas: 1 · Sin cambios: 1 · Rechazadas: 1')).toBeTruthy();
    expect(within(result).getByRole('list').textContent).toBe('CP-1003: No se puede cambiar un pedido de Entregado a Cancelado');
  });
});
