import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { signIn, withFakeApi } from '../../../fixtures/msw';
import { applyPage } from '../../../../web/src/features/catalogue/offline/sync-apply';
import { readCart } from '../../../../web/src/lib/cart/cart-queries';
import { freshDatabase, page, product, vendor } from '../../offline/fixtures';

/** The device database's answer to Add to Cart, held by the test. */
const held = vi.hoisted(() => ({ writes: [] as { release: () => void; fail: () => void }[] }));

vi.mock('../../../../web/src/lib/cart/cart-store', async (importOriginal) => {
  const store = await importOriginal<typeof import('../../../../web/src/lib/cart/cart-store')>();
  return {
    ...store,
    addToCart: (productId: number, quantity?: number) =>
      new Promise<void>((resolve, reject) => {
        held.writes.push({ release: () => void store.addToCart(productId, quantity).then(resolve, reject), fail: () => reject(new Error('storage full')) });
      }),
  };
});

withFakeApi();

beforeEach(async () => {
  held.writes = [];
  await freshDatabase();
  signIn('CHAPTER');
  await applyPage(page({ changes: { vendors: [vendor(1, 'Acme')], products: [product(1, { name: 'Green Tea', packSize: 6 })] }, cursor: 1 }), new Date());
});

describe("a card's quantity", () => {
  it('shows the tapped pack at once, before the device database has written it, and keeps it once written', async () => {
    renderApp('/products');
    const card = await screen.findByTestId('product-card');
    await userEvent.click(within(card).getByRole('button', { name: /Add to Cart/ }));
    expect((within(card).getByTestId('quantity') as HTMLInputElement).value).toBe('6');
    expect((await readCart()).count).toBe(0);
    held.writes[0]!.release();
    await waitFor(async () => expect((await readCart()).count).toBe(6));
    expect((within(card).getByTestId('quantity') as HTMLInputElement).value).toBe('6');
  });

  it('goes back to Add to Cart when the device database refuses the write', async () => {
    renderApp('/products');
    const card = await screen.findByTestId('product-card');
    await userEvent.click(within(card).getByRole('button', { name: /Add to Cart/ }));
    expect(within(card).getByTestId('quantity')).toBeTruthy();
    held.writes[0]!.fail();
    await waitFor(() => expect(within(card).getByRole('button', { name: /Add to Cart/ })).toBeTruthy());
    expect(within(card).queryByTestId('quantity')).toBeNull();
  });
});
