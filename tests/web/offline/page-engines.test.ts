import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../fixtures/msw-app';
import { calls, server } from '../../fixtures/msw';
import { db } from '../../../web/src/lib/db/database';
import { toProductRow } from '../../../web/src/features/catalogue/offline/sync-apply';
import { product } from './fixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  Reflect.deleteProperty(navigator, 'storage');
});
afterAll(() => server.close());

describe('the offline page in a browser that reports no storage (WebKitGTK, some Safari builds)', () => {
  it('says the browser does not report its storage nor offer to keep it, with no Request button, and writes counts as numbers', async () => {
    Object.defineProperty(navigator, 'storage', { value: undefined, configurable: true });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Password1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(calls.login).toHaveLength(1));
    await db.products.bulkPut(Array.from({ length: 2816 }, (_, i) => toProductRow(product(100_000 + i))));

    renderApp('/offline');
    expect(await screen.findByText('This browser does not report its storage')).toBeTruthy();
    expect(screen.getByText('This browser does not offer it')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request' })).toBeNull();
    await vi.waitFor(() => expect(Number((screen.getByTestId('products-on-device').textContent ?? '').replace(/,/g, ''))).toBeGreaterThanOrEqual(2816));
    expect(screen.getByTestId('products-on-device').textContent).toMatch(/^\d{1,3}(,\d{3})+$/);
    expect(screen.getByTestId('storage-used').textContent).not.toContain('—');
  });
});
