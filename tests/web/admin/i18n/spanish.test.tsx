import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn, withFakeApi } from '../../../fixtures/msw';
import { aVendor } from '../../../fixtures/builders';
import { answer } from '../../../fixtures/api-handlers';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

const acme = aVendor({
  id: 2, name: 'Acme Supply', contactName: 'Wile Coyote', email: 'wile@acme.test', phone: null, address: '1 Desert Rd', city: 'Tucson', state: 'AZ', zipCode: '85701',
  taxId: null, bankAccount: null, routingNumber: null, isActive: true, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  counts: { products: 12, vendorOrders: 4, payments: 3 },
});

describe('back office in Spanish', () => {
  it('shows Vendor Management in Spanish and follows a switch back to English', async () => {
    const user = userEvent.setup();
    setLanguage('es');
    signIn('ADMIN');
    server.use(answer('GET /vendors', () => ({ vendors: [acme], pagination: { page: 1, limit: 10, total: 1, pages: 1 } })));
    renderApp('/admin/vendors');
    expect(await screen.findByText('Acme Supply', {})).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gestión de proveedores' })).toBeTruthy();
    expect(screen.queryByText('Vendor Management')).toBeNull();
    expect(screen.getByText('Sesión iniciada como: ada@example.com (Administrador)')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Nombre de la empresa' })).toBeTruthy();
    expect(within(table).getByText('Sin teléfono')).toBeTruthy();
    expect(screen.getByText('Filas por página:')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Solo activos' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Añadir proveedor' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('Añadir nuevo proveedor')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Crear' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    setLanguage('en');
    expect(await screen.findByRole('heading', { name: 'Vendor Management' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Vendor' })).toBeTruthy();
  });

  it('shows Categories Management, whose texts live in the screen\'s accessors, in Spanish', async () => {
    setLanguage('es');
    signIn('SUPER_ADMIN');
    const beverages = { id: 4, name: 'Beverages', description: null, isActive: false, createdAt: '2026-03-04T12:00:00.000Z', updatedAt: '2026-03-05T12:00:00.000Z', productCount: 7 };
    server.use(
      answer('GET /categories', () => ({ categories: [beverages], pagination: { page: 1, limit: 10, total: 1, pages: 1 } })),
      answer('GET /categories/stats', () => ({ total: 12, active: 10, inactive: 2, withProducts: 8, popular: [] })),
    );
    renderApp('/admin/system/categories');
    expect(await screen.findByText('Beverages', {})).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gestión de categorías' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Gestión de categorías' });
    expect(within(table).getByRole('columnheader', { name: 'Nombre' })).toBeTruthy();
    expect(within(table).getByText('Sin descripción')).toBeTruthy();
    expect(within(table).getByText('Inactivo')).toBeTruthy();
    // Dates are written the Spanish way, not with the English pattern (Mar 04, 2026).
    expect(within(table).getByText('4 mar 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Añadir categoría' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Con productos' }).textContent).toContain('8'));
  });
});
