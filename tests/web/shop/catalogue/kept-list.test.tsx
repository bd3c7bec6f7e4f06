import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { signIn, withFakeApi } from '../../../fixtures/msw';
import { deviceHolding, product, syncedSettings, vendor } from '../../offline/fixtures';

withFakeApi();

beforeEach(async () => {
  await deviceHolding(
    {
      vendors: [vendor(1, 'Acme')],
      products: [product(1, { name: 'Tea' }), product(2, { name: 'Cups' }), product(3, { name: 'Jam' }), product(4, { name: 'Teapot' })],
      settings: syncedSettings,
    },
    3,
  );
});

const cardNamed = (name: string) => screen.getAllByTestId('product-card').find((card) => within(card).queryByText(name) !== null)!;
const kept = () => document.querySelector<HTMLElement>('[data-testid=kept-list]');

describe('the product list kept behind a product page opened from it', () => {
  it('stays hidden and out of reach behind the product, follows the cart, and is the same list on Back', async () => {
    signIn('CHAPTER');
    const { router } = renderApp('/products?search=Tea');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    const cards = screen.getAllByTestId('product-card');
    const listEntry = router.history.location.state.__TSR_index;

    await userEvent.click(within(cardNamed('Teapot')).getByRole('link', { name: 'Details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Teapot' })).toBeTruthy();
    // Kept, hidden and out of reach: the page's only headings and buttons are the product's.
    const list = kept()!;
    expect(list).not.toBeNull();
    expect(list.className).toBe('plist-kept');
    expect(list.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Products' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    // Added on the product page: the hidden card shows it when the list is back.
    await userEvent.click(screen.getByRole('button', { name: /Add 1 item/ }));
    await waitFor(() => expect(within(list).getAllByTestId('quantity').map((field) => (field as HTMLInputElement).value)).toEqual(['1']));

    await userEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toEqual({ search: 'Tea' });
    // Back in the history to the list's own entry (where it was scrolled), not a new list on top.
    expect(router.history.location.state.__TSR_index).toBe(listEntry);
    expect(kept()).toBeNull();
    // The very cards it had: not rendered again.
    const back = screen.getAllByTestId('product-card');
    expect(back).toHaveLength(2);
    back.forEach((card, i) => expect(card).toBe(cards[i]));
    expect(screen.getByRole('heading', { name: 'Products' })).toBeTruthy();
    expect(within(cardNamed('Teapot')).getByTestId('quantity')).toHaveProperty('value', '1');
  });

  it('goes back to the list from the breadcrumb too, and opens a new list from a product opened by its address', async () => {
    signIn('CHAPTER');
    const { router } = renderApp('/products?search=Tea');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    const listEntry = router.history.location.state.__TSR_index;
    await userEvent.click(within(cardNamed('Tea')).getByRole('link', { name: 'Details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tea' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    await userEvent.click(within(trail).getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.history.location.state.__TSR_index).toBe(listEntry);
    expect(router.state.location.search).toEqual({ search: 'Tea' });

    // The page before is not the list: Back to Products opens it as a new entry.
    await router.navigate({ to: '/products/$id', params: { id: '2' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cups' })).toBeTruthy();
    await router.navigate({ to: '/products/$id', params: { id: '3' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jam' })).toBeTruthy();
    const productEntry = router.history.location.state.__TSR_index;
    await userEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.history.location.state.__TSR_index).toBe(productEntry + 1);
    expect(router.state.location.search).toEqual({ search: 'Tea' });
  });

  it('is not kept behind other screens, nor behind a product page opened directly', async () => {
    signIn('CHAPTER');
    const { router } = renderApp('/products/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cups' })).toBeTruthy();
    expect(kept()).toBeNull();
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);

    await router.navigate({ to: '/products' });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(4));
    await userEvent.click(within(cardNamed('Jam')).getByRole('link', { name: 'Details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jam' })).toBeTruthy();
    expect(kept()).not.toBeNull();

    await router.navigate({ to: '/orders' });
    await waitFor(() => expect(kept()).toBeNull());
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
  });
});
