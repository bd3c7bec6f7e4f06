import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/contract/messages';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn } from '../../../fixtures/msw';
import { applyPage } from '../../../../web/src/features/catalogue/offline/sync-apply';
import { readCart } from '../../../../web/src/lib/cart/cart-queries';
import { freshDatabase, page, product, taxon, vendor } from '../../offline/fixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const image = (id: number) => ({ id, url: `/i/${id}/card.webp`, thumbUrl: `/i/${id}/thumb.webp`, fullUrl: `/i/${id}/full.webp`, altText: `Picture ${id}`, sortOrder: id });

beforeEach(async () => {
  await freshDatabase();
  signIn('CHAPTER');
  await applyPage(
    page({
      changes: {
        vendors: [vendor(1, 'Acme')],
        categories: [taxon(5, 'Snacks')],
        tags: [taxon(8, 'Organic')],
        products: [product(1, { name: 'Green Tea', price: 1250, categoryIds: [5], tagIds: [8], images: [image(1), image(2)] })],
      },
      cursor: 1,
    }),
    new Date(),
  );
});

describe('product detail', () => {
  it('shows the product, its vendor, tags and thumbnails, and adds the chosen quantity', async () => {
    renderApp('/products/1');
    expect(await screen.findByRole('heading', { name: 'Green Tea' })).toBeTruthy();
    expect(screen.getByText('Organic')).toBeTruthy();
    expect(screen.getByText('Acme contact')).toBeTruthy();
    expect(screen.getByText('v1@example.test')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Green Tea \d$/ })).toHaveLength(2);
    expect(screen.getByText('On orders over $50.00')).toBeTruthy();
    expect(screen.getByText('30-day return policy')).toBeTruthy();
    const amount = screen.getByRole('group', { name: 'Quantity to add' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Decrease quantity' })[0]!);
    expect((within(amount).getByRole('textbox') as HTMLInputElement).value).toBe('1');
    await userEvent.click(screen.getAllByRole('button', { name: 'Increase quantity' })[0]!);
    await userEvent.click(screen.getAllByRole('button', { name: 'Increase quantity' })[0]!);
    expect(screen.getByText('Total: $37.50')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add 3 items' }));
    await waitFor(async () => expect((await readCart()).count).toBe(3));
    // One quantity control: once in the cart, the cart's own.
    const inCart = await screen.findByRole('group', { name: 'Green Tea' });
    expect((within(inCart).getByRole('textbox') as HTMLInputElement).value).toBe('3');
    expect(screen.getAllByRole('textbox', { name: /^Quantity/ })).toHaveLength(1);
    const favourite = screen.getByRole('button', { name: 'Favourite: Green Tea' }) as HTMLButtonElement;
    // The heart can be tapped once the device's favourites are read; the tap is kept on the device.
    await waitFor(() => expect(favourite.disabled).toBe(false));
    await userEvent.click(favourite);
    await waitFor(() => expect(favourite.getAttribute('aria-pressed')).toBe('true'));
  });

  it('says the product was not found', async () => {
    renderApp('/products/999');
    expect(await screen.findByText(MSG.productNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Products/ })).toBeTruthy();
  });
});
