/**
 * An order the device holds says why it was not delivered in the chosen language, from the code
 * and figures the outbox keeps; a record kept before problems had codes shows its English as it is.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../fixtures/msw-app';
import { server, signIn } from '../../fixtures/msw';
import { db } from '../../../web/src/lib/db/database';
import type { OutboxRecord } from '../../../web/src/lib/db/rows';
import { freshDatabase } from '../offline/fixtures';
import { loadNamespaces, setLanguage, t } from '../../../web/src/lib/i18n/i18n';
import { discard, OutboxActionError } from '../../../web/src/features/outbox/outbox-actions';
import { answer } from '../../fixtures/api-handlers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await setLanguage('en');
});
afterAll(() => server.close());

function held(localId: string, createdAt: string, extra: Partial<OutboxRecord>): OutboxRecord {
  return {
    localId,
    clientOrderId: `client-${localId}`,
    userId: 7,
    payload: { clientOrderId: `client-${localId}`, eventId: 1, paymentMethod: 'ACH', placedAt: createdAt, items: [{ productId: 11, quantity: 4 }] },
    lines: [{ productId: 11, name: 'Tea', quantity: 4, unitPrice: 1000 }],
    status: 'needs_attention',
    attempts: 1,
    lastError: null,
    nextAttemptAt: Date.now() + 3_600_000,
    createdAt,
    updatedAt: createdAt,
    order: null,
    reasons: null,
    changedLines: null,
    ...extra,
  };
}

const cardSaying = (text: string) => screen.getAllByTestId('outbox-order').find((card) => within(card).queryByText(text));

beforeEach(async () => {
  await freshDatabase();
  signIn('CHAPTER');
  server.use(answer('GET /orders', () => ({ items: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } })));
});

describe('a held order in Spanish', () => {
  it('words a refusal and the reasons of a refused order by their codes and figures, and shows an older English record as it is', async () => {
    await setLanguage('es');
    await db.outbox.bulkAdd([
      held('by-code', '2026-01-03T00:00:00.000Z', { problem: { code: 'ACCOUNT_INACTIVE', figures: { status: 403 } } }),
      held('reasons', '2026-01-04T00:00:00.000Z', {
        problem: { code: 'ORDER_REFUSED', figures: { status: 422 } },
        reasons: [
          { productId: 11, code: 'PACK_SIZE', message: 'Tea is sold in packs of 6: order a multiple of 6 (for example 6)', data: { name: 'Tea', packSize: 6, nextValid: 6 } },
          { vendorId: 2, code: 'VENDOR_MINIMUM', message: 'Acme has a minimum order of $100.00: add $60.00 more from this vendor', data: { vendor: 'Acme', minOrderCents: 10_000, missingCents: 6_000 } },
          // A reason from an older server, with no figures: the product is named as the shopper saw it.
          { productId: 11, code: 'PRICE_CHANGED', message: 'The price of Tea changed' },
        ],
      }),
      held('older', '2026-01-05T00:00:00.000Z', { lastError: 'Your account is not active' }),
      held('unknown', '2026-01-06T00:00:00.000Z', { problem: { code: 'SOMETHING_NEW', figures: { status: 400 } } }),
      // A refused field, kept as the rule's code and figures the API gave (decision 034).
      held('field', '2026-01-07T00:00:00.000Z', { problem: { code: 'VALIDATION_FAILED', figures: { status: 400, field: 'items', rule: 'TOO_FEW', min: 1 } } }),
    ]);
    renderApp('/orders');
    await waitFor(() => expect(screen.getAllByTestId('outbox-order')).toHaveLength(5));
    expect(cardSaying('items debe incluir al menos 1')).toBeTruthy();
    expect(cardSaying('Su cuenta no está activa')).toBeTruthy();
    const refused = cardSaying('Tea se vende en paquetes de 6: pida un múltiplo de 6 (por ejemplo 6)');
    expect(refused).toBeTruthy();
    expect(within(refused!).getByText('Acme tiene un pedido mínimo de $100.00: añada $60.00 más de este proveedor')).toBeTruthy();
    expect(within(refused!).getByText('El precio de Tea cambió')).toBeTruthy();
    expect(cardSaying('Your account is not active')).toBeTruthy();
    expect(cardSaying('El servidor rechazó este pedido (estado 400)')).toBeTruthy();
  });

  it('refuses to discard an order being sent with a code, worded in the chosen language', async () => {
    await db.outbox.add(held('sending', '2026-01-03T00:00:00.000Z', { status: 'sending' }));
    const refusal = await discard('sending').then(() => null, (error: unknown) => error);
    expect(refusal).toBeInstanceOf(OutboxActionError);
    expect((refusal as OutboxActionError).code).toBe('OUTBOX_SENDING');
    await setLanguage('es');
    await loadNamespaces('shop');
    expect(t(`shop.outbox.action.${(refusal as OutboxActionError).code}`)).toBe('Este pedido se está enviando; inténtelo de nuevo en un momento');
    expect(await db.outbox.get('sending')).toBeTruthy();
  });

  it('words the device\'s own problems by code in English too', async () => {
    await db.outbox.add(held('signed-out', '2026-01-03T00:00:00.000Z', { problem: { code: 'OUTBOX_SIGN_IN' } }));
    renderApp('/orders');
    await waitFor(() => expect(screen.getAllByTestId('outbox-order')).toHaveLength(1));
    expect(cardSaying('Sign in again to send this order')).toBeTruthy();
  });
});
