/**
 * Above each admin list, the filters in force as chips named in words, each removable, with
 * Clear all: a link with filters shows what is set even with the Filters panel folded.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct, aVendor, anOrder, onePage } from '../../../fixtures/builders';
import { renderApp, withFakeApi } from '../../../fixtures/msw-app';
import { makeUser, server, signIn } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';
import { openAs, usersApi } from '../../../fixtures/resource-api';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';

withFakeApi();

const chipsOf = (name = 'Filters in force') => screen.findByRole('group', { name });
const chipTexts = (group: HTMLElement) => within(group).queryAllByText(/.+: .+/).map((e) => e.textContent);

describe('active filter chips', () => {
  it('users: one chip per filter in words; removing one drops it from the address, Clear all drops them all', async () => {
    const users = usersApi({ rows: [makeUser('ADMIN', { id: 40, email: 'ada@example.com' })], stats: { total: 1, active: 0, inactive: 1, superAdmins: 0, admins: 1, chapters: 0 } });
    const { user, ...app } = openAs('ADMIN', '/admin/users?search=ada&role=ADMIN&isActive=false', users.handlers);
    const seen = users.list.seen;
    const group = await chipsOf();
    expect(chipTexts(group)).toEqual(['Search: ada', 'Role: Admin', 'Status: Inactive']);

    await user.click(within(group).getByRole('button', { name: 'Remove filter Role: Admin' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ search: 'ada', isActive: false }));
    await waitFor(() => expect(seen.at(-1)!.has('role')).toBe(false));
    expect(chipTexts(await chipsOf())).toEqual(['Search: ada', 'Status: Inactive']);

    await user.click(within(await chipsOf()).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Filters in force' })).toBeNull());
  });

  it('products: picked records are named, not numbered, and amounts read as dollars', async () => {
    signIn('ADMIN');
    server.use(
      answer('GET /products', () => ({ products: [aProduct()], pagination: onePage([1]) })),
      answer('GET /products/stats', () => ({ total: 1, active: 1, inactive: 0, withImages: 0, averagePrice: 1250, totalValue: 1250 })),
      answer('GET /vendors', () => ({ vendors: [aVendor({ id: 2, name: 'Acme Supply' })], pagination: onePage([1]) })),
      answer('GET /categories', () => ({ categories: [], pagination: onePage([]) })),
      answer('GET /tags', () => ({ tags: [], pagination: onePage([]) })),
    );
    renderApp('/admin/products?vendorId=2&minPrice=5&maxPrice=1234.5&isActive=true');
    await waitFor(async () => expect(chipTexts(await chipsOf())).toEqual(['Vendor: Acme Supply', 'Min Price: $5.00', 'Max Price: $1,234.50', 'Status: Active']));
  });

  it('orders, in Spanish: statuses and days in words', async () => {
    signIn('ADMIN');
    await setLanguage('es');
    server.use(
      answer('GET /orders', () => ({ items: [anOrder()], pagination: onePage([1]) })),
      answer('GET /orders/stats', () => ({ total: 1, pending: 0, processing: 0, shipped: 1, delivered: 0, cancelled: 0, totalRevenue: 0, averageOrderValue: 0, totalProcessingFees: 0 })),
    );
    renderApp('/admin/orders?status=SHIPPED&paymentMethod=ACH&startDate=2026-11-01');
    const group = await chipsOf('Filtros aplicados');
    const texts = chipTexts(group);
    expect(texts[0]).toBe('Estado: Enviado');
    expect(texts[1]).toMatch(/^Método de pago: /);
    expect(texts[2]).toMatch(/^Fecha de inicio: 1 nov 2026$/);
    expect(within(group).getByRole('button', { name: 'Quitar todos' })).toBeTruthy();
  });

  it('audit log: the record type in words, and Clear all', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    server.use(answer('GET /audit', () => ({ records: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } })));
    const app = renderApp('/admin/system/audit?entity=vendor&from=2026-03-01');
    const group = await chipsOf();
    expect(chipTexts(group)).toEqual(['Record type: Vendor', 'From: Mar 1, 2026']);
    await user.click(within(group).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
  });
});
