import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OrderView } from '@portal/contract/orders';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn, withFakeApi } from '../../../fixtures/msw';
import { db } from '../../../../web/src/lib/db/database';
import { addToCart } from '../../../../web/src/lib/cart/cart-store';
import { placeOrder } from '../../../../web/src/features/outbox/place-order';
import { checkoutFailureText } from '../../../../web/src/features/outbox/checkout-failure';
import { setLanguage, t } from '../../../../web/src/lib/i18n/i18n';
import { notify } from '../../../../web/src/ui/toaster';
import { deviceHolding, product, syncedEvent, syncedSettings, vendor } from '../../offline/fixtures';
import { answer } from '../../../fixtures/api-handlers';

withFakeApi();

const event = (id: number, name: string, startOffset: number) => syncedEvent(id, name, startOffset, { days: 3 });

beforeEach(async () => {
  signIn('USER');
  await deviceHolding(
    {
      vendors: [vendor(1, 'Acme')],
      products: [product(1, { name: 'Green Tea', price: 1250 }), product(2, { name: 'Black Tea' })],
      events: [event(1, 'Later Fair', 10), event(2, 'Running Fair', -1)],
      settings: syncedSettings,
    },
    3,
  );
});

describe('words and numbers', () => {
  it('uses CLDR plural forms in English and Spanish', async () => {
    expect(t('shop.addItems', { count: 1 })).toBe('Add 1 item');
    expect(t('shop.addItems', { count: 5 })).toBe('Add 5 items');
    await setLanguage('es');
    expect(t('shop.addItems', { count: 1 })).toBe('Añadir 1 artículo');
    expect(t('shop.addItems', { count: 2 })).toBe('Añadir 2 artículos');
  });

  it('shows order statuses, the role and dates in Spanish', async () => {
    const o = { id: 2, orderNumber: 'ORD-2', status: 'PENDING', paymentMethod: 'ACH', subtotal: 100, tax: 8, processingFee: 2, total: 110, createdAt: '2026-01-02T12:00:00.000Z', event: { id: 1, name: 'Fair' }, user: { id: 7, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, items: [] } as unknown as OrderView;
    server.use(answer('GET /orders', () => ({ items: [o], pagination: { page: 1, limit: 20, total: 1, pages: 1 } })));
    await setLanguage('es');
    renderApp('/orders');
    const card = await screen.findByTestId('server-order');
    expect(within(card).getByText('PENDIENTE')).toBeTruthy();
    expect(card.textContent).toMatch(/2 ene 2026/);
    renderApp('/profile');
    expect(await screen.findByText('Usuario')).toBeTruthy();
  });

  it('says in Spanish that the cart is empty, that nothing matches and that a product is missing, and refuses an empty checkout in Spanish', async () => {
    server.use(answer('GET /favourites', () => ({ items: [] })));
    await setLanguage('es');
    renderApp('/cart');
    expect(await screen.findByText('Su carrito está vacío')).toBeTruthy();
    expect(checkoutFailureText(await placeOrder({ userId: 7, paymentMethod: 'ACH' }).catch((error: unknown) => error))).toBe('Su carrito está vacío');
    renderApp('/products?search=nothing-matches-this');
    expect(await screen.findByText(/^No se encontraron productos/)).toBeTruthy();
    renderApp('/products/999');
    expect(await screen.findByText('Producto no encontrado.')).toBeTruthy();
  });
});

describe('navigation', () => {
  /** Opens Green Tea's page from the list at `path`: its breadcrumb trail, once it names the product. */
  async function productTrail(path: string) {
    const { router } = renderApp(path);
    await screen.findAllByTestId('product-card');
    await router.navigate({ to: '/products/$id', params: { id: '1' } });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    await waitFor(() => expect(within(trail).getByText('Green Tea')).toBeTruthy());
    return trail;
  }

  it('marks only the product as the current page in the breadcrumb', async () => {
    const trail = await productTrail('/products');
    // Products, though the address starts with it, is a step of the trail, not the current page.
    expect([...trail.querySelectorAll('[aria-current=page]')].map((el) => el.textContent)).toEqual(['Green Tea']);
  });

  it('names the product in the breadcrumb and returns to the same filters and page', async () => {
    const trail = await productTrail('/products?search=tea&sortBy=price');
    expect(within(trail).queryByText('1')).toBeNull();
    const back = screen.getByRole('link', { name: /Back to Products/ });
    expect(back.getAttribute('href')).toContain('search=tea');
    expect(back.getAttribute('href')).toContain('sortBy=price');
  });

  it('replaces an old message with a new one instead of stacking them', async () => {
    renderApp('/dashboard');
    notify.error('Login failed');
    expect(await screen.findByText('Login failed')).toBeTruthy();
    notify.success('Login successful!');
    expect(await screen.findByText('Login successful!')).toBeTruthy();
    // Dismissed: gone, or closing (jsdom never finishes the exit animation).
    await waitFor(() => {
      const old = screen.queryByText('Login failed')?.closest('[data-part="root"]');
      expect(old == null || old.getAttribute('data-state') === 'closed').toBe(true);
    });
  });
});

describe('checkout', () => {
  it('preselects the running event and says why Place order waits', async () => {
    await addToCart(1);
    renderApp('/checkout');
    const select = (await screen.findByLabelText('Event')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('2'));
    const blockers = await screen.findByTestId('place-order-blockers');
    expect(blockers.textContent).toContain('choose a payment method in the cart');
    expect(blockers.textContent).not.toContain('choose an event');
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', true);
    await db.meta.put({ key: 'cart', value: { paymentMethod: 'DEBIT_CARD', eventId: 2 } });
    await waitFor(() => expect(screen.queryByTestId('place-order-blockers')).toBeNull());
    expect(screen.getByText('Processing fee (4%)')).toBeTruthy();
  });
});
