/**
 * Signing out with orders not sent yet says what becomes of them before it happens (decision 029):
 * sealed ones go from the tablet when the connection returns, unsealed ones wait for their author,
 * refused ones wait for their author to see why. The person may stay signed in instead.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@portal/web/lib/db/database.ts';
import type { OutboxRecord } from '@portal/web/lib/db/rows.ts';
import { HELD_ORDERS_KEY } from '@portal/web/lib/session/held-orders.ts';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';
import { renderApp } from '../../fixtures/msw-app';
import { calls, resetCalls, server, signIn } from '../../fixtures/msw';
import { freshDatabase } from '../offline/fixtures';

function outboxRecord(userId: number, over: Partial<OutboxRecord> = {}): OutboxRecord {
  const clientOrderId = crypto.randomUUID();
  const now = new Date().toISOString();
  return {
    localId: crypto.randomUUID(),
    clientOrderId,
    userId,
    payload: { clientOrderId, eventId: 3, paymentMethod: 'ACH', placedAt: now, items: [{ productId: 1, quantity: 1 }] },
    lines: [{ productId: 1, quantity: 1, name: 'Product 1', unitPrice: 1000 }],
    status: 'queued',
    attempts: 1,
    lastError: 'Network error',
    nextAttemptAt: 0,
    createdAt: now,
    updatedAt: now,
    order: null,
    reasons: null,
    changedLines: null,
    ...over,
  };
}

async function chooseLogout() {
  await userEvent.click(await screen.findByRole('button', { name: /Account menu|Menú de la cuenta/ }));
  fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Logout|Cerrar sesión/ }));
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await freshDatabase();
  localStorage.removeItem(HELD_ORDERS_KEY);
});
afterEach(async () => {
  server.resetHandlers();
  resetCalls();
  document.body.removeAttribute('style');
  await setLanguage('en');
});
afterAll(() => server.close());

describe('signing out with orders not sent yet', () => {
  it('says which will be sent from the tablet and which wait, lets the person stay, then signs out and the sign-in page says the same', async () => {
    const user = signIn('CHAPTER');
    await db.outbox.bulkAdd([
      outboxRecord(user.id, { seal: { keyId: crypto.randomUUID(), seal: 'x'.repeat(43) } }),
      outboxRecord(user.id),
      outboxRecord(user.id, { status: 'sent' }),
    ]);
    const { router } = renderApp('/dashboard');

    await chooseLogout();
    const dialog = await screen.findByRole('alertdialog', { name: 'Orders not sent yet' });
    expect(dialog.textContent).toContain(
      '1 order is saved on this tablet and not sent yet. It stays here and will be sent from this tablet when the connection returns, even after you sign out.',
    );
    expect(dialog.textContent).toContain('1 order can be sent only while you are signed in: it will wait on this tablet until you sign in here again.');

    await userEvent.click(within(dialog).getByText('Stay signed in'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('accessToken')).not.toBeNull();
    expect(calls.logout).toBe(0);

    await chooseLogout();
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const notice = await screen.findByTestId('held-orders');
    expect(within(notice).getByText(`1 order by ${user.email} will be sent from this tablet when the connection returns, whether or not anyone signs in.`)).toBeTruthy();
    expect(within(notice).getByText(`1 order by ${user.email} will be sent when ${user.email} signs in again.`)).toBeTruthy();
    expect(await db.outbox.count()).toBe(3);
  });

  it('says so in Spanish, refused orders included', async () => {
    await setLanguage('es');
    const user = signIn('CHAPTER');
    await db.outbox.bulkAdd([
      outboxRecord(user.id, { seal: { keyId: crypto.randomUUID(), seal: 'x'.repeat(43) } }),
      outboxRecord(user.id, { seal: { keyId: crypto.randomUUID(), seal: 'y'.repeat(43) } }),
      outboxRecord(user.id, { status: 'needs_attention', lastError: 'Your account is not active' }),
    ]);
    renderApp('/dashboard');
    await chooseLogout();
    const dialog = await screen.findByRole('alertdialog', { name: 'Pedidos aún no enviados' });
    expect(dialog.textContent).toContain('2 pedidos están guardados en esta tableta y aún no se han enviado.');
    expect(dialog.textContent).toContain('1 pedido fue rechazado por el servidor y requiere su atención');
    expect(within(dialog).getByText('Seguir con la sesión')).toBeTruthy();
  });

  it('signs out at once when every order has been sent', async () => {
    const user = signIn('CHAPTER');
    await db.outbox.add(outboxRecord(user.id, { status: 'sent' }));
    const { router } = renderApp('/dashboard');
    await chooseLogout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
