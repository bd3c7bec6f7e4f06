import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '@portal/api/lib/trust-proxy';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { sample } from '../fixtures/metrics';
import { orderBody, placeOrder, postOrder, shopScene } from '../fixtures/orders';
import { createUser } from '../fixtures/users';

describe.each(databaseKinds('both'))('GET /metrics (%s)', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('counts requests by route and status, orders placed and refused by reason, sync pages, and the database', async () => {
    t = await createTestApp(kind);
    const shopper = await createUser(t.app, 'CHAPTER');
    const scene = await shopScene(t.app, shopper, [1000]);
    await placeOrder(t.app, shopper, scene.event.id, [{ productId: scene.products[0]!.id, quantity: 2 }]);
    const once = orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }]);
    expect((await postOrder(t.app, shopper, once)).statusCode).toBe(201);
    expect((await postOrder(t.app, shopper, once)).statusCode).toBe(201);
    const refused = await postOrder(t.app, shopper, orderBody(scene.event.id, [{ productId: 99_999_999, quantity: 1 }]));
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const reason = (refused.json() as { code: string }).code;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sync/catalogue', headers: shopper.headers })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(sample(text, 'portal_http_request_duration_seconds_count{method="POST",route="/api/v1/orders",status_code="201"}')).toBe(3);
    expect(sample(text, 'portal_orders_placed_total')).toBe(2);
    expect(sample(text, 'portal_orders_replayed_total')).toBe(1);
    expect(sample(text, `portal_orders_refused_total{reason="${reason}"}`)).toBe(1);
    expect(sample(text, 'portal_sync_pages_served_total{answer="page"}')).toBe(1);
    expect(sample(text, 'portal_database_up')).toBe(1);
    const size = sample(text, 'portal_database_pool_size')!;
    if (kind === 'pglite') expect(size).toBe(0);
    else expect(size).toBeGreaterThan(0);
    expect(text).toContain('process_cpu_seconds_total');
    // The order copies are queued just after each answer: once written, nothing holds a connection.
    const scrape = async () => (await t!.app.inject({ method: 'GET', url: '/metrics' })).body;
    await expect.poll(async () => sample(await scrape(), 'portal_database_pool_in_use'), { timeout: 10_000 }).toBe(0);
    expect(sample(await scrape(), 'portal_database_pool_waiting')).toBe(0);

    if (kind === 'postgres') {
      // More slow statements than connections: the pool is full and the rest wait.
      const slow = Promise.all(Array.from({ length: size + 3 }, () => t!.app.db.execute(sql`select pg_sleep(1)`)));
      let busy = '';
      await expect.poll(async () => sample((busy = await scrape()), 'portal_database_pool_waiting'), { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(3);
      expect(sample(busy, 'portal_database_pool_in_use')).toBe(size);
      // Busy is not down: the check runs on a connection of its own, not behind the full pool.
      expect(sample(busy, 'portal_database_up')).toBe(1);
      await slow;
      expect(sample(await scrape(), 'portal_database_pool_in_use')).toBe(0);
    }
  });

  it('refuses other addresses, unless they bear METRICS_TOKEN', async () => {
    t = await createTestApp(kind, { metricsToken: 'scrape-token-0123456789abcdef' });
    const from = (remoteAddress: string, headers: Record<string, string> = {}) => t!.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    const outside = await from('203.0.113.5');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ success: false, code: 'METRICS_FORBIDDEN' });
    expect((await from('203.0.113.5', { authorization: 'Bearer wrong-token' })).statusCode).toBe(403);
    expect((await from('203.0.113.5', { authorization: 'Bearer scrape-token-0123456789abcdef' })).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
  });

  it('behind a trusted proxy on this machine, refuses a client from outside whose request the proxy passed on', async () => {
    t = await createTestApp(kind, { trustProxy: parseTrustProxy('1').value });
    const proxied = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });
});
