import { act, render, renderHook, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../web/src/lib/db/database';
import { onPageRestored, openTransactionCount } from '../../../web/src/lib/db/frozen-pages';
import { DEVICE_READ_DEADLINE_MS, retryDeviceReads } from '../../../web/src/lib/db/read-stalls';
import { useLiveQuery } from '../../../web/src/lib/db/use-live-query';
import { setLanguage } from '../../../web/src/lib/i18n/i18n';
import { UiKitProvider } from '../../../web/src/ui/theme/ui-kit-provider';
import { DeviceReadStall } from '../../../web/src/ui/device-read-stall';
import { freshDatabase, product } from './fixtures';
import { toProductRow } from '../../../web/src/features/catalogue/offline/sync-apply';

const pageTransition = (type: 'pagehide' | 'pageshow', persisted: boolean) => {
  const event = new Event(type) as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
};

describe('a page frozen in the back/forward cache (WebKit)', () => {
  beforeEach(freshDatabase);

  it('aborts the device database writes still open as the page is frozen, so no store stays locked', async () => {
    let openWhenFrozen = 0;
    const write = db.transaction('rw', db.products, async () => {
      const put = db.products.bulkPut([toProductRow(product(1)), toProductRow(product(2))]);
      openWhenFrozen = openTransactionCount();
      pageTransition('pagehide', true);
      await put;
    });
    await expect(write).rejects.toThrow();
    expect(openWhenFrozen).toBe(1);
    expect(openTransactionCount()).toBe(0);
    // Brought back, the page's work starts again (the catalogue sync goes on from its cursor).
    const restored = vi.fn();
    const stop = onPageRestored(restored);
    pageTransition('pageshow', true);
    stop();
    expect(restored).toHaveBeenCalledOnce();
    // Nothing half-written, and the store answers the next reader.
    expect(await db.products.count()).toBe(0);
  });

  it('leaves writes alone when the page is unloaded rather than frozen', async () => {
    const write = db.transaction('rw', db.products, () => db.products.bulkPut([toProductRow(product(1))]));
    pageTransition('pagehide', false);
    await write;
    expect(await db.products.count()).toBe(1);
  });
});

describe('device-database reads with a deadline', () => {
  afterEach(() => {
    vi.useRealTimers();
    retryDeviceReads();
  });

  it('says, in the chosen language, that a read the screen waits on has not answered, and asks it again on Try again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let calls = 0;
    // The first read never answers (a store another page keeps locked); the next one does.
    const query = () => {
      calls += 1;
      return calls === 1 ? new Promise<string>(() => undefined) : Promise.resolve('products');
    };
    const hook = renderHook(() => useLiveQuery(query, []));
    render(createElement(UiKitProvider, null, createElement(DeviceReadStall)));
    expect(screen.queryByTestId('device-read-stall')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(DEVICE_READ_DEADLINE_MS + 1);
    });
    expect(screen.getByTestId('device-read-stall').textContent).toContain("This tablet's storage is not answering");
    await act(async () => {
      await setLanguage('es');
    });
    expect(screen.getByTestId('device-read-stall').textContent).toContain('El almacenamiento de esta tableta no responde');
    await act(async () => {
      screen.getByRole('button', { name: 'Intentar de nuevo' }).click();
    });
    await vi.waitFor(() => expect(hook.result.current).toBe('products'));
    expect(screen.queryByTestId('device-read-stall')).toBeNull();
    await act(async () => {
      await setLanguage('en');
    });
  });
});
