import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn, withFakeApi } from '../../../fixtures/msw';
import { db } from '../../../../web/src/lib/db/database';
import type { OutboxRecord } from '../../../../web/src/lib/db/rows';
import { readCart } from '../../../../web/src/lib/cart/cart-queries';
import { freshDatabase } from '../../offline/fixtures';
import { setLanguage } from '../../../../web/src/lib/i18n/i18n';
import { answer } from '../../../fixtures/api-handlers';
import { aTeaOrder } from '../../../fixtures/builders';
import { PHONE_QUERY } from '../../../../web/src/ui/phone-filters';

withFakeApi();
afterEach(() => {
  vi.restoreAllMocks();
});

const order = aTeaOrder;

function outbox(localId: string, status: OutboxRecord['status'], extra: Partial<OutboxRecord> = {}): OutboxRecord {
  return {
    localId,
    clientOrderId: `client-${localId}`,
    userId: 7,
    payload: { clientOrderId: `client-${localId}`, eventId: 1, paymentMethod: 'ACH', placedAt: '2026-01-03T00:00:00.000Z', items: [{ productId: 11, quantity: 1, seenUnitPrice: 1000 }] },
    lines: [{ productId: 11, name: 'Tea', quantity: 1, unitPrice: 1000 }],
    status,
    attempts: 1,
    lastError: null,
    nextAttemptAt: Date.now() + 3_600_000,
    createdAt: '2026-01-03T00:00:00.000Z',
    updatedAt: '2026-01-03T00:00:00.000Z',
    order: null,
    reasons: null,
    changedLines: null,
    ...extra,
  };
}

beforeEach(async () => {
  await freshDatabase();
  signIn('CHAPTER');
  server.use(answer('GET /orders', () => ({ items: [order(1, 'DELIVERED'), order(2, 'PENDING')], pagination: { page: 1, limit: 50, total: 2, pages: 1 } })));
});

