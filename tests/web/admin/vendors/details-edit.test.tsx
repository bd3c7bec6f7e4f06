import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn } from '../../../fixtures/msw';
import { aVendor } from '../../../fixtures/builders';
import { answer } from '../../../fixtures/api-handlers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const acme = aVendor({
  id: 2, name: 'Acme Supply', contactName: 'Wile Coyote', email: 'wile@acme.test', phone: null, address: '1 Desert Rd', city: 'Tucson', state: 'AZ', zipCode: '85701',
  taxId: null, bankAccount: null, routingNumber: null, isActive: true, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  counts: { products: 12, vendorOrders: 4, payments: 3 },
});

// One menu flow per file: the menu machine keeps state between tests in one jsdom window.
describe('vendor details: edit', () => {
  it('opens the edit form filled with the vendor when Edit Vendor is pressed in the details dialog', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    server.use(answer('GET /vendors', () => ({ vendors: [acme], pagination: { page: 1, limit: 10, total: 1, pages: 1 } })));
    renderApp('/admin/vendors');
    await user.click(await screen.findByRole('button', { name: 'Actions for Acme Supply' }));
    await screen.findByRole('menuitem', { name: 'View Details' });
    // The menu's items are chosen with the keyboard here (a pointer click on one does not select it in jsdom).
    await user.keyboard('{ArrowDown}{Enter}');
    const details = await screen.findByRole('dialog', { name: 'Vendor Details' });
    await user.click(within(details).getByRole('button', { name: 'Edit Vendor' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    expect((within(form).getByLabelText(/^City/) as HTMLInputElement).value).toBe('Tucson');
    // The details dialog gives way to the form, which stays.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vendor Details' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit Vendor' })).toBeTruthy();
  });
});
