/**
 * A visitor's page (the sign-in page and its kin) comes with the files it imports named in its head,
 * its texts in the language the app wrote to its cookie (api/src/web-app.ts, decision 048); every
 * other client route gets index.html as built, and a new build is served without a restart.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';

const INDEX = '<!doctype html><html><head><title>Chapter Portal</title></head><body><div id="root"></div></body></html>';
const ROUTES = {
  '/login': { scripts: ['/assets/login-a.js'], styles: ['/assets/login-a.css'], texts: { en: ['/assets/common-en.js'], es: ['/assets/common-es.js'] } },
};
const links = (html: string) => [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe.each(databaseKinds())('the first page of a visitor, on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  const page = async (url: string, cookie?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return res.body;
  };
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-first-route-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'first-routes.json'), JSON.stringify(ROUTES));
    t = await createTestApp(kind, {}, { webDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("names the sign-in page's code, style and English texts in its head", async () => {
    const html = await page('/login?redirect=%2Fcart');
    expect(links(html)).toEqual(['modulepreload /assets/login-a.js', 'modulepreload /assets/common-en.js', 'preload /assets/login-a.css']);
    expect(html).toMatch(/crossorigin href="\/assets\/login-a\.js" \/>\s*<link/);
    expect(html.indexOf('/assets/login-a.js')).toBeLessThan(html.indexOf('</head>'));
    expect(await page('/login/')).toBe(html);
  });

  it("takes the texts of the language the app wrote to its cookie, and English for one it does not know", async () => {
    expect(links(await page('/login', 'theme=dark; language=es'))).toContain('modulepreload /assets/common-es.js');
    expect(links(await page('/login', 'language=es'))).not.toContain('modulepreload /assets/common-en.js');
    expect(links(await page('/login', 'language=fr'))).toContain('modulepreload /assets/common-en.js');
    expect(links(await page('/login', 'xlanguage=es'))).toContain('modulepreload /assets/common-en.js');
  });

  it('gives any other client route index.html as built', async () => {
    expect(await page('/products')).toBe(INDEX);
    expect(await page('/')).toBe(INDEX);
  });

  it('serves a new build without a restart', async () => {
    writeFileSync(join(dist, 'first-routes.json'), JSON.stringify({ '/login': { ...ROUTES['/login'], scripts: ['/assets/login-b.js'] } }));
    await expect.poll(async () => links(await page('/login'))[0], { timeout: 10_000 }).toBe('modulepreload /assets/login-b.js');
  });
});
