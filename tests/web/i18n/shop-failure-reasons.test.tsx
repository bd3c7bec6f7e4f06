/**
 * A failed catalogue download and an order the tablet could not save are said in the chosen
 * language by what went wrong (decision 040), never as the error's own English.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { renderApp } from '../../fixtures/msw-app';
import { server, signIn } from '../../fixtures/msw';
import { answer } from '../../fixtures/api-handlers';
import { ApiError, networkError } from '../../../web/src/lib/api/api-error';
import { db } from '../../../web/src/lib/db/database';
import { setLanguage } from '../../../web/src/lib/i18n/i18n';
import { probeNow } from '../../../web/src/lib/connectivity';
import { applyPage } from '../../../web/src/features/catalogue/offline/sync-apply';
import { syncCatalogueNow } from '../../../web/src/features/catalogue/offline/sync-engine';
import { addToCart } from '../../../web/src/lib/cart/cart-store';
import { SyncResetLoopError, syncFailureOf, syncFailureText } from '../../../web/src/lib/catalogue/sync-failure';
import { CheckoutError } from '../../../web/src/features/outbox/place-order';
import { checkoutFailureText } from '../../../web/src/features/outbox/checkout-failure';
import { freshDatabase, page, product, vendor } from '../offline/fixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  vi.restoreAllMocks();
  await setLanguage('en');
});
afterAll(() => server.close());
beforeEach(async () => {
  await freshDatabase();
});

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('a failed catalogue download', () => {
  it('is kept as what went wrong, and said by it in English and Spanish', async () => {
    const cases: Array<[error: unknown, kind: string, english: string, spanish: string]> = [
      [networkError('Failed to fetch'), 'network', 'there is no connection to the server.', 'no hay conexión con el servidor.'],
      [new ApiError(503, 'The server is busy', 'SERVER_BUSY'), 'busy', 'the server is busy.', 'el servidor está ocupado.'],
      [new ApiError(500, 'Something went wrong on our side', 'INTERNAL'), 'server', 'something went wrong on the server.', 'algo falló en el servidor.'],
      [new ApiError(401, 'Your session has ended', 'SESSION_REVOKED'), 'signedOut', 'your session has ended.', 'su sesión terminó.'],
      [new ApiError(403, 'Sent in English', 'FORBIDDEN', {}, { reason: 'ROLE_NOT_ALLOWED' }), 'refused', 'Access denied. Insufficient permissions.', 'Acceso denegado. Permisos insuficientes.'],
      [new ApiError(400, 'Sent in English', 'SOMETHING_NEW'), 'refused', 'the server refused the request.', 'el servidor rechazó la solicitud.'],
      [quotaError(), 'storage', 'this tablet is out of storage space.', 'esta tableta no tiene espacio de almacenamiento.'],
      [new SyncResetLoopError(), 'resets', 'the server kept starting the catalogue over.', 'el servidor volvía a empezar el catálogo'],
      [new Error('Transaction aborted'), 'device', 'this tablet could not save it.', 'esta tableta no pudo guardarlo.'],
    ];
    for (const [error, kind, english] of cases) {
      const failure = syncFailureOf(error);
      expect(failure.kind, kind).toBe(kind);
      const text = syncFailureText(failure);
      expect(text.startsWith('The catalogue could not be downloaded: '), kind).toBe(true);
      expect(text, kind).toContain(english);
      expect(text, kind).not.toContain('Sent in English');
    }
    await setLanguage('es');
    for (const [error, kind, , spanish] of cases) {
      const text = syncFailureText(syncFailureOf(error));
      expect(text.startsWith('No se pudo descargar el catálogo: '), kind).toBe(true);
      expect(text, kind).toContain(spanish);
    }
  });

  it("shows on the product list in Spanish why the first download failed, not the server's English", async () => {
    await setLanguage('es');
    signIn('CHAPTER');
    server.use(answer('GET /sync/catalogue', () => HttpResponse.json({ success: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL', data: null }, { status: 500 })));
    renderApp('/products');
    await syncCatalogueNow();
    expect(await screen.findByText(/^No se pudo descargar el catálogo: algo falló en el servidor\./)).toBeTruthy();
    expect(screen.queryByText(/Something went wrong on our side/)).toBeNull();
  });
});

describe('an order the tablet could not save', () => {
  it('is said by its code and figures, or by the full storage, in either language', async () => {
    expect(checkoutFailureText(new CheckoutError('TOO_MANY_LINES', { max: 200 }))).toBe('An order can have at most 200 lines');
    expect(checkoutFailureText(quotaError())).toMatch(/^The order could not be saved: this tablet is out of storage space\./);
    expect(checkoutFailureText(new Error('Transaction aborted'))).toMatch(/^The order could not be saved on this tablet\./);
    await setLanguage('es');
    expect(checkoutFailureText(new CheckoutError('TOO_MANY_LINES', { max: 200 }))).toBe('Un pedido puede tener como máximo 200 líneas');
    expect(checkoutFailureText(new CheckoutError('CART_EMPTY'))).toBe('Su carrito está vacío');
    expect(checkoutFailureText(quotaError())).toMatch(/^No se pudo guardar el pedido: esta tableta no tiene espacio/);
  });

  it('says at checkout in Spanish that the tablet is full, and keeps the cart', async () => {
    signIn('CHAPTER');
    const event = { id: 1, name: 'Spring Fair', description: null, startDate: new Date(Date.now() + 86_400_000).toISOString(), endDate: new Date(Date.now() + 3 * 86_400_000).toISOString(), chapterId: 3, isActive: true, version: 1 };
    const settings = { taxRateBps: 800, feeRatesBps: { ACH: 200, DEBIT_CARD: 400, CREDIT_CARD: 300 }, freeShippingThresholdCents: 5000, version: 1 };
    await applyPage(page({ changes: { vendors: [vendor(1, 'Acme')], products: [product(1, { name: 'Tea', price: 1000 })], events: [event], settings }, cursor: 1 }), new Date());
    await addToCart(1, 2);
    await db.meta.put({ key: 'cart', value: { paymentMethod: 'ACH', eventId: 1 } });
    server.use(answer('GET /sync/catalogue', () => page({ cursor: 1 })), answer('GET /health', () => HttpResponse.error()));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await probeNow();
    vi.spyOn(db.outbox, 'add').mockImplementation(() => {
      throw quotaError();
    });
    await setLanguage('es');
    renderApp('/checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Realizar pedido' }));
    expect(await screen.findByText(/^No se pudo guardar el pedido: esta tableta no tiene espacio de almacenamiento\./)).toBeTruthy();
    expect(screen.queryByText(/quota/i)).toBeNull();
    expect(await db.cartLines.count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  }, 45_000);
});
