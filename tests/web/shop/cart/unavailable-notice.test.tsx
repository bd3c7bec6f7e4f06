/**
 * Lines of the person's cart whose product left the catalogue stay in the cart (decision 033): the
 * signed-in frame names them once, in English and Spanish, until dismissed, and only to their owner.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { signIn, withFakeApi } from '../../../fixtures/msw';
import { recordUnavailableLines } from '../../../../web/src/lib/cart/cart-unavailable-notice';
import { setLanguage } from '../../../../web/src/lib/i18n/i18n';
import { freshDatabase } from '../../offline/fixtures';

withFakeApi();
beforeEach(async () => {
  await freshDatabase();
  localStorage.removeItem('cart-unavailable');
});

describe('the notice of cart lines no longer sold', () => {
  it('names them in English and Spanish until dismissed, and comes back for a line newly found', async () => {
    signIn('CHAPTER', { id: 7 });
    recordUnavailableLines(7, [
      { productId: 44, name: 'Retired lamp' },
      { productId: 45, name: null },
    ]);
    const english = renderApp('/offline');
    const notice = await screen.findByTestId('cart-unavailable');
    expect(notice.textContent).toContain('Some lines in your cart are no longer sold');
    expect(notice.textContent).toContain('Retired lamp, A product no longer listed are no longer in the catalogue. The lines stay in your cart until you take them out');
    expect(screen.getByRole('link', { name: 'Open the cart' }).getAttribute('href')).toBe('/cart');
    english.unmount();

    await setLanguage('es');
    try {
      renderApp('/offline');
      const aviso = await screen.findByTestId('cart-unavailable');
      expect(aviso.textContent).toContain('Algunas líneas de su carrito ya no se venden');
      expect(aviso.textContent).toContain('Retired lamp, Un producto que ya no figura ya no están en el catálogo');
      await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
      await waitFor(() => expect(screen.queryByTestId('cart-unavailable')).toBeNull());
      // The next merge finds one more: said again, for that one only.
      recordUnavailableLines(7, [
        { productId: 44, name: 'Retired lamp' },
        { productId: 46, name: 'Old mug' },
      ]);
      expect((await screen.findByTestId('cart-unavailable')).textContent).toContain('Old mug ya no está en el catálogo. La línea sigue en su carrito');
    } finally {
      await setLanguage('en');
    }
  });

  it('offers no link to the cart on the cart itself, and still its dismissal', async () => {
    signIn('CHAPTER', { id: 7 });
    recordUnavailableLines(7, [{ productId: 44, name: 'Retired lamp' }]);
    const { router } = renderApp('/cart');
    const notice = await screen.findByTestId('cart-unavailable');
    expect(notice.textContent).toContain('Retired lamp is no longer in the catalogue');
    expect(screen.queryByRole('link', { name: 'Open the cart' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeDefined();
    await router.navigate({ to: '/offline' });
    expect((await screen.findByRole('link', { name: 'Open the cart' })).getAttribute('href')).toBe('/cart');
  });

  it('is not shown to another person signing in on the tablet', async () => {
    recordUnavailableLines(7, [{ productId: 44, name: 'Retired lamp' }]);
    signIn('USER', { id: 8, email: 'grace@example.com' });
    renderApp('/offline');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('cart-unavailable')).toBeNull();
  });
});
