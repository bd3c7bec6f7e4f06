/**
 * A tablet whose browser cleared the portal's storage: the device marker cookies say what it held,
 * the start compares them with the device database, and the signed-in frame says what happened and
 * what may be lost, in English and Spanish (decision 030).
 */
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../fixtures/msw-app';
import { server, signIn } from '../../fixtures/msw';
import { API, ok } from '../../fixtures/api-handlers';
import { db } from '../../../web/src/lib/db/database';
import { applyPage } from '../../../web/src/features/catalogue/offline/sync-apply';
import { checkDeviceCleared, watchDeviceState } from '../../../web/src/features/catalogue/offline/device-cleared';
import { dismissDeviceCleared, recordDeviceCleared } from '../../../web/src/lib/device-cleared-notice';
import { DEVICE_LOCAL_COOKIE, deviceStateHeader, readDeviceMarker, setDeviceState } from '../../../web/src/lib/device-marker';
import { request } from '../../../web/src/lib/api/client';
import { reportStorageError, clearStorageError } from '../../../web/src/lib/db/storage-errors';
import { setLanguage } from '../../../web/src/lib/i18n/i18n';
import { freshDatabase, page, product } from './fixtures';

const forget = (name: string) => (document.cookie = `${name}=; path=/; max-age=0`);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  dismissDeviceCleared();
  clearStorageError();
  setDeviceState(null);
  forget(DEVICE_LOCAL_COOKIE);
});
afterAll(() => server.close());
beforeEach(async () => {
  await freshDatabase();
});

describe('the device marker', () => {
  it("reads the server's cookie and the app's own together, the larger count winning, and ignores anything else", () => {
    expect(readDeviceMarker('')).toBeNull();
    expect(readDeviceMarker('portal_device=c1w2')).toEqual({ catalogue: true, waiting: 2 });
    expect(readDeviceMarker('a=b; portal_device_local=c0w0')).toEqual({ catalogue: false, waiting: 0 });
    expect(readDeviceMarker('portal_device=c1w0; portal_device_local=c1w3')).toEqual({ catalogue: true, waiting: 3 });
    expect(readDeviceMarker('portal_device=c0w0; portal_device_local=c1w0')).toEqual({ catalogue: true, waiting: 0 });
    expect(readDeviceMarker('portal_device=yes; portal_device_local=c2w1')).toBeNull();
    expect(readDeviceMarker('portal_device=c1w99999')).toBeNull();
  });

  it('says what the device holds on the requests and in its own cookie once the start has looked, as the outbox changes', async () => {
    const seen: Array<string | null> = [];
    server.use(http.get(`${API}/elsewhere`, ({ request: r }) => (seen.push(r.headers.get('x-device-state')), ok({}))));
    await request('get', '/elsewhere');
    expect(seen).toEqual([null]);

    const stop = watchDeviceState();
    try {
      await waitFor(() => expect(deviceStateHeader()).toBe('c0w0'));
      await applyPage(page({ changes: { products: [product(1)] }, cursor: 2 }), new Date());
      await db.outbox.add({ localId: 'a', clientOrderId: 'a', userId: 7, status: 'queued' } as never);
      await db.outbox.add({ localId: 'b', clientOrderId: 'b', userId: 7, status: 'sent' } as never);
      await waitFor(() => expect(deviceStateHeader()).toBe('c1w1'));
      expect(document.cookie).toContain(`${DEVICE_LOCAL_COOKIE}=c1w1`);
      await request('get', '/elsewhere');
      expect(seen.at(-1)).toBe('c1w1');
    } finally {
      stop();
    }
  });
});

describe('a tablet whose storage the browser cleared', () => {
  it('is told apart from a new tablet and from one that still holds its catalogue', async () => {
    expect(await checkDeviceCleared(null)).toBe(false);
    expect(await checkDeviceCleared({ catalogue: false, waiting: 0 })).toBe(false);
    expect(localStorage.getItem('device-cleared')).toBeNull();

    expect(await checkDeviceCleared({ catalogue: true, waiting: 2 })).toBe(true);
    expect(JSON.parse(localStorage.getItem('device-cleared')!)).toMatchObject({ waiting: 2 });
    dismissDeviceCleared();

    await applyPage(page({ changes: { products: [product(1)] }, cursor: 2 }), new Date());
    expect(await checkDeviceCleared({ catalogue: true, waiting: 2 })).toBe(false);
    expect(localStorage.getItem('device-cleared')).toBeNull();
  });

  it('is said in the signed-in frame, with the orders that may be lost, until dismissed, in English and Spanish', async () => {
    signIn('CHAPTER');
    recordDeviceCleared(2);
    const english = renderApp('/offline');
    const notice = await screen.findByTestId('device-cleared');
    expect(notice.textContent).toContain("This tablet's browser cleared the portal's saved data");
    expect(notice.textContent).toContain('The catalogue is downloading again.');
    expect(notice.textContent).toContain('2 orders were waiting on this tablet when it was last used; any not sent yet were lost. Check My Orders');
    english.unmount();

    await setLanguage('es');
    try {
      renderApp('/offline');
      const aviso = await screen.findByTestId('device-cleared');
      expect(aviso.textContent).toContain('El navegador de esta tableta borró los datos guardados del portal');
      expect(aviso.textContent).toContain('2 pedidos esperaban en esta tableta');
      await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
      await waitFor(() => expect(screen.queryByTestId('device-cleared')).toBeNull());
      expect(localStorage.getItem('device-cleared')).toBeNull();
    } finally {
      await setLanguage('en');
    }
  });

  it('says nothing of lost orders when none was waiting, and says a full tablet is full', async () => {
    signIn('CHAPTER');
    recordDeviceCleared(0);
    renderApp('/offline');
    const notice = await screen.findByTestId('device-cleared');
    expect(notice.textContent).not.toContain('waiting');
    reportStorageError(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    expect((await screen.findByTestId('storage-full')).textContent).toContain('This tablet is out of storage space');
  });
});
