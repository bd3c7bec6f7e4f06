/**
 * Admin lists keep their state in the address: a link opens the same view, a change rewrites the
 * address (and goes back to the first page), headers sort, the pager jumps, and the rows can be
 * worked through with the keyboard.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { aProduct, aVendor } from '../../../fixtures/builders';
import { makeUser, withFakeApi } from '../../../fixtures/msw';
import { openAs, productsApi, usersApi } from '../../../fixtures/resource-api';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

const product = (id: number, name: string) => aProduct({ id, name, description: '', price: 1000 + id, sku: `SKU-${id}`, updatedAt: '2026-03-05T10:00:00.000Z' });
const rows = [product(1, 'Chapter Mug'), product(2, 'Tote Bag'), product(3, 'Lanyard')];

async function open(path: string) {
  const products = productsApi({ rows, total: 35, stats: { total: 35, active: 35, inactive: 0, withImages: 0, averagePrice: 1000, totalValue: 35000 }, vendors: [aVendor()] });
  const app = openAs('ADMIN', path, products.handlers);
  const seen = products.list.seen;
  await screen.findByText('Chapter Mug', {});
  /** The address's search, as a link to this view would carry it. */
  const search = () => app.router.state.location.searchStr;
  return { user: app.user, seen, last: () => seen.at(-1)!, search, app };
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('admin list state in the address', () => {
  it('opens the view a link names: filters, sort, page and page size reach the API and the screen', async () => {
    const { last } = await open('/admin/products?search=mug&vendorId=2&sortBy=price&sortOrder=asc&page=3&pageSize=25');
    expect(last().get('search')).toBe('mug');
    expect(last().get('vendorId')).toBe('2');
    expect(last().get('sortBy')).toBe('price');
    expect(last().get('sortOrder')).toBe('asc');
    expect(last().get('page')).toBe('3');
    expect(last().get('limit')).toBe('25');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('mug');
    expect((screen.getByLabelText('Rows per page') as HTMLSelectElement).value).toBe('25');
    expect(header('Price').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Created').getAttribute('aria-sort')).toBe('none');
    expect((screen.getByLabelText('Go to page') as HTMLInputElement).value).toBe('3');
  });

  it('drops values the screen would not offer to the defaults', async () => {
    const { last } = await open('/admin/products?sortBy=password&sortOrder=up&page=-2&pageSize=7&vendorId=abc&isActive=maybe');
    expect(last().get('sortBy')).toBe('createdAt');
    expect(last().get('sortOrder')).toBe('desc');
    expect(last().get('page')).toBe('1');
    expect(last().get('limit')).toBe('10');
    expect(last().has('vendorId')).toBe(false);
    expect(last().has('isActive')).toBe(false);
  });

  it('writes a filter change into the address and goes back to the first page', async () => {
    const { user, last, search } = await open('/admin/products?page=3');
    expect(last().get('page')).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Show Filters' }));
    await user.selectOptions(await screen.findByLabelText('Vendor'), '2');
    await waitFor(() => expect(search()).toBe('?vendorId=2'));
    await waitFor(() => expect(last().get('vendorId')).toBe('2'));
    expect(last().get('page')).toBe('1');
    await user.selectOptions(screen.getByLabelText('Status'), 'false');
    await waitFor(() => expect(search()).toBe('?vendorId=2&isActive=false'));
    expect(last().get('isActive')).toBe('false');
  });

  it('sorts by a header, flips the direction on a second click, and starts again from page 1', async () => {
    const { user, last, search } = await open('/admin/products?page=2');
    expect(header('Created').getAttribute('aria-sort')).toBe('descending');
    await user.click(within(header('Price')).getByRole('button'));
    await waitFor(() => expect(search()).toBe('?sortBy=price&sortOrder=asc'));
    await waitFor(() => expect(header('Price').getAttribute('aria-sort')).toBe('ascending'));
    expect(header('Created').getAttribute('aria-sort')).toBe('none');
    expect(last().get('sortBy')).toBe('price');
    expect(last().get('page')).toBe('1');
    await user.click(within(header('Price')).getByRole('button'));
    await waitFor(() => expect(header('Price').getAttribute('aria-sort')).toBe('descending'));
    expect(last().get('sortOrder')).toBe('desc');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price');
  });

  it('goes to the last page, jumps to a typed page (kept within range) and back to the first', async () => {
    const { user, last, search } = await open('/admin/products');
    expect((screen.getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(search()).toBe('?page=4'));
    expect(last().get('page')).toBe('4');
    expect((screen.getByRole('button', { name: 'Last page' }) as HTMLButtonElement).disabled).toBe(true);
    const jump = () => screen.getByLabelText('Go to page') as HTMLInputElement;
    expect(jump().value).toBe('4');
    await user.clear(jump());
    await user.type(jump(), '2{Enter}');
    await waitFor(() => expect(search()).toBe('?page=2'));
    expect(last().get('page')).toBe('2');
    await waitFor(() => expect(jump().value).toBe('2'));
    await user.clear(jump());
    await user.type(jump(), '99{Enter}');
    await waitFor(() => expect(search()).toBe('?page=4'));
    // Page 4 was read a moment ago: it comes from the cache, not a new request.
    await waitFor(() => expect(jump().value).toBe('4'));
    expect(screen.getByText('31–35 of 35')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(search()).toBe(''));
    await waitFor(() => expect(jump().value).toBe('1'));
    expect(screen.getByText('1–10 of 35')).toBeTruthy();
  });

  it('moves between rows with the arrow keys and opens a row with Enter or a click', async () => {
    const { user } = await open('/admin/products');
    const table = screen.getByRole('table', { name: 'Products' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((r) => r.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    bodyRows[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(bodyRows[1]);
    expect(bodyRows.map((r) => r.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(bodyRows[2]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(bodyRows[1]);
    await user.keyboard('{Enter}');
    const dialog = await findDialog();
    expect(within(dialog).getByText('Tote Bag')).toBeTruthy();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(bodyRows[2]!).getByText('Lanyard'));
    expect(within(await findDialog()).getByText('Lanyard')).toBeTruthy();
  });
});

describe('a list whose API gained a sort', () => {
  it('sorts User Management by a header and keeps the sort when the role filter changes', async () => {
    const grace = makeUser('ADMIN', { id: 21, email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
    const users = usersApi({ rows: [grace], stats: { total: 1, active: 1, inactive: 0, superAdmins: 0, admins: 1, chapters: 0 } });
    const { user, ...app } = openAs('SUPER_ADMIN', '/admin/users', users.handlers);
    const seen = users.list.seen;
    await screen.findByText('grace@example.com', {});
    // No sort asked: the API's own order (newest first), and no header claims one.
    expect(seen.at(-1)!.has('sortBy')).toBe(false);
    expect(header('Email').getAttribute('aria-sort')).toBe('none');
    await user.click(within(header('Email')).getByRole('button'));
    await waitFor(() => expect(app.router.state.location.searchStr).toBe('?sortBy=email&sortOrder=asc'));
    await waitFor(() => expect(seen.at(-1)!.get('sortBy')).toBe('email'));
    expect(seen.at(-1)!.get('sortOrder')).toBe('asc');
    expect(header('Email').getAttribute('aria-sort')).toBe('ascending');
    await user.selectOptions(screen.getByLabelText('Role'), 'ADMIN');
    await waitFor(() => expect(app.router.state.location.searchStr).toBe('?role=ADMIN&sortBy=email&sortOrder=asc'));
    expect(seen.at(-1)!.get('role')).toBe('ADMIN');
    expect(seen.at(-1)!.get('sortBy')).toBe('email');
  });
});
