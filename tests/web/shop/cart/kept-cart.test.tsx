import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { signIn, withFakeApi } from '../../../fixtures/msw';
import { addToCart } from '../../../../web/src/lib/cart/cart-store';
import { deviceHolding, product, syncedEvent, syncedSettings, vendor } from '../../offline/fixtures';

withFakeApi();

beforeEach(async () => {
  // The page's idle moments (a test page has none of its own).
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
  vi.stubGlobal('cancelIdleCallback', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
  await deviceHolding(
    {
      vendors: [vendor(1, 'Acme')],
      products: [product(1, { name: 'Tea' }), product(2, { name: 'Cups' }), product(3, { name: 'Jam' })],
      events: [syncedEvent(1, 'Spring Fair', 3, { chapterId: 3 })],
      settings: syncedSettings,
    },
    3,
  );
  await addToCart(1, 2);
  await addToCart(2);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const keptRows = () => [...(document.querySelector('[data-testid=kept-cart]')?.querySelectorAll<HTMLElement>('[data-testid=cart-row]') ?? [])];
const names = (rows: HTMLElement[]) => rows.map((row) => row.querySelector('.crow-name')?.textContent);

describe('the cart kept behind the catalogue', () => {
  it('is rendered ahead, hidden and out of reach, follows the cart, and shows as it is on a tap', async () => {
    signIn('CHAPTER');
    const { router } = renderApp('/products');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(3));
    await waitFor(() => expect(names(keptRows())).toEqual(['Tea', 'Cups']));
    const kept = document.querySelector<HTMLElement>('[data-testid=kept-cart]')!;
    // Laid out ahead, then its rendering kept and out of reach (kept-cart.css).
    await waitFor(() => expect(kept.className).toBe('kept-cart'));
    expect(kept.getAttribute('aria-hidden')).toBe('true');
    // Out of reach: not a heading, button or field anyone can find on the list.
    expect(screen.queryByRole('heading', { name: 'Shopping Cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Tea' })).toBeNull();
    // Its summary, saved carts and total bar wait until it shows.
    expect(kept.querySelector('[data-testid=cart-total-bar], [data-testid=cart-drafts]')).toBeNull();

    // A product added on the list is in the hidden cart before the cart is opened.
    const jam = screen.getAllByTestId('product-card').find((card) => within(card).queryByText('Jam'))!;
    await userEvent.click(within(jam).getByRole('button', { name: /Add to Cart/ }));
    await waitFor(() => expect(names(keptRows())).toEqual(['Tea', 'Cups', 'Jam']));
    const before = keptRows();

    await userEvent.click(screen.getByRole('link', { name: /^Shopping cart/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByRole('heading', { name: 'Shopping Cart' })).toBeTruthy();
    const shown = screen.getAllByTestId('cart-row');
    // The very lines rendered ahead, shown: not rendered again.
    expect(shown).toHaveLength(3);
    shown.forEach((row, i) => expect(row).toBe(before[i]));
    expect(document.querySelector('[data-testid=kept-cart]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Tea' })).toBeTruthy();
    expect(await screen.findByTestId('cart-total-bar')).toBeTruthy();

    // Left again: hidden again, and its Undo offer does not follow.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Cups' }));
    expect(await screen.findByText('Cups removed from the cart')).toBeTruthy();
    await router.navigate({ to: '/products' });
    await waitFor(() => expect(document.querySelector('[data-testid=kept-cart]')).not.toBeNull());
    await waitFor(() => expect(screen.queryByText('Cups removed from the cart')).toBeNull(), { timeout: 4000 });
    expect(names(keptRows())).toEqual(['Tea', 'Jam']);

    // Not kept behind the screens the cart is not opened from.
    await router.navigate({ to: '/orders' });
    await waitFor(() => expect(document.querySelector('[data-testid=kept-cart]')).toBeNull());
    expect(document.querySelectorAll('[data-testid=cart-row]')).toHaveLength(0);
  });

  it('is not kept for the back office, which has no cart', async () => {
    signIn('ADMIN');
    renderApp('/products');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(3));
    // Idle moments come and go: still no cart behind the list.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(document.querySelectorAll('[data-testid=cart-row]')).toHaveLength(0));
    expect(document.querySelector('[data-testid=kept-cart]')).toBeNull();
  });
});
