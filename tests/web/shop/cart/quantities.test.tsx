import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { signIn, withFakeApi } from '../../../fixtures/msw';
import { db } from '../../../../web/src/lib/db/database';
import { addToCart } from '../../../../web/src/lib/cart/cart-store';
import { deviceHolding, product, syncedEvent, syncedSettings, vendor } from '../../offline/fixtures';

withFakeApi();

const event = syncedEvent(1, 'Spring Fair', -1);

beforeEach(async () => {
  signIn('CHAPTER');
  // Pack size and vendor minimum arrive through the sync, so the rules hold with no network.
  await deviceHolding(
    {
      vendors: [{ ...vendor(1, 'Acme'), minOrderCents: 10_000 }, vendor(2, 'Globex')],
      products: [product(1, { name: 'Cola', price: 1000, packSize: 6 }), product(2, { name: 'Cups', price: 500, vendorId: 2 })],
      events: [event],
      settings: syncedSettings,
    },
    3,
  );
});

const field = (scope: HTMLElement) => within(scope).getByRole('textbox', { name: /^Quantity of/ }) as HTMLInputElement;

describe('typed quantities', () => {
  it('sets a cart line to a typed quantity on Enter, with the number pad', async () => {
    await addToCart(2);
    renderApp('/cart');
    const [row] = await screen.findAllByTestId('cart-row');
    const input = field(row!);
    expect(input.inputMode).toBe('numeric');
    await userEvent.clear(input);
    await userEvent.type(input, '100{Enter}');
    await waitFor(async () => expect((await db.cartLines.get(2))?.quantity).toBe(100));
    await waitFor(() => expect(field(row!).value).toBe('100'));
  });

  it('adds a whole pack from the product card, steps by packs and takes a typed figure', async () => {
    renderApp('/products');
    // The list renders its first page before the whole catalogue is read: find the card afresh.
    const cola = async () => (await screen.findAllByTestId('product-card')).find((c) => within(c).queryByText('Cola'))!;
    expect(within(await cola()).getByTestId('pack-size').textContent).toBe('Pack of 6');
    await userEvent.click(within(await cola()).getByRole('button', { name: /Add to Cart/ }));
    await waitFor(async () => expect((await db.cartLines.get(1))?.quantity).toBe(6));
    await userEvent.click(await within(await cola()).findByRole('button', { name: 'Increase quantity' }));
    await waitFor(async () => expect((await db.cartLines.get(1))?.quantity).toBe(12));
    const input = field(await cola());
    await userEvent.clear(input);
    await userEvent.type(input, '48');
    input.blur();
    await waitFor(async () => expect((await db.cartLines.get(1))?.quantity).toBe(48));
  });
});

describe('quantities never changed silently', () => {
  it('refuses a decimal or a figure past the largest quantity in place, leaving the cart line as it was', async () => {
    await addToCart(2, 3);
    renderApp('/cart');
    const [row] = await screen.findAllByTestId('cart-row');
    for (const [typed, reason] of [
      ['12.5', 'Type a whole number: quantities have no decimals'],
      ['25000', 'At most 10,000 of one product per order'],
      ['1000000', 'At most 10,000 of one product per order'],
      ['-4', 'A quantity cannot be negative'],
    ]) {
      await userEvent.clear(field(row!));
      await userEvent.type(field(row!), `${typed!}{Enter}`);
      expect((await within(row!).findByTestId('quantity-refusal')).textContent, typed).toBe(reason);
      // The figure stays as typed, every digit of it, and the cart keeps its quantity.
      expect(field(row!).value).toBe(typed);
      expect(field(row!).getAttribute('aria-invalid')).toBe('true');
      expect((await db.cartLines.get(2))?.quantity).toBe(3);
    }
    // A whole figure within the limit is taken, thousands mark and all.
    await userEvent.clear(field(row!));
    await userEvent.type(field(row!), '10,000{Enter}');
    await waitFor(async () => expect((await db.cartLines.get(2))?.quantity).toBe(10_000));
    await waitFor(() => expect(field(row!).value).toBe('10000'));
    expect(within(row!).queryByTestId('quantity-refusal')).toBeNull();
    expect(within(row!).getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true);
  });

  it('offers the nearest whole numbers of packs when a typed figure is not one, on the product card', async () => {
    await addToCart(1, 6);
    renderApp('/products');
    const cola = async () => (await screen.findAllByTestId('product-card')).find((c) => within(c).queryByText('Cola'))!;
    // The card shows its stepper once the cart's quantities have been read.
    const input = (await within(await cola()).findByRole('textbox', { name: /^Quantity of/ })) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '10{Enter}');
    const offer = await within(await cola()).findByTestId('quantity-refusal');
    expect(offer.textContent).toContain('Sold in packs of 6: choose a whole number of packs');
    expect((await db.cartLines.get(1))?.quantity).toBe(6);
    await userEvent.click(within(offer).getByRole('button', { name: 'Make it 12' }));
    await waitFor(async () => expect((await db.cartLines.get(1))?.quantity).toBe(12));
    expect(within(await cola()).queryByTestId('quantity-refusal')).toBeNull();
  });

  it('offers the pack multiples for the amount to add on the product page', async () => {
    renderApp('/products/1');
    const amount = await within(await screen.findByRole('group', { name: 'Quantity to add' })).findByRole('textbox');
    await userEvent.clear(amount);
    await userEvent.type(amount, '10{Enter}');
    const offer = await screen.findByTestId('quantity-refusal');
    expect(within(offer).getAllByRole('button').map((b) => b.textContent)).toEqual(['Make it 6', 'Make it 12']);
    await userEvent.click(within(offer).getByRole('button', { name: 'Make it 6' }));
    expect(await screen.findByRole('button', { name: 'Add 6 items' })).toBeTruthy();
  });

  it('shows a vendor minimum\'s progress with a way to that vendor\'s products, in the cart', async () => {
    await addToCart(1, 4);
    const { router } = renderApp('/cart');
    const minimum = await screen.findByTestId('vendor-minimum');
    expect(within(minimum).getByTestId('vendor-progress').textContent).toBe('$40.00 of $100.00');
    await userEvent.click(within(minimum).getByRole('link', { name: 'More from Acme' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toMatchObject({ vendorId: 1 });
  });
});

describe('case packs and vendor minimums', () => {
  it('says what is short in the cart and at checkout, offline, and holds Place order until it is fixed', async () => {
    await addToCart(1, 4);
    await db.meta.put({ key: 'cart', value: { paymentMethod: 'ACH', eventId: 1 } });
    renderApp('/checkout');
    const alert = await screen.findByTestId('shortfalls');
    expect(alert.textContent).toContain('Cola is sold in packs of 6: 4 is not a whole number of packs.');
    expect(alert.textContent).toContain('Acme has a minimum order of $100.00: add $60.00 more from this vendor.');
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', true);
    await userEvent.click(within(alert).getByRole('button', { name: 'Make it 6' }));
    await waitFor(async () => expect((await db.cartLines.get(1))?.quantity).toBe(6));
    await waitFor(() => expect(screen.getByTestId('shortfalls').textContent).not.toContain('packs of 6'));
    // 12 (two packs of 6) at $10.00 = $120.00 clears Acme's $100.00 minimum.
    await addToCart(1, 6);
    await waitFor(() => expect(screen.queryByTestId('shortfalls')).toBeNull());
    expect((screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled, document.getElementById('place-order-blockers')?.textContent).toBe(false);
  });
});
