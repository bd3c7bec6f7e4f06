/**
 * deploy/nginx.conf as shipped, on free ports with a self-made certificate: HTTP sent to HTTPS,
 * one HSTS header, the API's Cache-Control on /sw.js passed through, /metrics refused. Needs nginx
 * and openssl (.ci/run installs nginx).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../fixtures/browser';
import { freePort, NGINX, requireNginx } from '../fixtures/instances';

const ROOT = new URL('../..', import.meta.url).pathname;
const HOST = 'portal.test';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

describe('the portal behind deploy/nginx.conf with certificates of its own', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  let nginx: ChildProcess | undefined;
  let httpPort = 0;
  let httpsPort = 0;
  const cert = join(dir, 'fullchain.pem');

  const get = (tls: boolean, path: string) =>
    new Promise<Answer>((resolve, reject) => {
      const port = tls ? httpsPort : httpPort;
      const options = { host: '127.0.0.1', port, path, servername: HOST, headers: { host: `${HOST}:${port}` }, ...(tls ? { ca: readFileSync(cert) } : {}) };
      const req = (tls ? httpsRequest : httpRequest)(options, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    });

  beforeAll(async () => {
    requireNginx();
    chmodSync(dir, 0o711);
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1', '-subj', `/CN=${HOST}`, '-addext', `subjectAltName=DNS:${HOST}`, '-keyout', join(dir, 'privkey.pem'), '-out', cert], { stdio: 'ignore' });
    // The shipped site, pointed at this test's ports, certificate and portal.
    const site = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8')
      .replace(/^\s*listen \[::\].*$/gm, '')
      .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replaceAll('portal.example.org', HOST)
      .replace('return 301 https://$host$request_uri;', `return 301 https://$host:${httpsPort}$request_uri;`)
      .replace('/etc/ssl/chapter-portal/fullchain.pem', cert)
      .replace('/etc/ssl/chapter-portal/privkey.pem', join(dir, 'privkey.pem'))
      .replaceAll('proxy_pass http://127.0.0.1:3000;', `proxy_pass ${baseUrl()};`);
    writeFileSync(join(dir, 'site.conf'), site);
    const config = join(dir, 'nginx.conf');
    writeFileSync(
      config,
      `pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
    );
    nginx = spawn(NGINX, ['-p', dir, '-c', config, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
    const deadline = Date.now() + 20_000;
    let last = '';
    while (!(await get(true, '/api/v1/health').then((a) => ((last = String(a.status)), a.status === 200), (e: Error) => ((last = e.message), false)))) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
      if (Date.now() > deadline) throw new Error(`nginx did not answer (${last}): ${readFileSync(join(dir, "error.log"), "utf8").slice(-600)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGTERM');
      await new Promise((r) => nginx!.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the sign-in page over TLS with one HSTS header, and sends HTTP to HTTPS', async () => {
    const login = await get(true, '/login');
    expect(login.status).toBe(200);
    expect(login.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const redirect = await get(false, '/login?next=%2Fcart');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(`https://${HOST}:${httpsPort}/login?next=%2Fcart`);
  });

  it("passes the service worker with the API's Cache-Control, and refuses /metrics", async () => {
    const sw = await get(true, '/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect((await get(true, '/metrics')).status).toBe(404);
    expect((await get(true, '/metrics/')).status).toBe(404);
  });
});
