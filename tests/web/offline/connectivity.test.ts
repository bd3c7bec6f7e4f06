import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getConnectivity, probeNow } from '../../../web/src/lib/connectivity';
import { estimate, persist, persisted } from '../../../web/src/lib/device-storage';
import { clearStorageError, getStorageState, reportStorageError } from '../../../web/src/lib/db/storage-errors';
import { answer } from '../../fixtures/api-handlers';

let healthy = true;
const server = setupServer(
  answer('GET /health', () => (healthy ? { database: 'pglite', migration: '0002_sync_triggers', version: '1.0.0' } : HttpResponse.error())),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  healthy = true;
  vi.restoreAllMocks();
  clearStorageError();
});

describe('connectivity probe', () => {
  it('treats a failing health check as offline even when navigator.onLine is true', async () => {
    expect(navigator.onLine).toBe(true);
    healthy = false;
    expect(await probeNow()).toBe(false);
    expect(getConnectivity()).toMatchObject({ online: false, lastCheckedAt: expect.any(String) });
  });

  it('reports online once the health check answers', async () => {
    expect(await probeNow()).toBe(true);
    expect(getConnectivity().online).toBe(true);
  });

  it('answers offline without a request when the browser says it has no network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await probeNow()).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('device storage', () => {
  it('answers neutrally where the StorageManager API is missing', async () => {
    expect(await estimate()).toEqual({ usage: null, quota: null });
    expect(await persist()).toBe(false);
    expect(await persisted()).toBe(false);
  });

  it('turns a QuotaExceededError, raw or wrapped by Dexie, into a visible state and ignores other errors', () => {
    expect(reportStorageError(new Error('other'))).toBe(false);
    expect(getStorageState().quotaExceeded).toBe(false);
    expect(reportStorageError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(getStorageState()).toMatchObject({ quotaExceeded: true, message: expect.stringContaining('out of storage') });
  });
});
