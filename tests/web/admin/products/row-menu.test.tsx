import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { fail, server, signIn, withFakeApi } from '../../../fixtures/msw';
import { aProduct } from '../../../fixtures/builders';
import { answer } from '../../../fixtures/api-handlers';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

const mug = aProduct({
  id: 11,
  name: 'Chapter Mug',
  description: 'A mug',
  price: 1250,
  sku: null,
  isActive: true,
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  vendorId: 2,
  images: [],
  categories: [],
  tags: [],
});
const pagination = { page: 1, limit: 10, total: 1, pages: 1 };

describe('products management: delete', () => {
  it('warns that deleting cannot be undone, deletes only once confirmed, then reloads the list and the tiles', async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    let listLoads = 0;
    let statsLoads = 0;
    signIn('ADMIN');
    server.use(
      answer('GET /products', () => {
        listLoads += 1;
        return { products: deleted.length ? [] : [mug], pagination: { ...pagination, total: deleted.length ? 0 : 1 } };
      }),
      answer('GET /products/stats', () => {
        statsLoads += 1;
        return { total: 1, active: 1, inactive: 0, withImages: 0, averagePrice: 1250, totalValue: 1250 };
      }),
      answer('GET /vendors', () => ({ vendors: [], pagination })),
      answer('GET /categories', () => ({ categories: [], pagination })),
      answer('GET /tags', () => ({ tags: [], pagination })),
      answer('DELETE /products/:id', ({ params }) => {
        deleted.push(String(params.id));
        return null;
      }),
    );
    renderApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Actions for Chapter Mug' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Product' }));
    const dialog = await findDialog('Confirm Delete');
    expect(within(dialog).getByText("Are you sure you want to delete \"Chapter Mug\"?")).toBeTruthy();
    expect(within(dialog).getByText("This action cannot be undone.")).toBeTruthy();
    expect(deleted).toEqual([]);
    const [lists, stats] = [listLoads, statsLoads];
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['11']));
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(listLoads).toBeGreaterThan(lists);
    await waitFor(() => expect(statsLoads).toBeGreaterThan(stats));
  });
});

describe('products management: details then edit', () => {
  it('shows skeletons rather than zeros while counts load, and opens Edit Product filled with the product from Product Details', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    // The counts answer only when the test says so: the tiles are seen loading however slow the machine.
    let releaseStats = () => {};
    const statsHeld = new Promise<void>((resolve) => (releaseStats = resolve));
    server.use(
      answer('GET /products', () => ({ products: [mug], pagination })),
      answer('GET /products/stats', async () => {
        await statsHeld;
        return { total: 1, active: 1, inactive: 0, withImages: 0, averagePrice: 1250, totalValue: 1250 };
      }),
      answer('GET /vendors', () => ({ vendors: [], pagination })),
      answer('GET /categories', () => ({ categories: [], pagination })),
      answer('GET /tags', () => ({ tags: [], pagination })),
    );
    renderApp('/admin/products');
    const total = await screen.findByRole('group', { name: 'Total Products' });
    expect(total.getAttribute('aria-busy')).toBe('true');
    expect(total.textContent).not.toContain('0');
    releaseStats();
    await user.click(await screen.findByRole('button', { name: 'Actions for Chapter Mug' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View Details' }));
    const details = await findDialog('Product Details');
    await user.click(within(details).getByRole('button', { name: 'Edit Product' }));
    const form = await findDialog('Edit Product');
    expect((within(form).getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('Chapter Mug');
    expect(screen.queryByRole('dialog', { name: 'Product Details' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total Products', hidden: true }).textContent).toContain('1'));
  });
});

describe('products management: status', () => {
  it('deactivates an active product with the dedicated call and shows the fallback when it fails', async () => {
    const user = userEvent.setup();
    const patched: string[] = [];
    signIn('ADMIN');
    server.use(
      answer('GET /products', () => ({ products: [mug], pagination })),
      answer('GET /products/stats', () => fail(500)),
      answer('GET /vendors', () => ({ vendors: [], pagination })),
      answer('GET /categories', () => ({ categories: [], pagination })),
      answer('GET /tags', () => ({ tags: [], pagination })),
      ...(['activate', 'deactivate'] as const).map((verb) =>
        answer(`PATCH /products/:id/${verb}`, ({ params }) => {
          patched.push(`${String(params.id)}/${verb}`);
          return fail(500);
        }),
      ),
    );
    renderApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Actions for Chapter Mug' }));
    expect(await screen.findByRole('menuitem', { name: 'Deactivate' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Activate' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByText('Failed to update product status')).toBeTruthy();
    expect(patched).toEqual(['11/deactivate']);
    // A failed stats load is silent: the tiles show zeros.
    expect(screen.getByRole('group', { name: 'Total Products' }).textContent).toContain('0');
    expect(screen.getByRole('group', { name: 'Avg. Price' }).textContent).toContain('$0.00');
  });
});
