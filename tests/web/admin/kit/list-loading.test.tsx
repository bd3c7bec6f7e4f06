import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { HttpResponse } from 'msw';
import { server, signIn, withFakeApi } from '../../../fixtures/msw';
import { aVendor } from '../../../fixtures/builders';
import { answer } from '../../../fixtures/api-handlers';
import { setLanguage } from '../../../../web/src/lib/i18n/i18n';

withFakeApi();

const pagination = (total: number) => ({ page: 1, limit: 10, total, pages: 1 });
const acme = aVendor({ id: 2, name: 'Acme Supply', email: 'wile@acme.test' });
const stapler = aVendor({ id: 3, name: 'Stapler Works', email: 'orders@stapler.test' });

describe('admin lists while data loads or fails', () => {
  it('keeps the search box, its focus and every key typed, and the previous rows, while a slow search answers', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const searches: string[] = [];
    server.use(
      answer('GET /vendors', async ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        searches.push(search);
        if (search === '') return { vendors: [acme], pagination: pagination(1) };
        await held;
        return { vendors: search === 'stapler' ? [stapler] : [], pagination: pagination(search === 'stapler' ? 1 : 0) };
      }),
    );
    signIn('ADMIN');
    renderApp('/admin/vendors');
    await screen.findByText('Acme Supply', {});
    const box = screen.getByLabelText('Search') as HTMLInputElement;
    await user.type(box, 'sta');
    await waitFor(() => expect(searches).toContain('sta'));
    // The search for "sta" is still on its way: the list is marked as loading, its rows stay.
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading');
    await user.type(box, 'pler');
    expect(screen.getByLabelText('Search')).toBe(box);
    expect(box.value).toBe('stapler');
    expect(document.activeElement).toBe(box);
    expect(screen.getByText('Acme Supply')).toBeTruthy();
    release();
    expect(await screen.findByText('Stapler Works')).toBeTruthy();
    expect(box.value).toBe('stapler');
    expect(screen.queryByText('Acme Supply')).toBeNull();
  });

  it('shows a failed load in the list\'s place with Retry in Spanish, at once, and Retry brings the rows', async () => {
    await setLanguage('es');
    const user = userEvent.setup();
    let failing = true;
    let calls = 0;
    server.use(
      answer('GET /vendors', () => {
        calls++;
        const internal = { success: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL', data: null };
        return failing ? HttpResponse.json(internal, { status: 500 }) : { vendors: [acme], pagination: pagination(1) };
      }),
    );
    signIn('ADMIN');
    renderApp('/admin/vendors');
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    // One try: no retries behind a spinner before the error shows.
    expect(calls).toBe(1);
    expect(screen.getByText('No se pudieron cargar los proveedores')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Gestión de proveedores' })).toBeTruthy();
    failing = false;
    await user.click(retry);
    expect(await screen.findByText('Acme Supply')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
