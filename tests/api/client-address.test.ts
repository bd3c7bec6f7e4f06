/**
 * The client's address behind reverse proxies (TRUST_PROXY, decision 018): the right-most
 * X-Forwarded-For entry no trusted proxy wrote, never the left-most one, which the client writes
 * itself; rate limits count by that address.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@portal/api';
import { DEFAULT_RATE_LIMITS } from '@portal/api/lib/rate-limiter';
import type { TrustProxy } from '@portal/api/lib/trust-proxy';
import { RELAXED_LIMITS } from '../fixtures/app';
import { createTestDatabase, type TestDatabase } from '../fixtures/db';
import { createAccount, registration } from './auth-helpers';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(async () => database?.dispose());

/** An app trusting `trustProxy`, with one extra route that answers the address and scheme it read. */
async function appTrusting(trustProxy: TrustProxy): Promise<FastifyInstance> {
  const app = await buildApp({
    db: database,
    logger: false,
    closeDatabase: false,
    config: {
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      trustProxy,
      rateLimits: { ...RELAXED_LIMITS, signInAccountAddress: DEFAULT_RATE_LIMITS.signInAccountAddress, register: { ...DEFAULT_RATE_LIMITS.register, free: 2 } },
    },
  });
  app.get('/client-address', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  await app.ready();
  return app;
}

const addressOf = async (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/client-address',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' } : {},
    })
  ).json() as { ip: string; protocol: string };

describe('the client address with TRUST_PROXY as a hop count', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    [one, two] = await Promise.all([appTrusting(1), appTrusting(2)]);
  });
  afterAll(async () => Promise.all([one?.close(), two?.close()]));

  it('is the entry the one proxy appended, not what the client wrote before it', async () => {
    expect(await addressOf(one, '10.0.0.2', '203.0.113.9, 198.51.100.7')).toEqual({ ip: '198.51.100.7', protocol: 'https' });
    expect((await addressOf(one, '10.0.0.2', '1.1.1.1, 2.2.2.2, 198.51.100.7')).ip).toBe('198.51.100.7');
  });

  it('skips as many entries as proxies are counted', async () => {
    expect((await addressOf(two, '10.0.0.2', '203.0.113.9, 198.51.100.7, 10.0.0.3')).ip).toBe('198.51.100.7');
  });

  it('is the socket peer when no header came', async () => {
    expect((await addressOf(one, '192.0.2.4')).ip).toBe('192.0.2.4');
  });

  it('delays an account after five wrong passwords however the client fills X-Forwarded-For', async () => {
    const user = await createAccount(one);
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const res = await one.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password: 'Wrong-1234' },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.20` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('limits registrations by the same address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const res = await one.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: registration(`forged-${i}@example.com`),
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.21` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('the client address with TRUST_PROXY as proxy addresses', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appTrusting(['127.0.0.1', '10.0.0.0/8']);
  });
  afterAll(async () => app?.close());

  it('is the right-most entry written by no trusted proxy', async () => {
    expect((await addressOf(app, '10.0.0.2', '203.0.113.9, 198.51.100.7, 10.4.0.3')).ip).toBe('198.51.100.7');
    expect((await addressOf(app, '127.0.0.1', '198.51.100.8')).ip).toBe('198.51.100.8');
  });

  it('ignores the header, and the scheme, from a peer that is not a trusted proxy', async () => {
    expect(await addressOf(app, '192.0.2.4', '203.0.113.9')).toEqual({ ip: '192.0.2.4', protocol: 'http' });
  });
});

describe('the client address with no proxy trusted', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appTrusting(false);
  });
  afterAll(async () => app?.close());

  it('is the socket peer whatever X-Forwarded-For says', async () => {
    expect(await addressOf(app, '192.0.2.4', '203.0.113.9')).toEqual({ ip: '192.0.2.4', protocol: 'http' });
  });
});
