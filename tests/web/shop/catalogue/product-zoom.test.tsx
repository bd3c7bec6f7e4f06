import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn } from '../../../fixtures/msw';
import { setLanguage } from '../../../../web/src/lib/i18n/i18n';
import { applyPage } from '../../../../web/src/features/catalogue/offline/sync-apply';
import { freshDatabase, page, product, vendor } from '../../offline/fixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  document.body.removeAttribute('style');
  await setLanguage('en');
});
afterAll(() => server.close());

const image = (id: number) => ({ id, url: `/i/${id}/card.webp`, thumbUrl: `/i/${id}/thumb.webp`, fullUrl: `/i/${id}/full.webp`, altText: `Picture ${id}`, sortOrder: id });

beforeEach(async () => {
  await freshDatabase();
  signIn('CHAPTER');
  await applyPage(
    page({
      changes: {
        vendors: [vendor(1, 'Acme')],
        products: [product(1, { name: 'Green Tea', images: [image(1), image(2)] }), product(2, { name: 'Plain Cup' })],
      },
      cursor: 2,
    }),
    new Date(),
  );
});

const level = () => screen.getByTestId('zoom-level').textContent;

describe('product picture zoom', () => {
  it('opens the full-size picture from the keyboard, zooms with buttons and keys, and closes with Escape', async () => {
    renderApp('/products/1');
    const open = await screen.findByRole('button', { name: 'Enlarge the picture of Green Tea' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Green Tea' });
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
    const dialog = await screen.findByRole('dialog', { name: 'Green Tea' });
    expect(within(dialog).getByRole('img', { name: 'Picture 2' }).getAttribute('src')).toBe('/i/2/full.webp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge the picture of Green Tea' }));
    await screen.findByRole('dialog', { name: 'Green Tea' });
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
    const dialog = await screen.findByRole('dialog', { name: 'Green Tea' });
    expect(within(dialog).getByRole('button', { name: 'Acercar' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Alejar' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});
