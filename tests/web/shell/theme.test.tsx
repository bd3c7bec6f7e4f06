import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';
import { renderApp } from '../../fixtures/msw-app';
import { server, signIn } from '../../fixtures/msw';
import { findDialog } from '../../fixtures/overlays';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setLanguage('en');
  document.documentElement.className = '';
});
afterAll(() => server.close());

describe('theme and language settings', () => {
  it('starts light and persists a switch to dark under "theme"', async () => {
    signIn('CHAPTER');
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    await waitFor(() => expect(document.documentElement.classList.contains('light')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    await waitFor(() => expect(localStorage.getItem('theme')).toBe('dark'));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('opens in the stored dark theme', async () => {
    localStorage.setItem('theme', 'dark');
    signIn('CHAPTER');
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
  });

  it('switches the interface to Spanish from the language select', async () => {
    signIn('CHAPTER');
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(await screen.findByRole('heading', { name: 'Ajustes' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('es');
  });
});

describe('side drawer', () => {
  it('remembers on wide screens that the drawer was collapsed', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: true })) as typeof window.matchMedia;
    try {
      signIn('CHAPTER');
      renderApp('/settings');
      await screen.findByRole('heading', { name: 'Settings' });
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(localStorage.getItem('sidebarOpen')).toBe('false');
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(localStorage.getItem('sidebarOpen')).toBe('true');
    } finally {
      window.matchMedia = original;
    }
  });

  it('opens the menu as an overlay on narrow screens', async () => {
    signIn('CHAPTER');
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await findDialog();
    expect(dialog.textContent).toContain('Shopping Cart');
    expect(localStorage.getItem('sidebarOpen')).toBeNull();
  });
});
