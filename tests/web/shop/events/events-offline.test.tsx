import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../fixtures/msw-app';
import { server, signIn, withFakeApi } from '../../../fixtures/msw';
import { db } from '../../../../web/src/lib/db/database';
import { applyPage } from '../../../../web/src/features/catalogue/offline/sync-apply';
import { probeNow } from '../../../../web/src/lib/connectivity';
import { freshDatabase, page, product, vendor } from '../../offline/fixtures';
import { answer } from '../../../fixtures/api-handlers';

withFakeApi();

const day = 86_400_000;
const event = (id: number, name: string, startOffset: number, extra: { chapterId?: number; isActive?: boolean } = {}) => ({
  id,
  name,
  description: null,
  startDate: new Date(Date.now() + startOffset * day).toISOString(),
  endDate: new Date(Date.now() + (startOffset + 2) * day).toISOString(),
  chapterId: extra.chapterId ?? 3,
  isActive: extra.isActive ?? true,
  version: id,
});

beforeEach(async () => {
  await freshDatabase();
  signIn('CHAPTER');
});

describe('events', () => {
  it("lists the chapter's events from the device database with their derived status", async () => {
    await applyPage(
      page({ changes: { events: [event(1, 'Now Fair', -1), event(2, 'Next Fair', 5), event(3, 'Old Fair', -30), event(4, 'Off Fair', 5, { isActive: false }), event(5, 'Elsewhere', 5, { chapterId: 9 })] }, cursor: 5 }),
      new Date(),
    );
    renderApp('/events');
    await waitFor(() => expect(screen.getAllByTestId('event')).toHaveLength(4));
    const statusOf = (name: string) => within(screen.getByText(name).closest('[data-testid="event"]') as HTMLElement).getByText(/Active|Upcoming|Past|Inactive/).textContent;
    expect([statusOf('Now Fair'), statusOf('Next Fair'), statusOf('Old Fair'), statusOf('Off Fair')]).toEqual(['Active', 'Upcoming', 'Past', 'Inactive']);
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });
});

describe('sync status in the top bar', () => {
  it('shows offline and the number of orders waiting to be sent', async () => {
    server.use(answer('GET /health', () => HttpResponse.error()));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await probeNow();
    const base = { userId: 7, lines: [], attempts: 0, lastError: null, nextAttemptAt: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', order: null, reasons: null, changedLines: null };
    const payload = { clientOrderId: 'x', eventId: 1, paymentMethod: 'ACH' as const, placedAt: '2026-01-01T00:00:00.000Z', items: [{ productId: 1, quantity: 1 }] };
    await db.outbox.bulkAdd([
      { ...base, localId: 'a', clientOrderId: 'a', payload, status: 'queued' },
      { ...base, localId: 'b', clientOrderId: 'b', payload, status: 'needs_attention' },
      { ...base, localId: 'c', clientOrderId: 'c', payload, status: 'sent' },
    ]);
    renderApp('/events');
    const status = await screen.findByTestId('sync-status');
    await waitFor(() => expect(status.getAttribute('aria-label')).toBe('Offline, 2 orders waiting to be sent'));
    expect(within(status).getByText('2')).toBeTruthy();
    expect(within(status).queryByTestId('keep-app-open')).toBeNull();
    onLine.mockRestore();
    server.use(answer('GET /health', () => ({ database: 'pglite', migration: '0002_sync_triggers', version: '1.0.0' })));
    await probeNow();
    await waitFor(() => expect(status.getAttribute('aria-label')).toBe('Online, 2 orders waiting to be sent'));
  });
  it('says to keep the app open where the browser cannot send with it closed (Safari, Firefox)', async () => {
    const syncManager = Object.getOwnPropertyDescriptor(window, 'SyncManager');
    Reflect.deleteProperty(window, 'SyncManager');
    try {
      const base = { userId: 7, lines: [], attempts: 0, lastError: null, nextAttemptAt: Date.now() + day, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', order: null, reasons: null, changedLines: null };
      const payload = { clientOrderId: 'q', eventId: 1, paymentMethod: 'ACH' as const, placedAt: '2026-01-01T00:00:00.000Z', items: [{ productId: 1, quantity: 1 }] };
      await db.outbox.add({ ...base, localId: 'q', clientOrderId: 'q', payload, status: 'queued' });
      renderApp('/events');
      const status = await screen.findByTestId('sync-status');
      await waitFor(() => expect(status.getAttribute('aria-label')).toMatch(/1 order waiting to be sent, This browser cannot send orders while the app is closed: keep the app open until the order says Sent\./));
      expect(within(status).getByTestId('keep-app-open').textContent).toBe('Keep the app open');
    } finally {
      if (syncManager) Object.defineProperty(window, 'SyncManager', syncManager);
    }
  });
});

describe('offline readiness', () => {
  it('syncs the catalogue, fetches every card image and marks the device ready for offline', async () => {
    const fetched: string[] = [];
    server.use(
      answer('GET /sync/catalogue', () =>
        page({
            changes: {
              vendors: [vendor(1, 'Acme')],
              products: [1, 2].map((id) => product(id, { images: [{ id, url: `/images/${id}/card.webp`, thumbUrl: '', fullUrl: '', altText: null, sortOrder: 0 }] })),
            },
            cursor: 2,
          }),
      ),
      http.get('*/images/:id/card.webp', ({ request }) => {
        fetched.push(new URL(request.url).pathname);
        return new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/webp' } });
      }),
    );
    renderApp('/offline');
    expect(await screen.findByTestId('catalogue-synced')).toBeTruthy();
    expect(screen.getByTestId('catalogue-synced').textContent).toBe('never');
    await userEvent.click(screen.getByRole('button', { name: 'Download for offline' }));
    expect(await screen.findByTestId('offline-ready')).toBeTruthy();
    expect(fetched.sort()).toEqual(['/images/1/card.webp', '/images/2/card.webp']);
    expect(await db.products.count()).toBe(2);
    await waitFor(() => expect(screen.getByTestId('catalogue-synced').textContent).not.toBe('never'));
  });
});
