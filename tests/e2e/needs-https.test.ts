import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO, launchBrowser } from '../fixtures/browser';

/**
 * The portal opened by a name over plain HTTP, as a tablet opening http://192.168.1.20:3000 does:
 * portal.test maps to the test's portal, and unlike 127.0.0.1 (a secure context, being the
 * machine itself) the name is not a secure context, so no service worker can run.
 */
describe('the portal opened over plain HTTP by a name', () => {
  let browser: Browser;
  const port = () => new URL(baseUrl()).port;
  const insecureOrigin = () => `http://portal.test:${port()}`;
  beforeAll(async () => {
    browser = await launchBrowser({ args: ['--host-resolver-rules=MAP portal.test 127.0.0.1'] });
  });
  afterAll(async () => browser?.close());

  async function openLogin(origin: string, language: 'en' | 'es'): Promise<Page> {
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1024, height: 768 } });
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('form.signin-form').waitFor();
    return page;
  }

  it('says on the sign-in page, in English and in Spanish, that offline use needs HTTPS and where the setup is told', async () => {
    const en = await openLogin(insecureOrigin(), 'en');
    expect(await en.evaluate(() => [window.isSecureContext, 'serviceWorker' in navigator])).toEqual([false, false]);
    const notice = en.getByTestId('needs-https');
    await expect.poll(() => notice.innerText()).toContain('Offline use needs HTTPS');
    expect(await notice.innerText()).toContain('Running it for a chapter');
    await en.context().close();

    const es = await openLogin(insecureOrigin(), 'es');
    const aviso = es.getByTestId('needs-https');
    await expect.poll(() => aviso.innerText()).toContain('El uso sin conexión requiere HTTPS');
    expect(await aviso.innerText()).toContain('Running it for a chapter');
    await es.context().close();
  });

  it('says nothing of it where offline use works (the machine itself)', async () => {
    const page = await openLogin(baseUrl(), 'en');
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    expect(await page.getByTestId('needs-https').count()).toBe(0);
    await page.context().close();
  });

  it('on the offline page, says why and offers no download nor "Ready for offline"', async () => {
    const page = await openLogin(insecureOrigin(), 'en');
    await page.getByLabel(/email/i).fill(DEMO.user);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/dashboard/);
    // As after an earlier download: the page would otherwise show when it was made ready.
    await page.evaluate(() => localStorage.setItem('offline-ready-at', new Date().toISOString()));
    await page.goto('/offline');
    const notice = page.getByTestId('needs-https');
    await expect.poll(() => notice.innerText()).toContain('Offline use needs HTTPS');
    await expect.poll(() => page.getByRole('button', { name: 'Download for offline' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('offline-ready').count()).toBe(0);
    await page.context().close();
  });
});
