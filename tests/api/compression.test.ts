import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '@portal/api';
import { createTestApp, type TestApp } from '../fixtures/app';
import { orderBody, shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';

describe('compressed answers', () => {
  let t: TestApp;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    shopper = await createUser(t.app, 'CHAPTER');
  });
  afterAll(async () => t?.close());

  it('sends a placed order of two lines as it is, even to a client that accepts Brotli: it fits in one packet either way', async () => {
    const scene = await shopScene(t.app, shopper, [1000, 2550]);
    const body = orderBody(scene.event.id, scene.products.map((p) => ({ productId: p.id, quantity: 2 })));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { ...shopper.headers, 'idempotency-key': body.clientOrderId, 'accept-encoding': 'br, gzip' },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-encoding']).toBeUndefined();
    // Over a kilobyte, so a threshold at 1 KB would have compressed it.
    expect(res.rawPayload.length).toBeGreaterThan(1024);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.json().data).toMatchObject({ subtotal: 7100, clientOrderId: body.clientOrderId });
  });

  it('compresses a larger answer, the same content once decompressed', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });
});
