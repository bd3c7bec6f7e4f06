import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MSG } from '@portal/contract/messages';
import { renderApp } from '../fixtures/msw-app';
import { API, server, signIn } from '../fixtures/msw';
import { db } from '../../web/src/lib/db/database';
import { applyPage } from '../../web/src/features/catalogue/offline/sync-apply';
import { addToCart } from '../../web/src/lib/cart/cart-store';
import { probeNow } from '../../web/src/features/offline/connectivity';
import { freshDatabase, page, product, vendor } from './offline-fixtures';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const settings = { taxRateBps: 800, feeRatesBps: { ACH: 200, DEBIT_CARD: 400, CREDIT_CARD: 300 }, freeShippingThresholdCents: 5000, version: 1 };
const day = 86_400_000;
const event = (id: number, name: string, startOffset: number, chapterId = 3) => ({
  id,
  name,
  description: null,
  startDate: new Date(Date.now() + startOffset * day).toISOString(),
  endDate: new Date(Date.now() + (startOffset + 2) * day).toISOString(),
  chapterId,
  isActive: true,
  version: id,
});

beforeEach(async () => {
  await freshDatabase();
  signIn('CHAPTER');
  await applyPage(
    page({
      changes: {
        vendors: [vendor(1, 'Acme'), vendor(2, 'Globex')],
        products: [product(1, { name: 'Tea', price: 1000 }), product(2, { name: 'Cups', price: 500, vendorId: 2 })],
        events: [event(1, 'Spring Fair', 3), event(2, 'Old Fair', -30), event(3, 'Other chapter fair', 3, 9)],
        settings,
      },
      cursor: 3,
    }),
    new Date(),
  );
  await addToCart(1, 2);
  await addToCart(2);
});

describe('cart', () => {
  it('shows rows and totals, and holds checkout until a payment method is chosen', async () => {
    renderApp('/cart');
    await waitFor(() => expect(screen.getAllByTestId('cart-row')).toHaveLength(2));
    const proceed = screen.getByRole('button', { name: 'Proceed to Checkout' });
    expect(proceed).toHaveProperty('disabled', true);
    expect(screen.getByText(MSG.selectPaymentMethod)).toBeTruthy();
    expect(screen.getByText('$25.00')).toBeTruthy();
    expect(screen.queryByText('Processing fee')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Payment method'), 'ACH');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toHaveProperty('disabled', false));
    // ACH 2% of $25.00 = $0.50; tax 8% = $2.00; total $27.50.
    expect(screen.getByText('Processing fee')).toBeTruthy();
    expect(screen.getByText('$27.50')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Coupon code'), 'SPRING');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('coupon-chip').textContent).toContain('SPRING');
    expect(screen.getByText('$27.50')).toBeTruthy();
  });

  it('empties on Clear Cart and says so', async () => {
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText(MSG.cartEmpty)).toBeTruthy();
    expect(await db.cartLines.count()).toBe(0);
  });
});

describe('checkout', () => {
  it('offers only the chapter\'s current or upcoming events, groups lines by vendor and queues the order offline', async () => {
    server.use(http.post(`${API}/orders`, () => HttpResponse.error()), http.get(`${API}/health`, () => HttpResponse.error()));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await probeNow();
    await db.meta.put({ key: 'cart', value: { paymentMethod: 'ACH', eventId: null } });
    const { router } = renderApp('/checkout');
    const select = await screen.findByLabelText('Event');
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Choose an event', 'Spring Fair']);
    expect(screen.getAllByTestId('vendor-group')).toHaveLength(2);
    expect(screen.getByText('Vendor subtotal: $20.00')).toBeTruthy();
    await userEvent.selectOptions(select, '1');
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(MSG.orderQueued)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({ payload: { eventId: 1, paymentMethod: 'ACH' } });
    expect(record?.payload.items).toHaveLength(2);
    expect(await db.cartLines.count()).toBe(0);
  });
});
