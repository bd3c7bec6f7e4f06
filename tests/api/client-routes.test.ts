/**
 * Every client route, the sign-in page included, gets index.html as built, revalidated on each
 * load (a visitor's page once named its files in its head: decision 048, removed by 067 for
 * slowing the sign-in page's first paint), unknown API paths a 404, and a new build is served
 * without a restart.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';

const INDEX = '<!doctype html><html><head><title>Chapter Portal</title></head><body><div id="root"></div></body></html>';

describe.each(databaseKinds())('client routes, on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  const page = async (url: string, cookie?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.body;
  };
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-client-routes-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    t = await createTestApp(kind, {}, { webDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives the sign-in page index.html as built, whatever language cookie an earlier build left', async () => {
    expect(await page('/login?redirect=%2Fcart')).toBe(INDEX);
    expect(await page('/login/', 'language=es')).toBe(INDEX);
  });

  it('gives any other client route index.html as built', async () => {
    expect(await page('/products')).toBe(INDEX);
    expect(await page('/products/12')).toBe(INDEX);
    expect(await page('/')).toBe(INDEX);
  });

  it('answers an unknown API path with a 404 naming it, not the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND', message: 'No route GET /api/no-such-thing' });
  });

  it('serves a new build without a restart', async () => {
    const next = INDEX.replace('Chapter Portal', 'Chapter Portal (next)');
    writeFileSync(join(dist, 'index.html'), next);
    await expect.poll(() => page('/login'), { timeout: 10_000 }).toBe(next);
    expect(await page('/cart')).toBe(next);
  });
});
