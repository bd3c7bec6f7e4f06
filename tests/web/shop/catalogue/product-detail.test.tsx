import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/contract/messages';
import { renderApp } from '../../../fixtures/msw-app';
import { signIn, withFakeApi } from '../../../fixtures/msw';
import { readCart } from '../../../../web/src/lib/cart/cart-queries';
import { deviceHolding, product, taxon, vendor } from '../../offline/fixtures';
import { setLanguage } from '../../../../web/src/lib/i18n/i18n';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

const image = (id: number) => ({ id, url: `/i/${id}/card.webp`, thumbUrl: `/i/${id}/thumb.webp`, fullUrl: `/i/${id}/full.webp`, altText: `Picture ${id}`, sortOrder: id });

/** The device holds Green Tea with its vendor, category, tag and two pictures. */
const detailShelf = async () => {
  signIn('CHAPTER');
  await deviceHolding({
    vendors: [vendor(1, 'Acme')],
    categories: [taxon(5, 'Snacks')],
    tags: [taxon(8, 'Organic')],
    products: [product(1, { name: 'Green Tea', price: 1250, categoryIds: [5], tagIds: [8], images: [image(1), image(2)] })],
  });
};

describe('product detail', () => {
  beforeEach(detailShelf);

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


/** The device holds Green Tea with two pictures and Plain Cup with none. */
const zoomShelf = async () => {
  signIn('CHAPTER');
  await deviceHolding({ vendors: [vendor(1, 'Acme')], products: [product(1, { name: 'Green Tea', images: [image(1), image(2)] }), product(2, { name: 'Plain Cup' })] }, 2);
};

const level = () => screen.getByTestId('zoom-level').textContent;

describe('product picture zoom', () => {
  beforeEach(zoomShelf);

  it('opens the full-size picture from the keyboard, zooms with buttons and keys, and closes with Escape', async () => {
    renderApp('/products/1');
    const open = await screen.findByRole('button', { name: 'Enlarge the picture of Green Tea' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog('Green Tea');
    // The address the page shows: the service worker's cache answers it offline.
    expect(within(dialog).getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toBe('/i/1/full.webp');
    expect(level()).toBe('100%');
    expect((within(dialog).getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(level()).toBe('150%');
    const stage = within(dialog).getByRole('group', { name: 'Picture 1' });
    stage.focus();
    await userEvent.keyboard('+');
    expect(level()).toBe('225%');
    await userEvent.keyboard('-');
    expect(level()).toBe('150%');
    await userEvent.keyboard('0');
    expect(level()).toBe('100%');
    await userEvent.dblClick(stage);
    expect(level()).toBe('250%');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enlarge the picture of Green Tea' })));
  });

  it('shows the chosen picture, starts fitted each time and closes with its Close button', async () => {
    renderApp('/products/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Green Tea 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge the picture of Green Tea' }));
    const dialog = await findDialog('Green Tea');
    expect(within(dialog).getByRole('img', { name: 'Picture 2' }).getAttribute('src')).toBe('/i/2/full.webp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge the picture of Green Tea' }));
    await findDialog('Green Tea');
    expect(level()).toBe('100%');
  });

  it('offers no zoom for a product without a picture', async () => {
    renderApp('/products/2');
    expect(await screen.findByRole('heading', { name: 'Plain Cup' })).toBeTruthy();
    expect(screen.getByTestId('image-placeholder')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Enlarge the picture/ })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    renderApp('/products/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Ampliar la imagen de Green Tea' }));
    const dialog = await findDialog('Green Tea');
    expect(within(dialog).getByRole('button', { name: 'Acercar' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Alejar' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});
