import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { MSG } from '@portal/contract/messages';
import { fail, withFakeApi } from '../../../fixtures/msw';
import { aProduct, anImage, aTaxonomyItem, aVendor, onePage } from '../../../fixtures/builders';
import { answer } from '../../../fixtures/api-handlers';
import { openAs, productsApi } from '../../../fixtures/resource-api';
import { setLanguage } from '../../../../web/src/lib/i18n/i18n';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

const mug = aProduct({
  sku: 'MUG-1',
  updatedAt: '2026-03-05T10:00:00.000Z',
  images: [anImage(1, 0), anImage(2, 1)],
  categories: [
    { id: 1, name: 'Drinkware' },
    { id: 2, name: 'Gifts' },
    { id: 3, name: 'Kitchen' },
  ],
  tags: [{ id: 9, name: 'New' }],
});

/** The mug on the first of four pages, with the catalogue's figures and what the form offers. */
const mugAmong35 = () =>
  productsApi({
    rows: [mug],
    total: 35,
    stats: { total: 35, active: 30, inactive: 5, withImages: 20, averagePrice: 2599, totalValue: 90965 },
    vendors: [aVendor()],
    categories: mug.categories!.map((c) => aTaxonomyItem(c)),
    tags: mug.tags!.map((c) => aTaxonomyItem(c)),
  });

/** The products screen of an admin, once the mug is listed; `handlers` answer before the fake's. */
async function openPage(...handlers: RequestHandler[]) {
  const products = mugAmong35();
  const app = openAs('ADMIN', '/admin/products', ...handlers, products.handlers);
  await screen.findByText('Chapter Mug', {});
  return { ...app, products };
}

/** The same screen with the Add Product form open. */
async function openNewProduct(...handlers: RequestHandler[]) {
  const app = await openPage(...handlers);
  await app.user.click(screen.getByRole('button', { name: 'Add Product' }));
  return { ...app, dialog: await findDialog() };
}

