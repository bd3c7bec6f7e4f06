import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { withFakeApi } from '../../../fixtures/msw';
import { aProduct } from '../../../fixtures/builders';
import { openAs, productsApi, recorded } from '../../../fixtures/resource-api';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

const product = (id: number, name: string) => aProduct({ id, name, description: '', updatedAt: '2026-03-05T10:00:00.000Z' });
const rows = [product(11, 'Chapter Mug'), product(12, 'Chapter Cap'), product(13, 'Chapter Pen')];

describe('products management: bulk actions', () => {
  it('deactivates the ticked rows in one request after a confirmation that counts them, then lists each refusal with its reason', async () => {
    const bulk = recorded('POST /products/bulk', () => ({ action: 'deactivate', requested: 2, succeeded: [11], unchanged: [], failed: [{ id: 13, message: 'Product not found.', code: 'NOT_FOUND' }] }));
    const bodies = () => bulk.sent.map((s) => s.body);
    const { user } = openAs('ADMIN', '/admin/products', bulk.handler, productsApi({ rows }).handlers);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Chapter Mug' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Chapter Pen' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 rows selected')).toBeTruthy();
    // The row's own click (open details) is not triggered by its checkbox.
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(bar).getByRole('button', { name: /Bulk actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const confirm = await findDialog('Bulk action: Deactivate');
    expect(within(confirm).getByText('This will touch 2 rows.')).toBeTruthy();
    expect(bodies()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate 2 rows' }));

    const result = await findDialog('Bulk action result: Deactivate');
    expect(bodies()).toEqual([{ action: 'deactivate', ids: [11, 13] }]);
    expect(within(result).getByText('Changed: 1 · Unchanged: 0 · Refused: 1')).toBeTruthy();
    const failures = within(result).getByRole('list', { name: '1 row was not changed:' });
    expect(failures.textContent).toBe('Chapter Pen: Product not found.');
    await user.click(within(result).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The selection is spent once the action ran.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
    expect((screen.getByRole('checkbox', { name: 'Select Chapter Mug' }) as HTMLInputElement).checked).toBe(false);
  });
});
