import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ProductBody } from '@portal/contract/products';
import { withFakeApi } from '../../../fixtures/msw';
import { aProduct, aTaxonomyItem, aVendor } from '../../../fixtures/builders';
import { openAs, productsApi, recorded } from '../../../fixtures/resource-api';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

const paper = { id: 1, name: 'Paper' };
const office = { id: 2, name: 'Office' };
const picture = { id: 31, url: '/api/v1/images/31/card?v=ab', thumbUrl: '/api/v1/images/31/thumb?v=ab', fullUrl: '/api/v1/images/31/full?v=ab', altText: null, sortOrder: 0, isActive: true };
const mug = aProduct({ sku: 'MUG-1', packSize: 6, images: [picture], categories: [paper, office], tags: [{ id: 7, name: 'bestseller' }] });
const pen = aProduct({ id: 12, name: 'Blue Pen' });
const manyCategories = ['Paper', 'Office', 'Art', 'Cleaning', 'Coffee', 'Décor', 'Electronics', 'Furniture', 'Gifts', 'Kitchen'].map((name, i) => aTaxonomyItem({ id: i + 1, name }));
const bestseller = aTaxonomyItem({ id: 7, name: 'bestseller' });

/** The products screen of an admin over the mug and the pen; what it sent is read back by the returned functions. */
function openProducts() {
  const products = productsApi({
    rows: [mug, pen],
    stats: { total: 2, active: 2, inactive: 0, withImages: 1, averagePrice: 1250, totalValue: 2500 },
    vendors: [aVendor()],
    categories: manyCategories,
    tags: [bestseller],
  });
  const deactivate = recorded('PATCH /products/:id/deactivate', ({ params }) => ({ ...mug, id: Number(params.id), isActive: false }));
  const app = openAs('ADMIN', '/admin/products', deactivate.handler, products.handlers);
  const sent = {
    posts: () => products.writes.create.sent.map((s) => s.body as ProductBody),
    puts: () => products.writes.update.sent.length,
    deactivated: () => deactivate.sent.map((s) => Number(s.params.id)),
  };
  return { ...app, sent };
}

describe('products management: thumbnails, duplicate, category and tag picker', () => {
  it('shows each product with its first picture, or a placeholder, and duplicates a product from its details as an inactive draft with a SKU of its own', async () => {
    const { user, sent } = openProducts();
    const thumb = await screen.findByRole('img', { name: 'Chapter Mug' });
    expect(thumb.getAttribute('src')).toBe(picture.thumbUrl);
    expect(thumb.getAttribute('loading')).toBe('lazy');
    const penRow = screen.getByText('Blue Pen').closest('tr')!;
    expect(within(penRow).queryByRole('img')).toBeNull();
    expect(within(penRow).getByTestId('image-placeholder')).toBeTruthy();

    await user.click(screen.getByText('Chapter Mug'));
    const details = await findDialog('Product Details');
    await user.click(within(details).getByRole('button', { name: 'Duplicate' }));
    const form = await findDialog('Duplicate Product');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Product Details' })).toBeNull());
    expect((within(form).getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('Chapter Mug (copy)');
    const sku = within(form).getByLabelText(/^SKU of the copy/) as HTMLInputElement;
    expect(sku.value).toBe('');
    // The form opens on the SKU, the one field the copy must not share.
    await waitFor(() => expect(document.activeElement).toBe(sku));
    expect(within(form).getByText('The copy is saved inactive; activate it once its SKU and pictures are ready.')).toBeTruthy();
    expect((within(form).getByLabelText(/Price/) as HTMLInputElement).value).toBe('12.50');
    expect(within(within(form).getByRole('list', { name: 'Chosen Categories' })).getAllByRole('listitem').map((x) => x.textContent)).toEqual(['Paper', 'Office']);

    // Without a SKU of its own the copy is refused before anything is sent.
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Enter a SKU for the copy: each product has its own')).toBeTruthy();
    expect(sent.posts()).toHaveLength(0);

    await user.type(sku, 'MUG-2');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent.posts()).toHaveLength(1));
    // Created, then made inactive: a draft shoppers do not see until someone activates it.
    await waitFor(() => expect(sent.deactivated()).toEqual([99]));
    expect(await screen.findByText('Copy saved as an inactive draft')).toBeTruthy();
    expect(sent.posts()[0]).toEqual({ name: 'Chapter Mug (copy)', description: 'A mug', price: 1250, sku: 'MUG-2', vendorId: 2, packSize: 6, categoryIds: [1, 2], tagIds: [7] });
    expect(sent.puts()).toBe(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Duplicate Product' })).toBeNull());
  });

  it('narrows long category lists as one types, and chosen ones can be removed', async () => {
    const { user, sent } = openProducts();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const form = await findDialog('Add New Product');
    const categories = within(form).getByRole('group', { name: 'Categories' });
    expect(within(categories).getAllByRole('checkbox')).toHaveLength(10);

    await user.type(within(form).getByLabelText('Filter Categories'), 'deco');
    await waitFor(() => expect(within(categories).getAllByRole('checkbox')).toHaveLength(1));
    await user.click(within(categories).getByRole('checkbox', { name: 'Décor' }));
    await user.clear(within(form).getByLabelText('Filter Categories'));
    await user.type(within(form).getByLabelText('Filter Categories'), 'zzz');
    expect(within(categories).getByText('Nothing matches “zzz”')).toBeTruthy();
    await user.clear(within(form).getByLabelText('Filter Categories'));
    await user.click(within(categories).getByRole('checkbox', { name: 'Coffee' }));
    await user.click(within(categories).getByRole('checkbox', { name: 'Art' }));
    const chosen = within(form).getByRole('list', { name: 'Chosen Categories' });
    expect(within(chosen).getAllByRole('listitem').map((x) => x.textContent)).toEqual(['Décor', 'Coffee', 'Art']);
    await user.click(within(chosen).getByRole('button', { name: 'Remove Coffee' }));
    expect(within(categories).getByRole('checkbox', { name: 'Coffee' })).toHaveProperty('checked', false);

    await user.type(within(form).getByLabelText(/Product Name/), 'Desk lamp');
    await user.type(within(form).getByLabelText(/Description/), 'A lamp');
    await user.type(within(form).getByLabelText(/Price/), '30');
    await user.selectOptions(within(form).getByLabelText(/Vendor/), '2');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent.posts()).toHaveLength(1));
    expect(sent.posts()[0]).toMatchObject({ name: 'Desk lamp', categoryIds: [6, 3], tagIds: [] });
  });
});
