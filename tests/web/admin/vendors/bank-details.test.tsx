import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/contract/messages';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn, withFakeApi } from '../../../fixtures/msw';
import { aVendor } from '../../../fixtures/builders';
import { answer } from '../../../fixtures/api-handlers';
import { chooseRowAction, findDialog } from '../../../fixtures/overlays';

withFakeApi();

const acme = aVendor({
  id: 2, name: 'Acme Supply', contactName: 'Wile Coyote', email: 'wile@acme.test', phone: null, address: '1 Desert Rd', city: 'Tucson', state: 'AZ', zipCode: '85701',
  taxId: null, bankAccount: '••••9012', routingNumber: '••••0021', isActive: true, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  counts: { products: 12, vendorOrders: 4, payments: 3 },
});

describe('vendor edit: bank details', () => {
  it('keeps the bank details out of the update when the admin changes only the city, and refuses a pasted mask', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    const sent: unknown[] = [];
    server.use(
      answer('GET /vendors', () => ({ vendors: [acme], pagination: { page: 1, limit: 10, total: 1, pages: 1 } })),
      answer('PUT /vendors/:id', async ({ request }) => {
        sent.push(await request.json());
        return { ...acme, city: 'Austin' };
      }),
    );
    renderApp('/admin/vendors');
    await chooseRowAction(user, 'Acme Supply', 'Edit');
    const dialog = await findDialog('Edit Vendor');
    const bank = within(dialog).getByLabelText(/Bank Account/) as HTMLInputElement;
    const routing = within(dialog).getByLabelText(/Routing Number/) as HTMLInputElement;
    expect(bank.value).toBe('');
    expect(routing.value).toBe('');
    expect(within(dialog).getByText('Current: ••••9012. Leave empty to keep it.')).toBeTruthy();
    expect(within(dialog).getByText('Current: ••••0021. Leave empty to keep it.')).toBeTruthy();

    await user.type(bank, '••••9012');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(MSG.bankAccountMasked)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(bank);
    const city = within(dialog).getByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, 'Austin');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sent).toEqual([{ city: 'Austin' }]));
  });
});
