import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/contract/messages';
import { anEvent, anOrder, onePage } from '../../fixtures/builders';
import { renderApp } from '../../fixtures/msw-app';
import { fail, server, signIn, withFakeApi } from '../../fixtures/msw';
import { answer } from '../../fixtures/api-handlers';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';

withFakeApi();

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

describe('user dashboard', () => {
  it("lists the chapter's upcoming events and the recent orders with links and totals", async () => {
    server.use(
      answer('GET /events', () => ({
        items: [
          anEvent({ id: 1, name: 'Spring Gala', startDate: iso(10), endDate: iso(11), status: 'Upcoming' }),
          anEvent({ id: 2, name: 'Last Year Fair', startDate: iso(-40), endDate: iso(-39), status: 'Past' }),
        ],
        pagination: onePage([1, 2]),
      })),
      answer('GET /orders', ({ request }) => {
        expect(new URL(request.url).searchParams.get('limit')).toBe('5');
        return { items: [anOrder({ id: 42, orderNumber: 'ORD-000042', total: 123456, createdAt: iso(-1), event: { id: 1, name: 'Spring Gala' } })], pagination: onePage([42]) };
      }),
    );
    signIn('CHAPTER');
    localStorage.setItem('cart', JSON.stringify([{ quantity: 2 }]));
    renderApp('/dashboard');
    const events = await screen.findByRole('region', { name: 'Upcoming events' });
    expect(await within(events).findByText('Spring Gala')).toBeTruthy();
    expect(within(events).queryByText('Last Year Fair')).toBeNull();
    const orders = screen.getByRole('region', { name: 'Recent orders' });
    const link = await within(orders).findByRole('link', { name: 'ORD-000042' });
    expect(link.getAttribute('href')).toBe('/orders/42');
    expect(within(orders).getByText('$1,234.56')).toBeTruthy();
    expect(screen.getByText('2 items in your cart')).toBeTruthy();
  });

  it('names a recent order\'s status in the chosen language, coloured as on the orders page', async () => {
    server.use(
      answer('GET /events', () => ({ items: [], pagination: onePage([]) })),
      answer('GET /orders', () => ({ items: [anOrder({ id: 43, orderNumber: 'ORD-000043', status: 'PROCESSING' })], pagination: onePage([43]) })),
    );
    await setLanguage('es');
    try {
      signIn('CHAPTER');
      renderApp('/dashboard');
      const orders = await screen.findByRole('region', { name: 'Pedidos recientes' });
      const status = await within(orders).findByText('EN PROCESO');
      expect(status.getAttribute('data-status')).toBe('PROCESSING');
      expect(within(orders).queryByText('PROCESSING')).toBeNull();
    } finally {
      await setLanguage('en');
    }
  });

  it('says so when there are no events and no orders', async () => {
    signIn('CHAPTER');
    renderApp('/dashboard');
    expect(await screen.findByText('No upcoming events for your chapter.')).toBeTruthy();
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
  });

  it("shows 'Failed to fetch dashboard data' when a call fails", async () => {
    server.use(answer('GET /orders', () => fail(500)));
    signIn('CHAPTER');
    renderApp('/dashboard');
    expect((await screen.findByRole('alert')).textContent).toContain("Failed to fetch dashboard data");
  });
});

describe('notifications bell', () => {
  it('marks a notification as read on the server', async () => {
    let marked = '';
    server.use(answer('PATCH /notifications/:id/read', ({ params }) => {
      marked = String(params.id);
      return { id: Number(params.id), type: 'ORDER_STATUS', title: 'Order shipped', body: 'Order CP-1001 has shipped.', data: null, orderId: 1, readAt: new Date().toISOString(), createdAt: '2026-11-20T10:00:00.000Z' };
    }));
    signIn('CHAPTER');
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('Order shipped')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(marked).toBe('1'));
  });

  it('words an order status notification from its figures in the chosen language, and shows an announcement as written', async () => {
    const base = { orderId: 1, readAt: null, createdAt: '2026-11-20T10:00:00.000Z' };
    server.use(
      answer('GET /notifications', () => ({
        items: [
          { ...base, id: 1, type: 'order_status', title: 'Order CP-1001 shipped', body: 'Your order CP-1001 changed from PROCESSING to SHIPPED.', data: { orderNumber: 'CP-1001', from: 'PROCESSING', to: 'SHIPPED' } },
          { ...base, id: 2, type: 'order_status', title: 'Order CP-1002 delivered', body: 'Your order CP-1002 was delivered.', data: { orderNumber: 'CP-1002', to: 'DELIVERED' } },
          // Figures of a shape this app does not know: the API's words, as they are.
          { ...base, id: 3, type: 'order_status', title: 'Order CP-1003 returned', body: 'Your order CP-1003 was returned.', data: { orderNumber: 'CP-1003', to: 'RETURNED' } },
          { ...base, id: 4, type: 'announcement', title: 'Nuevos productos', body: 'Los proveedores añadieron artículos.', data: null, orderId: null },
        ],
        unreadCount: 4,
      })),
    );
    signIn('CHAPTER');
    await setLanguage('es');
    try {
      renderApp('/dashboard');
      await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 4 sin leer' }));
      expect(await screen.findByText('El pedido CP-1001 se ha enviado')).toBeTruthy();
      expect(screen.getByText('Su pedido CP-1001 pasó de En proceso a Enviado.')).toBeTruthy();
      expect(screen.getByText('El pedido CP-1002 se ha entregado')).toBeTruthy();
      expect(screen.getByText('El estado de su pedido CP-1002 es ahora: Entregado.')).toBeTruthy();
      expect(screen.getByText('Order CP-1003 returned')).toBeTruthy();
      expect(screen.getByText('Nuevos productos')).toBeTruthy();
      expect(screen.queryByText(/changed from|SHIPPED/)).toBeNull();
    } finally {
      await setLanguage('en');
    }
  });

  it('shows no badge and no notifications when the call fails', async () => {
    server.use(answer('GET /notifications', () => fail(500)));
    signIn('CHAPTER');
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });
});

describe('profile', () => {
  it('saves edited names and chapter details and keeps the stored user in step', async () => {
    let body: Record<string, unknown> = {};
    server.use(answer('PUT /users/profile', async ({ request }) => {
      body = (await request.json()) as Record<string, unknown>;
      const user = JSON.parse(localStorage.getItem('user')!);
      return { ...user, firstName: body.firstName, updatedAt: new Date().toISOString() };
    }));
    signIn('CHAPTER');
    renderApp('/profile');
    const first = await screen.findByLabelText(/^First name/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(body).toMatchObject({ firstName: 'Grace', lastName: 'Lovelace', chapter: { name: 'Austin Chapter', zipCode: '73301' } });
    expect(JSON.parse(localStorage.getItem('user')!).firstName).toBe('Grace');
  });

  it('checks the chapter fields before sending', async () => {
    signIn('CHAPTER');
    renderApp('/profile');
    const zip = await screen.findByLabelText(/^ZIP code/);
    await userEvent.clear(zip);
    await userEvent.type(zip, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.zipInvalid)).toBeTruthy();
  });

  it("falls back to 'Profile update failed' when the server gives no message", async () => {
    server.use(answer('PUT /users/profile', () => fail(500)));
    signIn('CHAPTER');
    renderApp('/profile');
    await screen.findByLabelText(/^First name/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain("Profile update failed");
  });
});
