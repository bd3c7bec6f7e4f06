import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderApp } from '../fixtures/msw-app';
import { API, defaultSettings, ok, server, signIn } from '../fixtures/msw';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('admin lists', () => {
  it('start at the default page size saved in System Settings', async () => {
    signIn('ADMIN');
    const limits: string[] = [];
    server.use(
      http.get(`${API}/settings`, () => ok({ ...defaultSettings, defaultPageSize: 25 })),
      http.get(`${API}/vendors`, ({ request }) => {
        limits.push(new URL(request.url).searchParams.get('limit') ?? '');
        return ok({ vendors: [], pagination: { page: 1, limit: 25, total: 0, pages: 0 } });
      }),
    );
    renderApp('/admin/vendors');
    await waitFor(() => expect(limits.at(-1)).toBe('25'));
  });
});
