import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MailOutboxView, MailStatus } from '@portal/contract/notifications';
import { renderApp } from '../../../fixtures/msw-app';
import { fail, server, signIn, withFakeApi } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';

withFakeApi();

const notification = (id: number, title: string, readAt: string | null, data: unknown = null) => ({
  id, type: 'order_status', title, data, readAt, createdAt: '2026-11-20T15:04:00.000Z',
  user: { id: 30 + id, firstName: 'Grace', lastName: `Hopper ${id}`, email: `grace${id}@example.com` },
});
const mail = (id: number, status: MailStatus, error: string | null = null, tries: Pick<MailOutboxView, 'attempts' | 'nextAttemptAt'> = { attempts: 0, nextAttemptAt: null }): MailOutboxView => ({
  id, to: `m${id}@example.com`, subject: `Subject ${id}`, status, error, ...tries, createdAt: '2026-11-21T09:30:00.000Z', sentAt: status === 'sent' ? '2026-11-21T09:31:00.000Z' : null,
});

describe('notifications screen', () => {
  it('names notification types and mail statuses in the chosen language', async () => {
    signIn('SUPER_ADMIN');
    server.use(
      answer('GET /admin/notifications', () => ({
        items: [
          notification(1, 'Order shipped', null),
          { ...notification(2, 'New products this week', null), type: 'announcement' },
          { ...notification(3, 'Hello', null), type: 'price_drop' },
          notification(4, 'Order CP-1004 cancelled', null, { orderNumber: 'CP-1004', from: 'PENDING', to: 'CANCELLED' }),
        ],
        pagination: { page: 1, limit: 10, total: 4, pages: 1 },
      })),
      answer('GET /admin/mail-outbox', () => ({
        items: [
          mail(8, 'failed', '550 No such user', { attempts: 1, nextAttemptAt: null }),
          mail(7, 'queued'),
          mail(6, 'queued', 'connection refused', { attempts: 2, nextAttemptAt: '2026-11-21T09:34:00.000Z' }),
          mail(5, 'sending'),
        ],
        pagination: { page: 1, limit: 10, total: 4, pages: 1 },
      })),
    );
    await setLanguage('es');
    try {
      renderApp('/admin/system/notifications');
      const sent = await screen.findByRole('table', { name: 'Notificaciones enviadas' });
      expect(await within(sent).findAllByText('Estado del pedido')).toHaveLength(2);
      expect(within(sent).getByText('Anuncio')).toBeTruthy();
      // A type without words of its own reads as its code in words.
      expect(within(sent).getByText('Price drop')).toBeTruthy();
      // An order status notification is titled from its figures; one kept without them, as written.
      expect(within(sent).getByText('El pedido CP-1004 se ha cancelado')).toBeTruthy();
      expect(within(sent).getByText('Order shipped')).toBeTruthy();
      const outbox = screen.getByRole('table', { name: 'Bandeja de salida de correo' });
      expect(await within(outbox).findByText('Fallido')).toBeTruthy();
      expect(within(outbox).getAllByText('En cola')).toHaveLength(2);
      expect(within(outbox).getByText('Enviando')).toBeTruthy();
      // How often a mail was tried, and when a waiting one is tried next.
      const tries = within(outbox).getAllByTestId('mail-tries').map((e) => e.textContent);
      expect(tries[0]).toBe('Intentado 1 vez');
      expect(tries[1]).toMatch(/^Intentado 2 veces; próximo intento .*21.*2026/);
    } finally {
      await setLanguage('en');
    }
  });

  it('lists sent notifications and the mail outbox, each paged 1-based with its own page size', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    const sentSeen: URLSearchParams[] = [];
    const mailSeen: URLSearchParams[] = [];
    server.use(
      answer('GET /admin/notifications', ({ request }) => {
        const q = new URL(request.url).searchParams;
        sentSeen.push(q);
        const items = q.get('page') === '2' ? [notification(3, 'Order delivered', null)] : [notification(1, 'Order shipped', null), notification(2, 'Order cancelled', '2026-11-20T16:00:00.000Z')];
        return { items, pagination: { page: Number(q.get('page')), limit: Number(q.get('limit')), total: 12, pages: 2 } };
      }),
      answer('GET /admin/mail-outbox', ({ request }) => {
        const q = new URL(request.url).searchParams;
        mailSeen.push(q);
        return { items: [mail(8, 'failed', 'connection refused'), mail(7, 'sent')], pagination: { page: 1, limit: Number(q.get('limit')), total: 2, pages: 1 } };
      }),
    );
    renderApp('/admin/system/notifications');
    const sent = await screen.findByRole('table', { name: 'Sent Notifications' });
    expect(await within(sent).findByText('Order shipped')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sent Notifications (12)' })).toBeTruthy();
    const firstRow = within(sent).getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('Grace Hopper 1')).toBeTruthy();
    expect(within(firstRow).getByText('grace1@example.com')).toBeTruthy();
    expect(within(firstRow).getByText('Unread')).toBeTruthy();
    expect(within(firstRow).getByText('Order status')).toBeTruthy();
    expect(within(within(sent).getAllByRole('row')[2]!).getByText('Read')).toBeTruthy();
    expect(sentSeen[0]?.get('page')).toBe('1');
    expect(sentSeen[0]?.get('limit')).toBe('10');

    const outbox = screen.getByRole('table', { name: 'Mail Outbox' });
    expect(await within(outbox).findByText('m8@example.com')).toBeTruthy();
    const failedRow = within(outbox).getAllByRole('row')[1]!;
    expect(within(failedRow).getByText('Failed')).toBeTruthy();
    expect(within(failedRow).getByText('connection refused')).toBeTruthy();
    expect(within(failedRow).getByText('Nov 21, 2026', { exact: false })).toBeTruthy();

    const sentSection = screen.getByRole('region', { name: 'Sent Notifications' });
    await user.click(within(sentSection).getByRole('button', { name: 'Next page' }));
    expect(await within(sent).findByText('Order delivered')).toBeTruthy();
    expect(sentSeen.at(-1)?.get('page')).toBe('2');
    expect(within(sentSection).getByText('11–12 of 12')).toBeTruthy();

    await user.selectOptions(within(sentSection).getByLabelText('Rows per page'), '25');
    await waitFor(() => expect(sentSeen.at(-1)?.get('limit')).toBe('25'));
    expect(sentSeen.at(-1)?.get('page')).toBe('1');
    // The outbox keeps its own paging.
    expect(mailSeen.every((q) => q.get('limit') === '10' && q.get('page') === '1')).toBe(true);

    const outboxSection = screen.getByRole('region', { name: 'Mail Outbox' });
    await user.selectOptions(within(outboxSection).getByLabelText('Rows per page'), '5');
    await waitFor(() => expect(mailSeen.at(-1)?.get('limit')).toBe('5'));
  });

  it('shows each list failure with Retry and the empty texts', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    let sentCalls = 0;
    server.use(
      answer('GET /admin/notifications', () => {
        sentCalls += 1;
        return sentCalls === 1 ? fail(500) : { items: [], pagination: { page: 1, limit: 10, total: 0, pages: 1 } };
      }),
      answer('GET /admin/mail-outbox', () => ({ items: [], pagination: { page: 1, limit: 10, total: 0, pages: 1 } })),
    );
    renderApp('/admin/system/notifications');
    expect(await screen.findByText('Failed to fetch notifications', {})).toBeTruthy();
    expect(await screen.findByText('No mail found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No notifications found')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch notifications')).toBeNull();
  });
});
