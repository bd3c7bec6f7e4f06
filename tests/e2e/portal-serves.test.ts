import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, newContext } from '../fixtures/browser';

describe('the portal on one port', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('answers health on its database with the newest migration', async () => {
    const res = await fetch(`${baseUrl()}/api/v1/health`);
    const body = (await res.json()) as { success: boolean; data: { database: string; migration: string } };
    expect(body.success).toBe(true);
    expect(body.data.database).toBe(inject('e2eDatabase'));
    const journal = JSON.parse(readFileSync(new URL('../../drizzle/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: Array<{ tag: string }> };
    expect(body.data.migration).toBe(journal.entries.at(-1)!.tag);
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

  it('gives an iPad what it needs to add the portal to the Home Screen: its icon and name, full screen', async () => {
    const html = await (await fetch(`${baseUrl()}/login`)).text();
    const meta = (name: string) => new RegExp(`<meta name="${name}" content="([^"]+)"`).exec(html)?.[1];
    expect(meta('apple-mobile-web-app-capable')).toBe('yes');
    expect(meta('apple-mobile-web-app-title')).toBe('Chapter Portal');
    const icon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(icon).toBeDefined();
    const answer = await fetch(`${baseUrl()}${icon!}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
  });
});
