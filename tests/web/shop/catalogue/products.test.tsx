import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { signIn, withFakeApi } from '../../../fixtures/msw';
import { applyPage } from '../../../../web/src/features/catalogue/offline/sync-apply';
import { readCart } from '../../../../web/src/lib/cart/cart-queries';
import { freshDatabase, page, product, taxon, vendor } from '../../offline/fixtures';

// The first render of the whole app in a file is slow under jsdom.
withFakeApi();

async function seed(count: number) {
  const products = Array.from({ length: count }, (_, i) =>
    product(i + 1, { name: `Item ${String(i + 1).padStart(2, '0')}`, vendorId: i % 2 ? 2 : 1, categoryIds: i === 0 ? [5] : [] }),
  );
  await applyPage(page({ changes: { vendors: [vendor(1, 'Acme'), vendor(2, 'Globex')], categories: [taxon(5, 'Snacks')], products }, cursor: count }), new Date());
}

beforeEach(async () => {
  await freshDatabase();
  signIn('CHAPTER');
});

describe('product list', () => {
  it('shows eight skeleton cards before the first sync', async () => {
    renderApp('/products');
    await waitFor(() => expect(screen.getAllByTestId('product-skeleton')).toHaveLength(8));
  });

  it('shows 20 cards from the device database with pagination, and filters go back to page 1', async () => {
    await seed(25);
    const { router } = renderApp('/products');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(20));
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getAllByText('by Acme')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(5));
    expect(router.state.location.search).toMatchObject({ page: 2 });
    await userEvent.selectOptions(screen.getByLabelText('Vendor'), '2');
    await waitFor(() => expect(router.state.location.search).toEqual({ vendorId: 2 }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(12));
    expect(screen.queryByText(/Page \d of/)).toBeNull();
  });

  it('shows the results of each key in the search box from the first page, without waiting for the address to follow', async () => {
    await seed(25);
    const { router } = renderApp('/products?page=2');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(5));
    // The address stands still: the results must not depend on it.
    const navigate = vi.spyOn(router, 'navigate').mockResolvedValue(undefined);
    const box = screen.getByRole('textbox', { name: 'Search products' });
    // Names, brands and SKUs: the keyboard neither marks spelling nor capitalises or corrects them.
    expect([box.getAttribute('spellcheck'), box.getAttribute('autocapitalize'), box.getAttribute('autocorrect'), box.getAttribute('enterkeyhint')]).toEqual(['false', 'none', 'off', 'search']);
    await userEvent.type(box, 'Item 2');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(6));
    expect(screen.getByText('6 products')).toBeTruthy();
    expect(router.state.location.search).toEqual({ page: 2 });
    // After the pause the address is asked to follow, on the first page.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ search: { search: 'Item 2' }, replace: true })));
    navigate.mockRestore();
  });

  it('shows a screen of new results at once and the rest of the page right after, never old and new together', async () => {
    await seed(25);
    // The cards as each commit left them (two commits may come in one task).
    const shown: string[][] = [];
    const titles = () => [...document.querySelectorAll('[data-testid=product-card] h2')].map((h) => h.textContent ?? '');
    let watching = false;
    renderApp('/products', { onCommit: () => watching && shown.push(titles()) });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(20));
    const before = titles();
    watching = true;
    // "item 1" is in Item 10 to Item 19 only: ten results, none of them among the first cards
    // before (the keys before the last match every product: the page stays as it was).
    await userEvent.type(screen.getByRole('textbox', { name: 'Search products' }), 'Item 1');
    const results = Array.from({ length: 10 }, (_, i) => `Item ${10 + i}`);
    await waitFor(() => expect(titles()).toEqual(results));
    watching = false;
    const changes = shown.filter((cards, i) => cards.join() !== (shown[i - 1] ?? before).join());
    // The first commit of the new results holds a screen's worth, alone (two rows of one column:
    // the test's page matches no wider screen); the whole page follows.
    expect(changes).toEqual([results.slice(0, 2), results]);
  });

  it('renders whole when the results change under the same search (a sync): the grid never shortens', async () => {
    await seed(25);
    const counts: number[] = [];
    let watching = false;
    renderApp('/products', { onCommit: () => watching && counts.push(document.querySelectorAll('[data-testid=product-card]').length) });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(20));
    watching = true;
    // A product sorted first by name arrives: every card of the page moves down one place.
    await applyPage(page({ changes: { products: [product(99, { name: 'Aardvark pens' })] }, cursor: 26 }), new Date());
    await waitFor(() => expect(screen.getAllByTestId('product-card')[0]!.querySelector('h2')?.textContent).toBe('Aardvark pens'));
    watching = false;
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((n) => n === 20)).toBe(true);
  });

  it('sorts by price from high to low', async () => {
    await seed(5);
    const { router } = renderApp('/products');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(5));
    await userEvent.selectOptions(screen.getByLabelText('Sort By'), 'priceDesc');
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'priceDesc' }));
    // product(n) costs 1000 + n cents: the dearest, Item 05, comes first.
    await waitFor(() => expect(screen.getAllByTestId('product-card').map((c) => c.querySelector('h2')?.textContent)).toEqual(['Item 05', 'Item 04', 'Item 03', 'Item 02', 'Item 01']));
  });

  it('says no products were found when the search matches nothing', async () => {
    await seed(3);
    renderApp('/products?search=zzz');
    expect(await screen.findByText("No products found. Try adjusting your search or filters.")).toBeTruthy();
  });

  it('turns Add to Cart into a quantity control that writes the cart', async () => {
    await seed(1);
    renderApp('/products');
    const card = await screen.findByTestId('product-card');
    expect(within(card).getByText('Snacks')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: /Add to Cart/ }));
    await waitFor(() => expect((within(card).getByTestId('quantity') as HTMLInputElement).value).toBe('1'));
    await userEvent.click(within(card).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(async () => expect((await readCart()).count).toBe(2));
    await userEvent.click(within(card).getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: /Add to Cart/ })).toBeTruthy());
    expect((await readCart()).count).toBe(0);
  });
});
