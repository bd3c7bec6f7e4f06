import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@portal/contract/messages';
import { fail, withFakeApi } from '../../../fixtures/msw';
import { aVendor } from '../../../fixtures/builders';
import { openAs, recorded, vendorsApi } from '../../../fixtures/resource-api';
import { chooseRowAction, findDialog } from '../../../fixtures/overlays';
import { fillIn, ROAD_RUNNER } from '../../../fixtures/forms';

withFakeApi();

const acme = aVendor({ name: 'Acme Supply', contactName: 'Wile Coyote', email: 'wile@acme.test', counts: { products: 12, vendorOrders: 4, payments: 3 } });

describe('vendor management', () => {
  it('lists vendors with counts and "No phone", and checks the form with the spec messages before sending', async () => {
    const vendors = vendorsApi({ rows: [acme] });
    const create = recorded('POST /vendors', () => fail(409, 'Conflict'));
    const { user } = openAs('ADMIN', '/admin/vendors', create.handler, vendors.handlers);
    const posted = create.sent;
    const seen = vendors.list.seen;
    expect(await screen.findByText('Acme Supply', {})).toBeTruthy();
    expect(screen.getByText('No phone')).toBeTruthy();
    expect(screen.getByText('Logged in as: ada@example.com (Admin)')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Active Only' }));
    await waitFor(() => expect(seen.at(-1)?.get('isActive')).toBe('true'));

    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(MSG.companyNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(MSG.validEmailRequired)).toBeTruthy();
    expect(within(dialog).getByText(MSG.zipRequired)).toBeTruthy();
    expect(posted).toHaveLength(0);

    await fillIn(user, dialog, ROAD_RUNNER);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(await within(dialog).findByText(MSG.emailExists)).toBeTruthy();
  });

  it('sends one search when typing pauses, not one per keystroke, in the search, city and state boxes', async () => {
    const vendors = vendorsApi({ rows: [acme] });
    const { user } = openAs('ADMIN', '/admin/vendors', vendors.handlers);
    const searches = () => vendors.list.seen.map((p) => p.get('search') ?? '');
    expect(await screen.findByText('Acme Supply')).toBeTruthy();
    await user.type(screen.getByLabelText('Search'), 'acme');
    await waitFor(() => expect(searches().at(-1)).toBe('acme'));
    // A search per keystroke would have sent 'a', 'ac' and 'acm' before 'acme'.
    expect(searches().filter((s) => s !== '')).toEqual(['acme']);

    // The state and city boxes too.
    const cities = () => vendors.list.seen.map((p) => p.get('city') ?? '').filter((c) => c !== '');
    await user.type(screen.getByLabelText('City'), 'Tucson');
    await waitFor(() => expect(cities().at(-1)).toBe('Tucson'));
    expect(cities()).toEqual(['Tucson']);
    const states = () => vendors.list.seen.map((p) => p.get('state') ?? '').filter((c) => c !== '');
    await user.type(screen.getByLabelText('State'), 'AZ');
    await waitFor(() => expect(states().at(-1)).toBe('AZ'));
    expect(states()).toEqual(['AZ']);
  });
});

const acmeWithNothing = { ...acme, counts: { products: 0, vendorOrders: 0, payments: 0 } };

describe('vendor management: delete', () => {
  it('asks in the app confirmation dialog with the spec texts, deletes, and says so', async () => {
    const vendors = vendorsApi({ rows: [acmeWithNothing] });
    const { user } = openAs('ADMIN', '/admin/vendors', vendors.handlers);
    const deleted = () => vendors.writes.remove.sent.map((s) => s.params.id);
    await chooseRowAction(user, 'Acme Supply', 'Delete');
    const dialog = await findDialog('Confirm Delete');
    expect(within(dialog).getByText("Are you sure you want to delete \"Acme Supply\"?")).toBeTruthy();
    expect(within(dialog).getByText("This action cannot be undone.")).toBeTruthy();
    expect(deleted()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted()).toEqual(['2']));
    expect(await screen.findByText('Vendor deleted')).toBeTruthy();
  });
});

describe('vendor details: edit', () => {
  it('opens the edit form filled with the vendor when Edit Vendor is pressed in the details dialog', async () => {
    const { user } = openAs('ADMIN', '/admin/vendors', vendorsApi({ rows: [acme] }).handlers);
    await chooseRowAction(user, 'Acme Supply', 'View Details');
    const details = await findDialog('Vendor Details');
    await user.click(within(details).getByRole('button', { name: 'Edit Vendor' }));
    const form = await findDialog('Edit Vendor');
    expect((within(form).getByLabelText(/^City/) as HTMLInputElement).value).toBe('Tucson');
    // The details dialog gives way to the form, which stays.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vendor Details' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit Vendor' })).toBeTruthy();
  });
});
