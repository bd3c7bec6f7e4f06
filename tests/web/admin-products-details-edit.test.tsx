import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { renderApp } from '../fixtures/msw-app';
import { API, ok, server, signIn } from '../fixtures/msw';

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
describe('products management: details then edit', () => {
  it('shows skeletons rather than zeros while counts load, and opens Edit Product filled with the product from Product Details', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    server.use(
      http.get(`${API}/products`, () => ok({ products: [mug], pagination })),
      http.get(`${API}/products/stats`, async () => {
        await delay(1500);
        return ok({ total: 1, active: 1, inactive: 0, withImages: 0, averagePrice: 1250, totalValue: 1250 });
      }),
      http.get(`${API}/vendors`, () => ok({ vendors: [], pagination })),
      http.get(`${API}/categories`, () => ok({ categories: [], pagination })),
      http.get(`${API}/tags`, () => ok({ tags: [], pagination })),
    );
    renderApp('/admin/products');
    const total = await screen.findByRole('group', { name: 'Total Products' });
    expect(total.getAttribute('aria-busy')).toBe('true');
    expect(total.textContent).not.toContain('0');
    await user.click(await screen.findByRole('button', { name: 'Actions for Chapter Mug' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: 'Product Details' });
    await user.click(within(details).getByRole('button', { name: 'Edit Product' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect((within(form).getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('Chapter Mug');
    expect(screen.queryByRole('dialog', { name: 'Product Details' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total Products', hidden: true }).textContent).toContain('1'));
  });
});
