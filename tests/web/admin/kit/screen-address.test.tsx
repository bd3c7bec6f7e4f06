/**
 * The audit log, reports and notifications keep their state in the address: a link opens the
 * same view, a change rewrites the address, and Back from another screen returns to it.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, withFakeApi } from '../../../fixtures/msw-app';
import { server, signIn } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';

withFakeApi();

const record = (id: number, entity: string) => ({
  id, action: `${entity}.update`, entity, entityId: String(id), actor: { id: 1, name: 'Sam Super', email: 'sam@portal.test' }, changes: [], details: {}, ip: null, createdAt: '2026-03-01T12:00:00.000Z',
});
const pagination = (page: number, limit: number, total: number) => ({ page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) });

function auditApi(seen: URLSearchParams[]) {
  return answer('GET /audit', ({ request }) => {
    const q = new URL(request.url).searchParams;
    seen.push(q);
    const page = Number(q.get('page'));
    return { records: [record(page * 100 + 1, q.get('entity') ?? 'order')], pagination: pagination(page, Number(q.get('limit')), 40) };
  });
}

function notificationsApi(seen: { sent: URLSearchParams[]; outbox: URLSearchParams[] }) {
  return [
    answer('GET /admin/notifications', ({ request }) => {
      const q = new URL(request.url).searchParams;
      seen.sent.push(q);
      return { items: [], pagination: pagination(Number(q.get('page')), Number(q.get('limit')), 30) };
    }),
    answer('GET /admin/mail-outbox', ({ request }) => {
      const q = new URL(request.url).searchParams;
      seen.outbox.push(q);
      return { items: [], pagination: pagination(Number(q.get('page')), Number(q.get('limit')), 30) };
    }),
  ];
}

function reportsApi(seen: URLSearchParams[]) {
  const summary = { totalValue: 0, totalQuantity: 0, totalOrders: 0, averageOrderValue: 0 };
  return [
    answer('GET /reports/purchases', ({ request }) => {
      const q = new URL(request.url).searchParams;
      seen.push(q);
      return { rows: [], pagination: pagination(Number(q.get('page')), Number(q.get('limit')), 0), summary };
    }),
    answer('GET /reports/categories', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return { rows: [], summary: { totalCategories: 0, totalValue: 0, totalQuantity: 0, totalOrders: 0 } };
    }),
    answer('GET /reports/payments', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return { rows: [], summary: { totalPayments: 0, totalAmount: 0, successRate: 0, totalFees: 0 } };
    }),
    answer('GET /reports/revenue-by-day', () => ({ rows: [] })),
    answer('GET /reports/overview', () => ({ users: 1, events: 1, activeEvents: 1, vendors: 1, categories: 1, chapters: 1 })),
  ];
}

describe('audit log, reports and notifications in the address', () => {
  it('audit log: a link opens its filters and page, a change is written to the address, and Back from another screen returns to it', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    const audit: URLSearchParams[] = [];
    const notes = { sent: [] as URLSearchParams[], outbox: [] as URLSearchParams[] };
    server.use(auditApi(audit), ...notificationsApi(notes));
    const app = renderApp('/admin/system/audit?entity=product&page=2&from=2026-03-01');
    const table = await screen.findByRole('table', { name: 'Audit records' });
    await within(table).findByText('Product #201');
    expect(audit.at(-1)!.get('entity')).toBe('product');
    expect(audit.at(-1)!.get('page')).toBe('2');
    expect(audit.at(-1)!.get('from')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Record type' }) as HTMLSelectElement).value).toBe('product');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Record type' }), 'vendor');
    await waitFor(() => expect(app.router.state.location.search).toEqual({ entity: 'vendor', from: '2026-03-01' }));
    await within(table).findByText('Vendor #101');

    await app.router.navigate({ to: '/admin/system/notifications' });
    await screen.findByRole('table', { name: 'Sent Notifications' });
    app.router.history.back();
    const again = await screen.findByRole('table', { name: 'Audit records' });
    await within(again).findByText('Vendor #101');
    expect((screen.getByRole('combobox', { name: 'Record type' }) as HTMLSelectElement).value).toBe('vendor');
    expect(audit.at(-1)!.get('entity')).toBe('vendor');
  });

  it('audit log: values the screen would not offer are dropped', async () => {
    signIn('SUPER_ADMIN');
    const audit: URLSearchParams[] = [];
    server.use(auditApi(audit));
    renderApp('/admin/system/audit?entity=password&actorUserId=abc&page=-1&pageSize=7');
    await screen.findByRole('table', { name: 'Audit records' });
    await waitFor(() => expect(audit.length).toBeGreaterThan(0));
    expect(audit.at(-1)!.has('entity')).toBe(false);
    expect(audit.at(-1)!.has('actorUserId')).toBe(false);
    expect(audit.at(-1)!.get('page')).toBe('1');
    expect(audit.at(-1)!.get('limit')).toBe('10');
  });

  it('reports: the chosen days, tab and page are in the address, and Back from another screen returns to them', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    const reports: URLSearchParams[] = [];
    const audit: URLSearchParams[] = [];
    server.use(...reportsApi(reports), auditApi(audit));
    const app = renderApp('/admin/reports?startDate=2026-10-01&endDate=2026-10-15&tab=payments');
    expect(await screen.findByRole('tab', { name: 'Payment Report', selected: true })).toBeTruthy();
    expect((screen.getByLabelText('Start Date') as HTMLInputElement).value).toBe('2026-10-01');
    await waitFor(() => expect(reports.at(-1)?.get('endDate')).toBe('2026-10-15'));

    await user.click(screen.getByRole('tab', { name: 'Category Analysis' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ startDate: '2026-10-01', endDate: '2026-10-15', tab: 'categories' }));
    await user.click(screen.getByRole('button', { name: 'This Year' }));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ tab: 'categories', startDate: expect.stringMatching(/-01-01$/) }));

    await app.router.navigate({ to: '/admin/system/audit' });
    await screen.findByRole('table', { name: 'Audit records' });
    app.router.history.back();
    expect(await screen.findByRole('tab', { name: 'Category Analysis', selected: true })).toBeTruthy();
    expect((screen.getByLabelText('Start Date') as HTMLInputElement).value).toMatch(/-01-01$/);
    expect(screen.getByRole('button', { name: 'This Year' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('notifications: each table page and page size are in the address, and Back from another screen returns to them', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    const notes = { sent: [] as URLSearchParams[], outbox: [] as URLSearchParams[] };
    const audit: URLSearchParams[] = [];
    server.use(...notificationsApi(notes), auditApi(audit));
    const app = renderApp('/admin/system/notifications?sentPage=2&outboxPageSize=5');
    await screen.findByRole('table', { name: 'Sent Notifications' });
    await waitFor(() => expect(notes.sent.at(-1)?.get('page')).toBe('2'));
    expect(notes.outbox.at(-1)?.get('limit')).toBe('5');

    const outboxSection = screen.getByRole('region', { name: 'Mail Outbox' });
    await user.click(within(outboxSection).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ sentPage: 2, outboxPage: 2, outboxPageSize: 5 }));
    await waitFor(() => expect(notes.outbox.at(-1)?.get('page')).toBe('2'));

    await app.router.navigate({ to: '/admin/system/audit' });
    await screen.findByRole('table', { name: 'Audit records' });
    const before = { sent: notes.sent.length, outbox: notes.outbox.length };
    app.router.history.back();
    await screen.findByRole('table', { name: 'Sent Notifications' });
    expect(within(screen.getByRole('region', { name: 'Mail Outbox' })).getByText('6–10 of 30')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Sent Notifications' })).getByText('11–20 of 30')).toBeTruthy();
    expect(notes.sent.length + notes.outbox.length).toBeGreaterThanOrEqual(before.sent + before.outbox);
  });
});
