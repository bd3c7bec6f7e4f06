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
    const details = await screen.findByRole('dialog', { name: 'Product Details' });
    await user.click(within(details).getByRole('button', { name: 'Edit Product' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect((within(form).getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('Chapter Mug');
    expect(screen.queryByRole('dialog', { name: 'Product Details' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total Products', hidden: true }).textContent).toContain('1'));
  });
});
