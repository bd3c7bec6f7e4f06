import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { signIn, withFakeApi } from '../../../fixtures/msw';
import { db } from '../../../../web/src/lib/db/database';
import { applyPage } from '../../../../web/src/features/catalogue/offline/sync-apply';
import { parseQuickLines } from '../../../../web/src/features/catalogue/quick-order-lines';
import { freshDatabase, page, product, vendor } from '../../offline/fixtures';

withFakeApi();

beforeEach(async () => {
  await freshDatabase();
  signIn('CHAPTER');
  await applyPage(page({ changes: { vendors: [vendor(1, 'Acme')], products: [product(1, { sku: 'TEA-1' }), product(2, { sku: 'CUP-9' })] }, cursor: 2 }), new Date());
});

describe('quick order lines', () => {
  it('reads typed lines and spreadsheet columns, adds up repeats and sets aside unreadable rows', () => {
    expect(parseQuickLines('TEA-1\t12\ncup-9, 3\nTEA-1 2\nCUP-9\nSKU\tQty\n\n')).toEqual({
      lines: [
        { sku: 'TEA-1', quantity: 14 },
        { sku: 'cup-9', quantity: 4 },
      ],
      refused: [{ row: 'SKU\tQty', problem: 'format' }],
    });
  });

  it('sets aside a quantity it cannot take as written, with the reason, never rewriting it', () => {
    expect(parseQuickLines('TEA-1 0\nTEA-1 -4\nCUP-9 12.5\nCUP-9\t1,000\nBIG-1\t6000\nBIG-1\t6000').refused).toEqual([
      { row: 'TEA-1 0', problem: 'zero' },
      { row: 'TEA-1 -4', problem: 'negative' },
      { row: 'CUP-9 12.5', problem: 'fraction' },
      { row: 'BIG-1\t6000', problem: 'tooLarge' },
      { row: 'BIG-1\t6000', problem: 'tooLarge' },
    ]);
    expect(parseQuickLines('CUP-9\t1,000').lines).toEqual([{ sku: 'CUP-9', quantity: 1000 }]);
  });
});

describe('quick order screen', () => {
  it('adds every known SKU from the device catalogue and lists the unknown ones', async () => {
    renderApp('/quick-order');
    const box = await screen.findByLabelText('SKUs and quantities');
    await userEvent.click(box);
    await userEvent.paste('tea-1\t12\nNOPE-7\t2\nCUP-9');
    await userEvent.click(screen.getByRole('button', { name: 'Add all to cart' }));
    const unknown = await screen.findByTestId('quick-unknown');
    expect(within(unknown).getByText('NOPE-7: no product with this SKU on this device')).toBeTruthy();
    await waitFor(async () => expect((await db.cartLines.toArray()).map((l) => [l.productId, l.quantity])).toEqual([[1, 12], [2, 1]]));
    expect((box as HTMLTextAreaElement).value).toBe('NOPE-7\t2');
    // Still on Quick Order: the trail's current page.
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByText('Quick Order').getAttribute('aria-current')).toBe('page');
  });

  it('says in the right words why 0, -4, 12.5 or a part of a pack was not added, and leaves those rows to fix', async () => {
    await applyPage(page({ changes: { products: [product(3, { sku: 'COLA-6', packSize: 6 })] }, cursor: 3 }), new Date());
    renderApp('/quick-order');
    const box = await screen.findByLabelText('SKUs and quantities');
    await userEvent.click(box);
    await userEvent.paste('TEA-1 0\nCUP-9 -4\nTEA-1 12.5\nCOLA-6 10\nCUP-9 2');
    await userEvent.click(screen.getByRole('button', { name: 'Add all to cart' }));
    const notAdded = await screen.findByTestId('quick-unknown');
    expect(within(notAdded).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '"TEA-1 0": The quantity must be at least 1',
      '"CUP-9 -4": A quantity cannot be negative',
      '"TEA-1 12.5": Type a whole number: quantities have no decimals',
      '"COLA-6\t10": Sold in packs of 6: type 6 or 12',
    ]);
    await waitFor(async () => expect((await db.cartLines.toArray()).map((l) => [l.productId, l.quantity])).toEqual([[2, 2]]));
    expect((box as HTMLTextAreaElement).value).toBe('TEA-1 0\nCUP-9 -4\nTEA-1 12.5\nCOLA-6\t10');
  });
});
