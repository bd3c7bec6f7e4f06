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
  counts: { products: 0, vendorOrders: 0, payments: 0 },
});

// One menu flow per file: the menu machine keeps state between tests in one jsdom window.
describe('vendor management: delete', () => {
  it('asks in the app confirmation dialog with the spec texts, deletes, and says so', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    const deleted: string[] = [];
    server.use(
      answer('GET /vendors', () => ({ vendors: deleted.length ? [] : [acme], pagination: { page: 1, limit: 10, total: 1, pages: 1 } })),
      answer('DELETE /vendors/:id', ({ params }) => {
        deleted.push(String(params.id));
        return null;
      }),
    );
    renderApp('/admin/vendors');
    await user.click(await screen.findByRole('button', { name: 'Actions for Acme Supply' }));
    const menu = (await screen.findByRole('menuitem', { name: 'Delete' })).closest('[role="menu"]');
    // Keys reach the menu once it holds the focus, which it takes a frame after opening.
    await waitFor(() => expect(menu?.contains(document.activeElement)).toBe(true));
    await user.keyboard('{ArrowUp}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(within(dialog).getByText("Are you sure you want to delete \"Acme Supply\"?")).toBeTruthy();
    expect(within(dialog).getByText("This action cannot be undone.")).toBeTruthy();
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['2']));
    expect(await screen.findByText('Vendor deleted')).toBeTruthy();
  });
});
