import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { MSG } from '@portal/contract/messages';
import { withFakeApi } from '../../../fixtures/msw';
import { openAs, vendorsApi } from '../../../fixtures/resource-api';
import { aVendor } from '../../../fixtures/builders';
import { chooseRowAction, findDialog } from '../../../fixtures/overlays';

withFakeApi();

const acme = aVendor({ name: 'Acme Supply', contactName: 'Wile Coyote', email: 'wile@acme.test', bankAccount: '••••9012', routingNumber: '••••0021', counts: { products: 12, vendorOrders: 4, payments: 3 } });

describe('vendor edit: bank details', () => {
  it('keeps the bank details out of the update when the admin changes only the city, and refuses a pasted mask', async () => {
    const vendors = vendorsApi({ rows: [acme] });
    const { user } = openAs('ADMIN', '/admin/vendors', vendors.handlers);
    const sent = () => vendors.writes.update.sent.map((s) => s.body);
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
    expect(sent()).toHaveLength(0);

    await user.clear(bank);
    const city = within(dialog).getByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, 'Austin');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sent()).toEqual([{ city: 'Austin' }]));
  });
});
