/**
 * Back-office forms are forms: Enter in a field sends them through their submit button (checked
 * first, as a click would), Enter in a text area starts a new line, and a disabled submit button
 * keeps Enter from sending anything.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@portal/contract/messages';
import { aTaxonomyItem, aVendor } from '../../../fixtures/builders';
import { withFakeApi } from '../../../fixtures/msw';
import { categoriesApi, openAs, vendorsApi } from '../../../fixtures/resource-api';
import { findDialog } from '../../../fixtures/overlays';
import { fillIn, ROAD_RUNNER } from '../../../fixtures/forms';

withFakeApi();

describe('admin forms submit on Enter', () => {
  it('a category form: Enter in the name creates it, Enter in the description is a new line, Enter with no name sends nothing', async () => {
    const categories = categoriesApi({ rows: [aTaxonomyItem({ id: 4, name: 'Beverages' })] });
    const { user } = openAs('SUPER_ADMIN', '/admin/system/categories', categories.handlers);
    const posted = categories.writes.create.sent;
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = await findDialog();
    const name = within(dialog).getByLabelText(/^Name/);
    await user.type(name, '{Enter}');
    expect(posted).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Description/), 'Kept cold{Enter}at -18 °C');
    expect(posted).toHaveLength(0);
    expect((within(dialog).getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe('Kept cold\nat -18 °C');

    await user.type(name, 'Frozen Foods{Enter}');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ name: 'Frozen Foods', description: 'Kept cold\nat -18 °C' });
  });

  it('a vendor form: Enter in a field checks the form as Create does, then sends it once it is complete', async () => {
    const vendors = vendorsApi({ rows: [aVendor()] });
    const { user } = openAs('ADMIN', '/admin/vendors', vendors.handlers);
    const posted = vendors.writes.create.sent;
    await user.click(await screen.findByRole('button', { name: 'Add Vendor' }));
    const dialog = await findDialog();
    const [company, ...rest] = ROAD_RUNNER;
    const [zip] = rest.splice(-1);
    await user.type(within(dialog).getByLabelText(company![0]), `${company![1]}{Enter}`);
    expect(await within(dialog).findByText(MSG.validEmailRequired)).toBeTruthy();
    expect(posted).toHaveLength(0);

    await fillIn(user, dialog, rest);
    await user.type(within(dialog).getByLabelText(zip![0]), `${zip![1]}{Enter}`);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toMatchObject({ name: 'Road Runner Inc', zipCode: '85701' });
  });
});
