import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../fixtures/msw-app';
import { server, signIn } from '../fixtures/msw';
import { db } from '../../web/src/lib/db/database';
import { applyPage } from '../../web/src/features/catalogue/offline/sync-apply';
import { parseQuickLines } from '../../web/src/features/catalogue/quick-order-lines';
import { freshDatabase, page, product, vendor } from './offline-fixtures';

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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
      unreadable: ['SKU\tQty'],
    });
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
    expect(screen.getByRole('link', { name: 'Quick Order' })).toBeTruthy();
  });
});
