import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn } from '../../../fixtures/msw';
import { aProduct, aTaxonomyItem, aVendor } from '../../../fixtures/builders';
import { answer, withStatus } from '../../../fixtures/api-handlers';
import { setLanguage } from '../../../../web/src/lib/i18n/i18n';
import { findDialog } from '../../../fixtures/overlays';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await setLanguage('en');
});
afterAll(() => server.close());

const pagination = (total: number) => ({ page: 1, limit: 10, total, pages: 1 });
const mug = aProduct({ id: 11, name: 'Chapter Mug', price: 1999, vendorId: 2 });

function productsApi(posted: unknown[]) {
  return [
    answer('GET /products', () => ({ products: [mug], pagination: pagination(1) })),
    answer('GET /products/stats', () => ({ total: 1, active: 1, inactive: 0, withImages: 0, averagePrice: 1999, totalValue: 1999 })),
    answer('GET /vendors', () => ({ vendors: [aVendor({ id: 2 })], pagination: pagination(1) })),
    answer('GET /categories', () => ({ categories: [aTaxonomyItem({ id: 1, name: 'Drinkware' })], pagination: pagination(1) })),
    answer('GET /tags', () => ({ tags: [], pagination: pagination(0) })),
    answer('POST /products', async ({ request }) => {
      posted.push(await request.json());
      return withStatus(mug, 201);
    }),
  ];
}

describe('typed amounts in the back office forms', () => {
  it('reads a Spanish price typed with a decimal comma as dollars and cents, and names the price when it cannot read it', async () => {
    await setLanguage('es');
    const user = userEvent.setup();
    const posted: unknown[] = [];
    server.use(...productsApi(posted));
    signIn('ADMIN');
    renderApp('/admin/products');
    await screen.findByText('Chapter Mug', {});
    await user.click(screen.getByRole('button', { name: 'Añadir producto' }));
    const dialog = await findDialog();
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
    expect(posted[0]).toMatchObject({ price: 1250, packSize: 1200 });
  });

  it('reads an English vendor minimum typed "12,50" as $12.50 and refuses a broken grouping naming the field', async () => {
    const user = userEvent.setup();
    const posted: Array<Record<string, unknown>> = [];
    const acme = aVendor({ id: 2, name: 'Acme Supply', email: 'wile@acme.test' });
    server.use(
      answer('GET /vendors', () => ({ vendors: [acme], pagination: pagination(1) })),
      answer('POST /vendors', async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return withStatus(acme, 201);
      }),
    );
    signIn('ADMIN');
    renderApp('/admin/vendors');
    await screen.findByText('Acme Supply', {});
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const dialog = await findDialog();
    const fill = async (label: RegExp, text: string) => user.type(within(dialog).getByLabelText(label), text);
    await fill(/Company Name/, 'Road Runner Inc');
    await fill(/Contact Name/, 'Road Runner');
    await fill(/^Email/, 'beep@roadrunner.test');
    await fill(/^Address/, '2 Mesa Way');
    await fill(/^City/, 'Tucson');
    await fill(/^State/, 'AZ');
    await fill(/ZIP Code/, '85701');
    const minimum = within(dialog).getByLabelText(/Minimum order/);
    await user.type(minimum, '12,345,6');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Minimum order (USD) must be written like 12.50, 12,50 or 1,234.50')).toBeTruthy();
    expect(posted).toHaveLength(0);
    await user.clear(minimum);
    await user.type(minimum, '12,50');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.minOrderCents).toBe(1250);
  });
});
