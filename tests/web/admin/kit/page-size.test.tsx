import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderApp } from '../../../fixtures/msw-app';
import { defaultSettings, server, signIn, withFakeApi } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';

withFakeApi();

describe('admin lists', () => {
  it('start at the default page size saved in System Settings', async () => {
    signIn('ADMIN');
    const limits: string[] = [];
    server.use(
      answer('GET /settings', () => ({ ...defaultSettings, defaultPageSize: 25 })),
      answer('GET /vendors', ({ request }) => {
        limits.push(new URL(request.url).searchParams.get('limit') ?? '');
        return { vendors: [], pagination: { page: 1, limit: 25, total: 0, pages: 0 } };
      }),
    );
    renderApp('/admin/vendors');
    await waitFor(() => expect(limits.at(-1)).toBe('25'));
  });
});
