import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext } from '../fixtures/browser';

describe('the portal on one port', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('answers health on the embedded database with the newest migration', async () => {
    const res = await fetch(`${baseUrl()}/api/v1/health`);
    const body = (await res.json()) as { success: boolean; data: { database: string; migration: string } };
    expect(body.success).toBe(true);
    expect(body.data.database).toBe('pglite');
    expect(body.data.migration).toMatch(/^\d{4}_/);
  });

  it('serves the web app for client routes and the service worker at /sw.js', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto('/some/client/route');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Chapter Portal');
    const sw = await fetch(`${baseUrl()}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    await context.close();
  });
});
