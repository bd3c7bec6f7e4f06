import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../fixtures/browser';
import { CERTUTIL, PORTAL_HOST, startProxiedPortal, type ProxiedPortal } from '../fixtures/caddy';

/** A HOME whose NSS database (where Chromium on Linux looks) trusts Caddy's root certificate. */
function homeTrusting(portal: ProxiedPortal): string {
  const home = join(portal.dir, 'chromium-home');
  const nssdb = join(home, '.pki', 'nssdb');
  mkdirSync(nssdb, { recursive: true });
  const root = join(portal.dir, 'root.crt');
  writeFileSync(root, portal.rootCertificate());
  execFileSync(CERTUTIL, ['-N', '-d', `sql:${nssdb}`, '--empty-password']);
  execFileSync(CERTUTIL, ['-A', '-d', `sql:${nssdb}`, '-n', 'Chapter Portal event room', '-t', 'C,,', '-i', root]);
  return home;
}

describe('the portal behind Caddy with its own certificate authority (deploy/Caddyfile.event-room)', () => {
  let portal: ProxiedPortal;
  let browser: Browser | undefined;
  beforeAll(async () => {
    portal = await startProxiedPortal();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('answers the sign-in page over TLS with one HSTS header', async () => {
    const login = await portal.https('/login');
    expect(login.status).toBe(200);
    expect(login.body).toContain('<div id="root">');
    expect(login.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends plain HTTP to HTTPS, and serves the root certificate there for tablets to install', async () => {
    const redirect = await portal.http('/login?next=%2Fcart');
    expect(redirect.status).toBe(308);
    expect(redirect.headers.location).toBe(`https://${PORTAL_HOST}:${portal.httpsPort}/login?next=%2Fcart`);
    const root = await portal.http('/root.crt');
    expect(root.status).toBe(200);
    expect(root.headers['content-type']).toBe('application/x-x509-ca-cert');
    expect(root.body).toBe(portal.rootCertificate());
  });

  it('passes the service worker through uncached, with the API\'s Cache-Control and compression', async () => {
    const sw = await portal.https('/sw.js', { 'accept-encoding': 'br' });
    expect(sw.status).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers.age).toBeUndefined();
  });

  it('keeps /metrics to the machine itself: refused through the proxy, served to a scraper on the machine', async () => {
    expect((await portal.https('/metrics')).status).toBe(404);
    expect((await portal.https('/metrics/')).status).toBe(404);
    const direct = await portal.direct('/metrics');
    expect(direct.status).toBe(200);
    expect(direct.body).toContain('portal_http_request_duration_seconds');
  });

  it('registers the service worker in a Chromium that trusts the authority, at https://portal.test', async () => {
    browser = await launchBrowser({ args: [`--host-resolver-rules=MAP ${PORTAL_HOST} 127.0.0.1`], env: { HOME: homeTrusting(portal) } });
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${portal.origin}/login`);
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${portal.origin}/`);
    await context.close();
  });
});
