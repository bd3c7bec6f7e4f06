import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MSG } from '@portal/contract/messages';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn, withFakeApi } from '../../../fixtures/msw';
import { db } from '../../../../web/src/lib/db/database';
import { applyPage } from '../../../../web/src/features/catalogue/offline/sync-apply';
import { addToCart } from '../../../../web/src/lib/cart/cart-store';
import { probeNow } from '../../../../web/src/lib/connectivity';
import { deviceHolding, page, product, syncedEvent, syncedSettings, vendor } from '../../offline/fixtures';
import { answer } from '../../../fixtures/api-handlers';

withFakeApi();
afterEach(() => {
  vi.restoreAllMocks();
});

const event = (id: number, name: string, startOffset: number, chapterId = 3) => syncedEvent(id, name, startOffset, { chapterId });

beforeEach(async () => {
  signIn('CHAPTER');
  await deviceHolding(
    {
      vendors: [vendor(1, 'Acme'), vendor(2, 'Globex')],
      products: [product(1, { name: 'Tea', price: 1000 }), product(2, { name: 'Cups', price: 500, vendorId: 2 })],
      events: [event(1, 'Spring Fair', 3), event(2, 'Old Fair', -30), event(3, 'Other chapter fair', 3, 9)],
      settings: syncedSettings,
    },
    3,
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
    // No warning before anyone tried: a hint says why the button waits.
    expect(screen.queryByText("Please select a payment method")).toBeNull();
    expect(screen.getByText('Choose a payment method to continue.')).toBeTruthy();
    expect(screen.getByText('$25.00')).toBeTruthy();
    expect(screen.queryByText(/Processing fee/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Payment method'), 'ACH');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toHaveProperty('disabled', false));
    // ACH 2% of $25.00 = $0.50; tax 8% = $2.00; total $27.50.
    expect(screen.getByText('Processing fee (2%)')).toBeTruthy();
    expect(screen.getByText('Tax (8%)')).toBeTruthy();
    expect(screen.getByTestId('payment-hint').textContent).toBe('Bank transfer: the lowest processing fee (2%).');
    expect(screen.getByText('$27.50')).toBeTruthy();
    // No coupon box: a code that changes nothing is not offered.
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
  });

  it('says an order past the largest total cannot be placed, and holds checkout', async () => {
    await applyPage(page({ changes: { products: [product(3, { name: 'Warehouse', price: 150_000_000 })] }, cursor: 4 }), new Date());
    await addToCart(3, 10);
    renderApp('/cart');
    await userEvent.selectOptions(await screen.findByLabelText('Payment method'), 'ACH');
    expect(await screen.findByText(MSG.orderTooLarge)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toHaveProperty('disabled', true);
  });

  it('empties on Clear Cart and says so, and Undo brings every line back', async () => {
    await db.meta.put({ key: 'cart', value: { paymentMethod: 'ACH', eventId: null } });
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText("Your cart is empty")).toBeTruthy();
    expect(await db.cartLines.count()).toBe(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-row')).toHaveLength(2));
    expect((await db.cartLines.get(1))?.quantity).toBe(2);
    expect((await db.meta.get('cart'))?.value).toMatchObject({ paymentMethod: 'ACH' });
  });

  it('offers Undo after the bin or minus at the last unit removes a line', async () => {
    renderApp('/cart');
    const rows = await screen.findAllByTestId('cart-row');
    const cups = rows.find((r) => within(r).queryByText('Cups'))!;
    await userEvent.click(within(cups).getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-row')).toHaveLength(1));
    const toast = (await screen.findByText('Cups removed from the cart')).closest('[data-part="root"]') as HTMLElement;
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-row')).toHaveLength(2));
    // Back in its place, before or after Tea as it was.
    expect(screen.getAllByTestId('cart-row').map((r) => within(r).getAllByText(/Tea|Cups/)[0]!.textContent)).toEqual(['Tea', 'Cups']);
  });

  it('takes the Undo message away when the cart is left, so it cannot put a line back from checkout', async () => {
    const { router } = renderApp('/cart');
    const rows = await screen.findAllByTestId('cart-row');
    const cups = rows.find((r) => within(r).queryByText('Cups'))!;
    await userEvent.click(within(cups).getByRole('button', { name: 'Remove Cups' }));
    expect(await screen.findByText('Cups removed from the cart')).toBeTruthy();
    await router.navigate({ to: '/checkout' });
    // Gone well before the message's own 6 s are up.
    await waitFor(() => expect(screen.queryByText('Cups removed from the cart')).toBeNull(), { timeout: 4000 });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});

describe('checkout', () => {
  it('offers only the chapter\'s current or upcoming events, groups lines by vendor and queues the order offline', async () => {
    server.use(answer('POST /orders', () => HttpResponse.error()), answer('GET /health', () => HttpResponse.error()));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await probeNow();
    await db.meta.put({ key: 'cart', value: { paymentMethod: 'ACH', eventId: null } });
    const { router } = renderApp('/checkout');
    const select = await screen.findByLabelText('Event');
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Choose an event', 'Spring Fair']);
    expect(screen.getAllByTestId('vendor-group')).toHaveLength(2);
    expect(screen.getByText('Vendor subtotal: $20.00')).toBeTruthy();
    await userEvent.selectOptions(select, '1');
    await userEvent.click(screen.getByLabelText('PO number'));
    await userEvent.paste('PO-881');
    await userEvent.click(screen.getByLabelText('Notes'));
    await userEvent.paste('Dock 3');
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByText("Saved on this tablet, will send when connected")).toBeTruthy();
    const [record] = await db.outbox.toArray();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/placed/${record!.localId}`));
    expect(record).toMatchObject({ payload: { eventId: 1, paymentMethod: 'ACH', poNumber: 'PO-881', notes: 'Dock 3' } });
    expect(record?.payload.items).toHaveLength(2);
    expect(await db.cartLines.count()).toBe(0);
    // The confirmation: per vendor, totals, and "saved on the tablet" until the server acknowledges.
    const confirmation = await screen.findByTestId('order-confirmation');
    expect(within(confirmation).getAllByTestId('confirmation-vendor')).toHaveLength(2);
    expect(within(confirmation).getByTestId('po-number').textContent).toContain('PO-881');
    // A copy worth handing over: chapter, buyer, event, where it ships, notes and status.
    expect(within(confirmation).getByTestId('chapter').textContent).toBe('Austin Chapter');
    expect(within(confirmation).getByTestId('buyer').textContent).toBe('Ada Lovelace <ada@example.com>');
    expect(within(confirmation).getByTestId('event').textContent).toBe('Spring Fair');
    expect(within(confirmation).getByTestId('ship-to').textContent).toBe('1 Main St, Austin, TX 73301');
    expect(within(confirmation).getByTestId('notes').textContent).toBe('Dock 3');
    expect(within(confirmation).getByTestId('status').textContent).toContain('Saved on this tablet');
    expect(screen.getByTestId('confirmation-status').textContent).toContain('Saved on this tablet');
    expect(screen.getByText('$27.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    // The server acknowledges (the flush loop's attempt, failed offline, has finished first).
    await waitFor(async () => expect((await db.outbox.get(record!.localId))?.status).toBe('queued'));
    await db.outbox.update(record!.localId, {
      status: 'sent',
      order: { id: 9, orderNumber: 'ORD-000009', status: 'PENDING', subtotal: 2500, tax: 200, processingFee: 50, total: 2750 },
    });
    expect(await screen.findByRole('heading', { name: 'Order ORD-000009' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('confirmation-status').textContent).toContain('Sent: the server received this order.'));
  }, 45_000);
});
