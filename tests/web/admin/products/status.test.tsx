import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { fail, server, signIn } from '../../../fixtures/msw';
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
