/**
 * The products list's price range, typed as the forms type money: an amount goes into the address
 * in dollars and to the API in cents; a text that is not one says why under its box and leaves the
 * address as it was.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { withFakeApi } from '../../../fixtures/msw';
import { aProduct, aVendor } from '../../../fixtures/builders';
import { openAs, productsApi } from '../../../fixtures/resource-api';

withFakeApi();

async function openPage(path = '/admin/products') {
  const products = productsApi({ rows: [aProduct()], total: 1, stats: { total: 1, active: 1, inactive: 0, withImages: 0, averagePrice: 1250, totalValue: 1250 }, vendors: [aVendor()], categories: [], tags: [] });
  const app = openAs('ADMIN', path, products.handlers);
  await screen.findByText(aProduct().name);
  await app.user.click(screen.getByRole('button', { name: 'Show Filters' }));
  return { ...app, seen: products.list.seen };
}

describe('products price filter', () => {
  it('writes a typed amount in dollars to the address and asks the API in cents', async () => {
    const { user, router, seen } = await openPage();
    await user.type(screen.getByLabelText('Min Price'), '12.50');
    await waitFor(() => expect(router.state.location.search).toEqual({ minPrice: '12.50' }));
    await waitFor(() => expect(seen.at(-1)!.get('minPrice')).toBe('1250'));

    // Grouped thousands with a decimal comma, as the forms read them.
    await user.type(screen.getByLabelText('Max Price'), '1.234,5');
    await waitFor(() => expect(router.state.location.search).toEqual({ minPrice: '12.50', maxPrice: '1234.50' }));
    await waitFor(() => expect(seen.at(-1)!.get('maxPrice')).toBe('123450'));
    const chips = screen.getByRole('group', { name: 'Filters in force' });
    expect(within(chips).getByText('Min Price: $12.50')).toBeTruthy();
    expect(within(chips).getByText('Max Price: $1,234.50')).toBeTruthy();
    // What was typed stays as typed.
    expect((screen.getByLabelText('Max Price') as HTMLInputElement).value).toBe('1.234,5');
  });

  it('says why a text is not an amount, naming the field, and leaves the address and the query as they were', async () => {
    const { user, router, seen } = await openPage('/admin/products?minPrice=5');
    await waitFor(() => expect(seen.at(-1)!.get('minPrice')).toBe('500'));
    const asked = seen.length;
    const box = screen.getByLabelText('Min Price') as HTMLInputElement;
    expect(box.value).toBe('5');

    await user.type(box, 'x');
    expect(await screen.findByText('Min Price must be written like 12.50, 12,50 or 1,234.50')).toBeTruthy();
    expect(box.value).toBe('5x');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toEqual({ minPrice: 5 });
    expect(seen.length).toBe(asked);

    // Clear empties the box and its message, and keeps the search typed above the card.
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'mug{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'mug', minPrice: 5 }));
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'mug' }));
    expect((screen.getByLabelText('Min Price') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Min Price must be written like 12.50, 12,50 or 1,234.50')).toBeNull();
  });

  it('starts folded, with the menus and amounts in their order once shown', async () => {
    const products = productsApi({ rows: [aProduct()], total: 1, vendors: [aVendor({ id: 2, name: 'Acme Supply' })], categories: [], tags: [] });
    const { user } = openAs('ADMIN', '/admin/products', products.handlers);
    await screen.findByText(aProduct().name);
    expect(screen.queryByLabelText('Min Price')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show Filters' }));
    await screen.findByLabelText('Status');
    const controls = ['Vendor', 'Category', 'Tag', 'Min Price', 'Max Price', 'Status'].map((name) => screen.getByLabelText(name));
    for (const [i, control] of controls.slice(1).entries()) expect(controls[i]!.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByLabelText('Status')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Active', 'Inactive']);
    await waitFor(() => expect(within(screen.getByLabelText('Vendor')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Vendors', 'Acme Supply']));
  });
});
