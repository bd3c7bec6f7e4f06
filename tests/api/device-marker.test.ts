/**
 * The device marker (decision 030): the API writes what a tablet's app says its storage holds back
 * as a cookie, on any answer, and ignores a value the app would not send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app';

describe('the device marker cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('is set from X-Device-State on answers of every kind, for the whole site, for 400 days, strictly first-party', async () => {
    for (const res of [await get('/api/v1/health/live', { 'x-device-state': 'c1w2' }), await get('/api/v1/users/profile', { 'x-device-state': 'c1w2' })]) {
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toBe('portal_device=c1w2; Path=/; Max-Age=34560000; SameSite=Strict');
    }
  });

  it('is secure when the request came over HTTPS through the trusted proxy', async () => {
    const behind = await createTestApp('pglite', { trustProxy: 1 });
    try {
      const res = await behind.app.inject({ method: 'GET', url: '/api/v1/health/live', headers: { 'x-device-state': 'c0w0', 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
      expect(res.headers['set-cookie']).toBe('portal_device=c0w0; Path=/; Max-Age=34560000; SameSite=Strict; Secure');
    } finally {
      await behind.close();
    }
  });

  it('is left alone when the header is absent or not what the app sends', async () => {
    for (const value of [undefined, '', 'c2w1', 'c1w', 'c1w12345', 'c1w1; Domain=evil.test', 'c1w1\r\nx: y']) {
      const res = await get('/api/v1/health/live', value === undefined ? {} : { 'x-device-state': value });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});
