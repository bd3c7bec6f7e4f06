import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn } from '../../../fixtures/msw';
import { aProduct } from '../../../fixtures/builders';
import { answer } from '../../../fixtures/api-handlers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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

// One menu flow per file: the menu machine keeps state between tests in one jsdom window.
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
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
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
