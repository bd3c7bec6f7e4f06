import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, withFakeApi } from '../../../fixtures/msw';
import { aProduct } from '../../../fixtures/builders';
import { answer } from '../../../fixtures/api-handlers';
import { openAs, productsApi, recorded } from '../../../fixtures/resource-api';
import { chooseRowAction, findDialog } from '../../../fixtures/overlays';

withFakeApi();

const mug = () => aProduct({ updatedAt: '2026-03-05T10:00:00.000Z' });

describe('products management: delete', () => {
  it('warns that deleting cannot be undone, deletes only once confirmed, then reloads the list and the tiles', async () => {
    const products = productsApi({ rows: [mug()] });
    const { user } = openAs('ADMIN', '/admin/products', products.handlers);
    const deleted = () => products.writes.remove.sent.map((s) => s.params.id);
    const listLoads = () => products.list.seen.length;
    const statsLoads = () => products.stats!.seen.length;
    await chooseRowAction(user, 'Chapter Mug', 'Delete Product');
    const dialog = await findDialog('Confirm Delete');
    expect(within(dialog).getByText("Are you sure you want to delete \"Chapter Mug\"?")).toBeTruthy();
    expect(within(dialog).getByText("This action cannot be undone.")).toBeTruthy();
    expect(deleted()).toEqual([]);
    const [lists, stats] = [listLoads(), statsLoads()];
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted()).toEqual(['11']));
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(listLoads()).toBeGreaterThan(lists);
    await waitFor(() => expect(statsLoads()).toBeGreaterThan(stats));
  });
});

describe('products management: details then edit', () => {
  it('shows skeletons rather than zeros while counts load, and opens Edit Product filled with the product from Product Details', async () => {
    // The counts answer only when the test says so: the tiles are seen loading however slow the machine.
    let releaseStats = () => {};
    const statsHeld = new Promise<void>((resolve) => (releaseStats = resolve));
    const products = productsApi({ rows: [mug()] });
    const heldStats = answer('GET /products/stats', async () => {
      await statsHeld;
      return { total: 1, active: 1, inactive: 0, withImages: 0, averagePrice: 1250, totalValue: 1250 };
    });
    const { user } = openAs('ADMIN', '/admin/products', heldStats, products.handlers);
    const total = await screen.findByRole('group', { name: 'Total Products' });
    expect(total.getAttribute('aria-busy')).toBe('true');
    expect(total.textContent).not.toContain('0');
    releaseStats();
    await chooseRowAction(user, 'Chapter Mug', 'View Details');
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
    const products = productsApi({ rows: [mug()] });
    const refused = (['activate', 'deactivate'] as const).map((verb) => ({ verb, ...recorded(`PATCH /products/:id/${verb}`, () => fail(500)) }));
    const patched = () => refused.flatMap(({ verb, sent }) => sent.map((s) => `${s.params.id}/${verb}`));
    const { user } = openAs('ADMIN', '/admin/products', answer('GET /products/stats', () => fail(500)), refused.map((r) => r.handler), products.handlers);
    await user.click(await screen.findByRole('button', { name: 'Actions for Chapter Mug' }));
    expect(await screen.findByRole('menuitem', { name: 'Deactivate' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Activate' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByText('Failed to update product status')).toBeTruthy();
    expect(patched()).toEqual(['11/deactivate']);
    // A failed stats load is silent: the tiles show zeros.
    expect(screen.getByRole('group', { name: 'Total Products' }).textContent).toContain('0');
    expect(screen.getByRole('group', { name: 'Avg. Price' }).textContent).toContain('$0.00');
  });
});
