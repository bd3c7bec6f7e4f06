import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../fixtures/msw-app';
import { server, signIn } from '../../fixtures/msw';
import { setLanguage } from '../../../web/src/lib/i18n/i18n';
import { answer } from '../../fixtures/api-handlers';
import { freshDatabase, page, product, vendor } from './fixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  Reflect.deleteProperty(navigator, 'storage');
});
afterAll(() => server.close());

const MiB = 1024 * 1024;
let persist: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  await freshDatabase();
  signIn('CHAPTER');
  let kept = false;
  persist = vi.fn(async () => (kept = true));
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { estimate: async () => ({ usage: 10_240 * MiB, quota: 30_720 * MiB }), persisted: async () => kept, persist },
  });
  server.use(answer('GET /sync/catalogue', () => page({ changes: { vendors: [vendor(1, 'Acme')], products: [product(1), product(2)] }, cursor: 2 })));
});

describe('offline readiness storage', () => {
  it('asks the browser to keep the catalogue when the person makes it ready for offline, with no separate tap', async () => {
    renderApp('/offline');
    await userEvent.click(await screen.findByRole('button', { name: 'Download for offline' }));
    await waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Granted')).toBeTruthy();
  });

  it('writes the storage in megabytes as the language writes numbers', async () => {
    for (const [language, used] of [['en', '10,240 MB'], ['es', '10,240 MB']] as const) {
      await setLanguage(language);
      const view = renderApp('/offline');
      await waitFor(() => expect(document.body.textContent).toContain(used));
      expect(document.body.textContent).not.toContain('10240.0 MB');
      view.unmount();
    }
    await setLanguage('en');
  });
});

describe('an iPad not running the portal from its Home Screen', () => {
  const IPAD = 'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'userAgent');
    Reflect.deleteProperty(navigator, 'standalone');
  });

  it('explains on the offline page, in English and Spanish, how to add it there and why', async () => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: IPAD });
    const english = renderApp('/offline');
    const notice = await screen.findByTestId('home-screen');
    expect(notice.textContent).toContain('Add Chapter Portal to the Home Screen');
    expect(notice.textContent).toContain('tap Share, then Add to Home Screen');
    expect(notice.textContent).toContain('may clear after seven days without use');
    english.unmount();
    await setLanguage('es');
    renderApp('/offline');
    expect((await screen.findByTestId('home-screen')).textContent).toContain('toque Compartir y luego Añadir a pantalla de inicio');
    await setLanguage('en');
  });

  it('says nothing of it once opened from the Home Screen, nor on other tablets', async () => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: IPAD });
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    const fromIcon = renderApp('/offline');
    expect(await screen.findByRole('button', { name: 'Download for offline' })).toBeTruthy();
    expect(screen.queryByTestId('home-screen')).toBeNull();
    fromIcon.unmount();
    Reflect.deleteProperty(navigator, 'standalone');
    Reflect.deleteProperty(navigator, 'userAgent');
    renderApp('/offline');
    expect(await screen.findByRole('button', { name: 'Download for offline' })).toBeTruthy();
    expect(screen.queryByTestId('home-screen')).toBeNull();
  });
});