describe('products management', () => {
  it('writes money in the stat tiles the chosen language\'s way', async () => {
    await setLanguage('es');
    try {
      openAs('ADMIN', '/admin/products', mugAmong35().handlers);
      const tile = await screen.findByRole('group', { name: 'Valor total (USD)' });
      await waitFor(() => expect(tile.textContent?.replace(/\s/g, ' ')).toContain('$909.65'));
      expect(screen.getByRole('group', { name: 'Precio medio' }).textContent?.replace(/\s/g, ' ')).toContain('$25.99');
    } finally {
      await setLanguage('en');
    }
  });

  it('shows the six tiles and a row with two category chips, +N, the image count and the created date', async () => {
    await openPage();
    expect(screen.getByRole('group', { name: 'Total Products' }).textContent).toContain('35');
    expect(screen.getByRole('group', { name: 'Avg. Price' }).textContent).toContain('$25.99');
    expect(screen.getByRole('group', { name: 'Total Value (USD)' }).textContent).toContain('$909.65');
    const table = screen.getByRole('table', { name: 'Products' });
    expect(within(table).getByText('Drinkware')).toBeTruthy();
    expect(within(table).getByText('Gifts')).toBeTruthy();
    expect(within(table).queryByText('Kitchen')).toBeNull();
    expect(within(table).getByText('+1')).toBeTruthy();
    expect(within(table).getByText('$12.50')).toBeTruthy();
    expect(within(table).getByText('03/04/2026')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Manage images of Chapter Mug: 2' }).textContent).toBe('2');
  });

  it('asks for the required fields while name, vendor or price is missing', async () => {
    const { user, dialog, products } = await openNewProduct();
    const posted = products.writes.create.sent;
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await user.click(create);
    expect(await within(dialog).findByText(MSG.fillRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Product Name/), '  ');
    await user.type(within(dialog).getByLabelText(/Price/), '5');
    await user.selectOptions(within(dialog).getByLabelText(/Vendor/), '2');
    await user.click(create);
    expect(within(dialog).getByText(MSG.fillRequired)).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it('refuses a price that is not above zero, then sends cents with a trimmed name and no empty SKU', async () => {
    const { user, dialog, products } = await openNewProduct();
    const posted = products.writes.create.sent;
    const create = within(dialog).getByRole('button', { name: 'Create' });
    const price = within(dialog).getByLabelText(/Price/);
    await user.type(within(dialog).getByLabelText(/Product Name/), ' Tote ');
    await user.selectOptions(within(dialog).getByLabelText(/Vendor/), '2');
    await user.type(price, 'abc');
    await user.click(create);
    expect(await within(dialog).findByText('Price (USD) must be written like 12.50, 12,50 or 1,234.50')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '0');
    await user.click(create);
    expect(await within(dialog).findByText(MSG.invalidPrice)).toBeTruthy();
    expect(posted).toHaveLength(0);
    await user.clear(price);
    await user.type(price, '19.5');
    await user.type(within(dialog).getByLabelText(/SKU/), ' ');
    await user.click(within(dialog).getByText('Gifts'));
    await user.click(create);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ name: 'Tote', description: '', price: 1950, vendorId: 2, packSize: 1, categoryIds: [2], tagIds: [] });
  });

  it('keeps what was typed when the save fails and shows the server message', async () => {
    const { user, dialog } = await openNewProduct(answer('POST /products', () => fail(409, 'SKU already exists')));
    await user.type(within(dialog).getByLabelText(/Product Name/), 'Tote Bag');
    await user.type(within(dialog).getByLabelText(/SKU/), 'MUG-1');
    await user.type(within(dialog).getByLabelText(/Description/), 'Canvas');
    await user.type(within(dialog).getByLabelText(/Price/), '8');
    await user.selectOptions(within(dialog).getByLabelText(/Vendor/), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('SKU already exists')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect((within(dialog).getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('Tote Bag');
    expect((within(dialog).getByLabelText(/SKU/) as HTMLInputElement).value).toBe('MUG-1');
    expect((within(dialog).getByLabelText(/Description/) as HTMLTextAreaElement).value).toBe('Canvas');
    expect((within(dialog).getByLabelText(/Price/) as HTMLInputElement).value).toBe('8');
    expect((within(dialog).getByLabelText(/Vendor/) as HTMLSelectElement).value).toBe('2');
  });

  it('goes back to the first page (API page=1) when a filter, the sort or the page size changes', async () => {
    const { user, products } = await openPage();
    const seen = products.list.seen;
    const last = () => seen[seen.length - 1]!;
    expect(last().get('page')).toBe('1');
    expect(last().get('limit')).toBe('10');
    expect(last().get('sortBy')).toBe('createdAt');
    expect(last().get('sortOrder')).toBe('desc');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last().get('page')).toBe('2'));

    await user.click(screen.getByRole('button', { name: 'Show Filters' }));
    await user.selectOptions(await screen.findByLabelText('Vendor'), '2');
    await waitFor(() => expect(last().get('vendorId')).toBe('2'));
    expect(last().get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last().get('page')).toBe('2'));
    await user.type(screen.getByLabelText('Min Price'), '5');
    await waitFor(() => expect(last().get('minPrice')).toBe('500'));
    expect(last().get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last().get('page')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price');
    await waitFor(() => expect(last().get('sortBy')).toBe('price'));
    expect(last().get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last().get('page')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    await waitFor(() => expect(last().get('limit')).toBe('25'));
    expect(last().get('page')).toBe('1');
    expect(last().get('vendorId')).toBe('2');
  });

  it('shows the fetch failure with Retry on a first load that fails, and the rows once Retry succeeds', async () => {
    let failing = true;
    const { user } = openAs('ADMIN', '/admin/products', answer('GET /products', () => (failing ? fail(500) : { products: [mug], pagination: onePage([mug]) })), mugAmong35().handlers);
    expect(await screen.findByText('Failed to fetch products', {})).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Products' })).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Chapter Mug')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch products')).toBeNull();
  });
});
