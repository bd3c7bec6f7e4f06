import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { withFakeApi } from '../../../fixtures/msw';
import { aProduct, aTaxonomyItem, aVendor } from '../../../fixtures/builders';
import { openAs, productsApi, vendorsApi } from '../../../fixtures/resource-api';
import { setLanguage } from '../../../../web/src/lib/i18n/i18n';
import { findDialog } from '../../../fixtures/overlays';
import { fillIn, ROAD_RUNNER } from '../../../fixtures/forms';

withFakeApi();

const mug = aProduct({ price: 1999 });

/** The products screen of an admin with the Add Product form open; the form offers vendor 2 and Drinkware. */
async function openNewProduct() {
  const products = productsApi({ rows: [mug], vendors: [aVendor({ id: 2 })], categories: [aTaxonomyItem({ id: 1, name: 'Drinkware' })] });
  const { user } = openAs('ADMIN', '/admin/products', products.handlers);
  await screen.findByText('Chapter Mug', {});
  await user.click(screen.getByRole('button', { name: 'Añadir producto' }));
  return { user, dialog: await findDialog(), posted: products.writes.create.sent };
}

describe('typed amounts in the back office forms', () => {
  it('reads a Spanish price typed with a decimal comma as dollars and cents, and names the price when it cannot read it', async () => {
    await setLanguage('es');
    const { user, dialog, posted } = await openNewProduct();
    await user.type(within(dialog).getByLabelText(/Nombre del producto/), 'Taza');
    await user.selectOptions(within(dialog).getByLabelText(/Proveedor/), '2');
    const price = within(dialog).getByLabelText(/Precio/);
    const create = within(dialog).getByRole('button', { name: 'Crear' });
    await user.type(price, '12,3,4');
    await user.click(create);
    expect(await within(dialog).findByText('Precio (USD) debe escribirse como 12.50, 12,50 o 1,234.50')).toBeTruthy();
    expect(posted).toHaveLength(0);
    await user.clear(price);
    await user.type(price, '12,50');
    await user.type(within(dialog).getByLabelText(/Unidades por paquete/), '1.200');
    await user.click(create);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toMatchObject({ price: 1250, packSize: 1200 });
  });

  it('reads an English vendor minimum typed "12,50" as $12.50 and refuses a broken grouping naming the field', async () => {
    const vendors = vendorsApi({ rows: [aVendor({ id: 2, name: 'Acme Supply', email: 'wile@acme.test' })] });
    const { user } = openAs('ADMIN', '/admin/vendors', vendors.handlers);
    const posted = vendors.writes.create.sent;
    await screen.findByText('Acme Supply', {});
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const dialog = await findDialog();
    await fillIn(user, dialog, ROAD_RUNNER);
    const minimum = within(dialog).getByLabelText(/Minimum order/);
    await user.type(minimum, '12,345,6');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Minimum order (USD) must be written like 12.50, 12,50 or 1,234.50')).toBeTruthy();
    expect(posted).toHaveLength(0);
    await user.clear(minimum);
    await user.type(minimum, '12,50');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((posted[0]!.body as { minOrderCents: number }).minOrderCents).toBe(1250);
  });
});