describe('my orders', () => {
  it('lists server orders with coloured status chips next to the queued and refused ones on the device', async () => {
    await db.outbox.bulkAdd([
      outbox('a', 'queued'),
      outbox('b', 'needs_attention', {
        reasons: [{ code: 'PRICE_CHANGED', productId: 11, message: 'The price of Tea changed' }],
        changedLines: [{ productId: 11, seenUnitPrice: 1000, unitPrice: 1200 }],
      }),
    ]);
    renderApp('/orders');
    await waitFor(() => expect(screen.getAllByTestId('server-order')).toHaveLength(2));
    expect(screen.getByText('DELIVERED', { selector: '[data-status]' }).closest('[data-status]')?.getAttribute('data-status')).toBe('DELIVERED');
    await waitFor(() => expect(screen.getAllByTestId('outbox-order')).toHaveLength(2));
    const local = screen.getAllByTestId('outbox-order');
    expect(within(local[0]!).getByText('Waiting to send')).toBeTruthy();
    const refused = local.find((el) => within(el).queryByText('Needs attention'))!;
    expect(within(refused).getByText('The price of Tea changed')).toBeTruthy();
    expect(within(refused).getByTestId('changed-price').textContent).toContain('$12.00');
    const confirm = vi.spyOn(window, 'confirm');
    await userEvent.click(within(refused).getByRole('button', { name: 'Discard' }));
    // The app's own dialog asks, never the browser's confirm.
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(confirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByTestId('outbox-order')).toHaveLength(1));
    expect(await db.outbox.get('b')).toBeUndefined();
  });

  it('pages and filters the server orders through the address bar, with the device\'s queued orders on top', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      answer('GET /orders', ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        const page = Number(params.get('page'));
        return { items: [order(page * 10, 'PENDING')], pagination: { page, limit: 20, total: 119, pages: 6 } };
      }),
    );
    await db.outbox.add(outbox('a', 'queued'));
    const { router } = renderApp('/orders');
    expect(await screen.findByText('ORD-10')).toBeTruthy();
    expect(screen.getByTestId('orders-count').textContent).toBe('119 orders');
    // The device's order comes before the server's.
    await screen.findByTestId('outbox-order');
    const cards = [...document.querySelectorAll('[data-testid="outbox-order"], [data-testid="server-order"]')];
    expect(cards[0]?.getAttribute('data-testid')).toBe('outbox-order');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('ORD-20')).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ page: 2 });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'CANCELLED');
    await userEvent.click(screen.getByLabelText('Search'));
    await userEvent.paste('Tea');
    await waitFor(() => expect(seen.at(-1)?.get('search')).toBe('Tea'));
    const last = seen.at(-1)!;
    expect(last.get('status')).toBe('CANCELLED');
    expect(last.get('page')).toBe('1');
    expect(last.get('limit')).toBe('20');
    expect(router.state.location.search).toMatchObject({ status: 'CANCELLED', search: 'Tea' });
  });

  it('on a phone, folds the filters beyond the search box behind one button that counts those set', async () => {
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query === PHONE_QUERY, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList,
    );
    const { router } = renderApp('/orders?status=CANCELLED');
    await screen.findAllByTestId('server-order');
    expect(screen.getByLabelText('Search')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Filters (1 set)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const folded = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(folded.contains(screen.getByLabelText('Status'))).toBe(true);
    expect(getComputedStyle(folded).display).toBe('none');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(getComputedStyle(folded).display).toBe('contents');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'CANCELLED', from: '2026-01-01' }));
    expect(screen.getByRole('button', { name: 'Filters (2 set)' })).toBe(toggle);
    phone.mockRestore();
  });

  it('shows every filter at once on wider screens', async () => {
    renderApp('/orders');
    await screen.findAllByTestId('server-order');
    expect(screen.getByLabelText('Status')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
  });

  it('writes "Any date" in an empty date filter, and hides the engine\'s own fields (today\'s date in grey in WebKit) until it is used', async () => {
    renderApp('/orders?from=2026-02-03');
    await screen.findAllByTestId('server-order');
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect(from.value).toBe('2026-02-03');
    expect(from.hasAttribute('data-empty')).toBe(false);
    expect(to.value).toBe('');
    expect(to.hasAttribute('data-empty')).toBe(true);
    const hint = screen.getByTestId('date-empty');
    expect(hint.textContent).toBe('Any date');
    expect(hint.getAttribute('aria-hidden')).toBe('true');
    expect(to.parentElement!.contains(hint)).toBe(true);
    fireEvent.change(to, { target: { value: '2026-02-28' } });
    await waitFor(() => expect(screen.queryByTestId('date-empty')).toBeNull());
    expect(to.hasAttribute('data-empty')).toBe(false);
  });

  it('names the payment method in the chosen language', async () => {
    renderApp('/orders');
    expect((await screen.findAllByText(/ACH \(Bank Transfer\)/)).length).toBeGreaterThan(0);
    setLanguage('es');
    try {
      expect((await screen.findAllByText(/ACH \(transferencia bancaria\)/)).length).toBeGreaterThan(0);
    } finally {
      setLanguage('en');
    }
  });

  it('still shows the queued orders when the server cannot be reached', async () => {
    server.use(answer('GET /orders', () => HttpResponse.error()));
    await db.outbox.add(outbox('a', 'queued'));
    renderApp('/orders');
    expect(await screen.findByText('The orders on the server cannot be loaded right now.')).toBeTruthy();
    expect(within(await screen.findByTestId('outbox-order')).getByText('Waiting to send')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('reorders the items of a past order into the cart', async () => {
    renderApp('/orders');
    await waitFor(() => expect(screen.getAllByTestId('server-order')).toHaveLength(2));
    await userEvent.click(screen.getAllByRole('button', { name: 'Reorder' })[0]!);
    await waitFor(async () => expect((await readCart()).lines.map((l) => [l.productId, l.quantity])).toEqual([[11, 2]]));
  });

  it('cancels a pending order from its detail page', async () => {
    let cancelled = false;
    server.use(
      answer('GET /orders/:id', () => cancelled ? order(2, 'CANCELLED') : order(2, 'PENDING')),
      answer('DELETE /orders/:id/cancel', () => {
        cancelled = true;
        return order(2, 'CANCELLED');
      }),
    );
    renderApp('/orders/2');
    // The items are shown per vendor.
    expect((await screen.findAllByTestId('order-vendor')).length).toBe(1);
    // The breadcrumb names the order by its number, not its id.
    const crumbs = await screen.findByRole('navigation', { name: /breadcrumb/i });
    await waitFor(() => expect(within(crumbs).getByText('ORD-2')).toBeTruthy());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(cancelled).toBe(false);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    // The status shows in the page's header and in its printable copy.
    await waitFor(() => expect(screen.getAllByText('CANCELLED').length).toBeGreaterThan(0));
    expect(cancelled).toBe(true);
    // Neither the page's button nor the closing confirmation's is left.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull());
  });

  it('names who placed each order, and offers Cancel only to its author and the chapter account', async () => {
    server.use(answer('GET /orders/:id', () => order(2, 'PENDING')));
    // Another member of the chapter: reads the order and who placed it, and is not offered Cancel.
    signIn('USER', { id: 8, firstName: 'Bo', lastName: 'Member', email: 'bo@example.com' });
    const list = renderApp('/orders');
    await waitFor(() => expect(screen.getAllByTestId('order-buyer').map((el) => el.textContent)).toEqual(['Placed by Ada Lovelace', 'Placed by Ada Lovelace']));
    list.unmount();
    const asMember = renderApp('/orders/2');
    expect((await screen.findByTestId('order-buyer')).textContent).toBe('Placed by Ada Lovelace');
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    asMember.unmount();
    // The author, a plain member, is offered it; so is the chapter account, whoever placed the order.
    for (const [role, id] of [['USER', 7], ['CHAPTER', 9]] as const) {
      signIn(role, { id });
      const view = renderApp('/orders/2');
      expect(await screen.findByRole('button', { name: 'Cancel order' }), role).toBeTruthy();
      view.unmount();
    }
  });

  it('shows and prints a copy worth handing over: chapter, buyer, event, ship-to, PO, notes, SKU and pack, status', async () => {
    server.use(
      answer('GET /orders/:id', () => ({
        ...order(2, 'PENDING'),
        poNumber: 'PO-12',
        notes: 'Booth 14B',
        chapter: { id: 3, name: 'Austin Chapter', address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '73301' },
        items: [{ id: 1, productId: 11, product: { name: 'Tea', sku: 'T-1' }, packSize: 6, quantity: 12, unitPrice: 1000, totalPrice: 12_000, vendorId: 1 }],
      })),
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp('/orders/2');
    const facts = await screen.findByTestId('order-copy-facts');
    expect(Object.fromEntries([...facts.querySelectorAll('dd')].map((dd) => [dd.getAttribute('data-testid'), dd.textContent]))).toMatchObject({
      chapter: 'Austin Chapter',
      buyer: 'Ada Lovelace <ada@example.com>',
      event: 'Spring Fair',
      'ship-to': '1 Main St, Austin, TX 73301',
      'po-number': 'PO-12',
      notes: 'Booth 14B',
      status: 'PENDING',
    });
    expect(screen.getByText('Tea (T-1) · Pack of 6')).toBeTruthy();
    // Every button sits in the part that paper leaves out.
    const buttons = screen.getAllByRole('button').filter((b) => b.closest('main'));
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button.closest('[data-print-hide]'), button.textContent ?? '').not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says in Spanish why the server would not cancel, by the refusal\'s code', async () => {
    const refusals: Array<[code: string, english: string, spanish: string, data?: Record<string, string>]> = [
      ['ALREADY_CANCELLED', 'This order is already cancelled', 'Este pedido ya está cancelado'],
      ['NOT_CANCELLABLE', 'Only a pending order can be cancelled. Please contact us.', 'Solo se puede cancelar un pedido pendiente. Póngase en contacto con nosotros.'],
      // The status comes in the refusal's data, not out of the English words.
      ['NOT_CANCELLABLE', 'Cannot cancel an order that is SHIPPED', 'No se puede cancelar un pedido que está ENVIADO', { status: 'SHIPPED' }],
      ['NOT_ORDER_AUTHOR', 'Only the member who placed this order or the chapter account can cancel it', 'Solo el miembro que hizo este pedido o la cuenta del capítulo pueden cancelarlo'],
    ];
    await setLanguage('es');
    try {
      for (const [code, english, spanish, data] of refusals) {
        server.use(
          answer('GET /orders/:id', () => order(2, 'PENDING')),
          answer('DELETE /orders/:id/cancel', () => HttpResponse.json({ success: false, message: english, code, data: data ?? null }, { status: 409 })),
        );
        const { unmount } = renderApp('/orders/2');
        await userEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
        await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar pedido' }));
        expect((await screen.findAllByText(spanish)).length, english).toBeGreaterThan(0);
        expect(screen.queryByText(english)).toBeNull();
        unmount();
      }
    } finally {
      await setLanguage('en');
    }
  });

  it('says in the chosen language that an order is not there', async () => {
    server.use(answer('GET /orders/:id', () => HttpResponse.json({ success: false, message: 'Order not found', code: 'NOT_FOUND', data: { kind: 'order' } }, { status: 404 })));
    await setLanguage('es');
    try {
      renderApp('/orders/99');
      expect(await screen.findByText('Pedido no encontrado')).toBeTruthy();
      expect(screen.queryByText('Order not found')).toBeNull();
    } finally {
      await setLanguage('en');
    }
  });

  it('shows the order as it now is when the server refuses to cancel it', async () => {
    let reads = 0;
    server.use(
      // Cancelled from another device meanwhile: the page still shows it pending until it reads it again.
      answer('GET /orders/:id', () => (++reads === 1 ? order(2, 'PENDING') : order(2, 'CANCELLED'))),
      answer('DELETE /orders/:id/cancel', () => HttpResponse.json({ success: false, message: 'This order is already cancelled', code: 'ALREADY_CANCELLED', data: null }, { status: 409 })),
    );
    renderApp('/orders/2');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    expect((await screen.findAllByText('This order is already cancelled')).length).toBeGreaterThan(0);
    // The status shows in the page's header and in its printable copy.
    await waitFor(() => expect(screen.getAllByText('CANCELLED').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull());
  });
});
