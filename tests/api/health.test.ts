import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@portal/api';
import { BOOT_CHOICE_SCRIPT } from '@portal/contract/boot-choice';
import { openDatabase } from '@portal/db';
import { createTestApp, type TestApp } from '../fixtures/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../fixtures/db';
import { NEWEST_MIGRATION } from '../fixtures/migrations';

const apiVersion = (JSON.parse(readFileSync(new URL('../../api/package.json', import.meta.url), 'utf8')) as { version: string }).version;

describe.each(databaseKinds('both'))('GET /api/v1/health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('answers the database kind, the newest migration and the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'OK',
      data: { database: kind, migration: NEWEST_MIGRATION, version: apiVersion },
    });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the security headers on every answer, errors included', async () => {
    for (const url of ['/api/v1/health', '/api/v1/nope', '/api/v1/products']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      // Scripts from the portal itself, and inline only index.html's one script, by its hash.
      expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(BOOT_CHOICE_SCRIPT).digest('base64')}';`);
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });
});

describe.each(databaseKinds('both'))('GET /api/v1/health/live on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('answers the version, for anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'OK', data: { version: apiVersion } });
  });

  it('is told apart from readiness in the API document', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json() as { paths: Record<string, { get?: { summary?: string } }> };
    expect(docs.paths['/api/v1/health/live']?.get?.summary).toMatch(/^Liveness: .*never asks the database/);
    expect(docs.paths['/api/v1/health']?.get?.summary).toMatch(/^Readiness: /);
  });
});

describe.skipIf(!databaseKinds().includes('postgres'))('health while the database server takes connections and never answers', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let silent = false;
  const sockets: Socket[] = [];
  let proxy: Server;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const target = new URL(database.url!);
    // The way to the server: passed on until the server falls silent, then taken and left unanswered.
    proxy = createServer((client) => {
      sockets.push(client.on('error', () => undefined));
      if (silent) return;
      const server = connect(Number(target.port || 5432), target.hostname).on('error', () => client.destroy());
      sockets.push(server);
      client.pipe(server).pipe(client);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const url = new URL(database.url!);
    url.hostname = '127.0.0.1';
    url.port = String((proxy.address() as { port: number }).port);
    const handle = await openDatabase({ url: url.toString() });
    app = await buildApp({ db: handle, logger: false, config: { jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789' } });
    await app.ready();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => proxy?.close(resolve));
    await app?.close();
    await database?.dispose();
  });

  it('says ready: no, within its 2 s limit, and alive: yes, without asking the database', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    silent = true;
    for (const socket of sockets.splice(0)) socket.destroy();
    // The first check may meet the closing connection; the next ones have to open one.
    for (let check = 0; check < 3; check++) {
      const started = performance.now();
      const [ready, live] = await Promise.all([
        app.inject({ method: 'GET', url: '/api/v1/health' }),
        app.inject({ method: 'GET', url: '/api/v1/health/live' }),
      ]);
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBeTruthy();
      expect(ready.json()).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE', data: { database: 'down', version: apiVersion } });
      expect(performance.now() - started).toBeLessThan(2_000 + 1_000);
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ success: true, message: 'OK', data: { version: apiVersion } });
    }
  });
});
