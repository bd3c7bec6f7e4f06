import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { renderApp } from '../fixtures/msw-app';
import { API, fail, ok, server, signIn } from '../fixtures/msw';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const mug = {
  id: 11,
  name: 'Chapter Mug',
  description: 'A mug',
  price: 1250,
  sku: null,
  isActive: true,
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  vendorId: 2,
  vendor: { id: 2, name: 'Acme Supplies' },
  images: [],
  categories: [],
  tags: [],
};
const pagination = { page: 1, limit: 10, total: 1, pages: 1 };

// One menu flow per file: the menu machine keeps state between tests in one jsdom window.
describe('products management: status', () => {
  it('deactivates an active product with the dedicated call and shows the fallback when it fails', async () => {
    const user = userEvent.setup();
    const patched: string[] = [];
    signIn('ADMIN');
    server.use(
      http.get(`${API}/products`, () => ok({ products: [mug], pagination })),
      http.get(`${API}/products/stats`, () => fail(500)),
      http.get(`${API}/vendors`, () => ok({ vendors: [], pagination })),
      http.get(`${API}/categories`, () => ok({ categories: [], pagination })),
      http.get(`${API}/tags`, () => ok({ tags: [], pagination })),
      http.patch(`${API}/products/:id/:verb`, ({ params }) => {
        patched.push(`${String(params.id)}/${String(params.verb)}`);
        return fail(500);
      }),
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
