/**
 * Abuse resistance of the public auth routes: sign-in delays keyed per account and address with
 * a higher ceiling per address, growing rather than locking; limits on registration, reset
 * requests, resets and password changes; a wrong reset link costs no password hashing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '@portal/api/lib/passwords';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '@portal/api/lib/rate-limiter';
import { createTestApp, RELAXED_LIMITS, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createAccount, login, PASSWORD, registration, signIn } from './auth-helpers';

// Hashing still works; the spy only lets a test see whether it was asked for.
vi.mock('@portal/api/lib/passwords', async (original) => {
  const real = await original<typeof import('@portal/api/lib/passwords')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

// Delays of minutes: a busy machine may take seconds between two requests, and a delay that ran
// out meanwhile would let through what the test expects refused. Tests move time on with waitOut().
const quick = { baseDelayMs: 120_000, maxDelayMs: 3_600_000, forgetAfterMs: 7_200_000 };
/** A Retry-After in whole minutes, as the refusal words it. */
const minutesOf = (retryAfter: unknown) => Math.ceil(Number(retryAfter) / 60);
const limits: RateLimits = {
  ...RELAXED_LIMITS,
  signInAccountAddress: { free: 3, ...quick },
  signInAddress: { free: 6, ...quick },
  register: { free: 2, ...quick },
  forgotPassword: { free: 2, ...quick },
  resetPassword: { free: 2, ...quick },
  passwordChange: { free: 2, ...quick },
};

describe.each(databaseKinds('both'))('auth rate limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimits: limits });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: ip, headers });
  /** Lets every delay pass, as if time had moved on. */
  const waitOut = () => t.app.db.execute(sql`update rate_limits set blocked_until = now() - interval '1 second'`);

  describe('POST /auth/login', () => {
    it('delays one account at one address after the free failures, with Retry-After and the wait in words', async () => {
      const user = await createAccount(t.app);
      for (let i = 0; i < 4; i++) expect((await login(t.app, user.email, 'Wrong1234', '10.1.0.1')).statusCode).toBe(401);
      const res = await login(t.app, user.email, PASSWORD, '10.1.0.1');
      expect(res.statusCode).toBe(429);
      expect(minutesOf(res.headers['retry-after'])).toBe(2);
      // The wait as a figure too, for an app to word in its language.
      expect(res.json()).toMatchObject({ success: false, message: 'Too many sign-in attempts. Please try again in 2 minutes.', code: 'TOO_MANY_REQUESTS', data: { retryAfterSeconds: Number(res.headers['retry-after']) } });
    });

    it("never delays the account's owner at another address, however many failures come from elsewhere", async () => {
      const user = await createAccount(t.app);
      for (let i = 0; i < 5; i++) await login(t.app, user.email, 'Wrong1234', '10.2.0.1');
      expect((await login(t.app, user.email, PASSWORD, '10.2.0.9')).statusCode).toBe(200);
    });

    it('doubles the delay with each further failure instead of locking for a fixed time', async () => {
      const user = await createAccount(t.app);
      const waits: number[] = [];
      for (let i = 0; i < 4; i++) await login(t.app, user.email, 'Wrong1234', '10.3.0.1');
      for (let i = 0; i < 3; i++) {
        waits.push(minutesOf((await login(t.app, user.email, 'Wrong1234', '10.3.0.1')).headers['retry-after']));
        await waitOut();
        await login(t.app, user.email, 'Wrong1234', '10.3.0.1');
      }
      expect(waits).toEqual([2, 4, 8]);
    });

    it('does not count successful sign-ins, so many people behind one office address sign in', async () => {
      const users = await Promise.all(Array.from({ length: 8 }, () => createAccount(t.app)));
      for (const user of users) expect((await login(t.app, user.email, PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    });

    it('allows an address more failures across accounts than one account gets, then delays the address', async () => {
      for (let i = 0; i < 7; i++) expect((await login(t.app, `someone-${i}@example.com`, 'Wrong1234', '10.5.0.1')).statusCode).toBe(401);
      expect((await login(t.app, 'another@example.com', 'Wrong1234', '10.5.0.1')).statusCode).toBe(429);
      expect((await login(t.app, 'another@example.com', 'Wrong1234', '10.5.0.2')).statusCode).toBe(401);
    });

    it('counts attempts made at the same moment one by one', async () => {
      const user = await createAccount(t.app);
      const answers = await Promise.all(Array.from({ length: 10 }, () => login(t.app, user.email, 'Wrong1234', '10.6.0.1')));
      expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(4);
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(6);
    });
  });

  describe('the other public auth routes', () => {
    it('limits registrations from one address', async () => {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await post('/auth/register', registration(`reg-${kind}-${i}@example.com`), '10.7.0.1')).statusCode);
      expect(codes).toEqual([201, 201, 201, 429]);
    });

    it('limits reset-link requests from one address', async () => {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await post('/auth/forgot-password', { email: `nobody-${i}@example.com` }, '10.8.0.1')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    });

    it('limits resets from one address', async () => {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await post('/auth/reset-password', { token: `wrong-${i}`, password: 'BrandNew123' }, '10.9.0.1')).statusCode);
      expect(codes).toEqual([400, 400, 400, 429]);
    });

    it('limits password changes per account', async () => {
      const user = await createAccount(t.app);
      const session = await signIn(t.app, user.email);
      const headers = { authorization: `Bearer ${session.accessToken}` };
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await post('/users/profile/password', { currentPassword: 'Wrong1234', newPassword: 'BrandNew123' }, '10.10.0.1', headers)).statusCode);
      expect(codes).toEqual([400, 400, 400, 429]);
    });
  });
});

describe('POST /auth/reset-password with a wrong link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('answers a wrong link without hashing the new password', async () => {
    vi.mocked(hashPassword).mockClear();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token: 'wrong', password: 'BrandNew123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This reset link is invalid or has expired');
    expect(hashPassword).not.toHaveBeenCalled();
  });
});

describe('default rate limits', () => {
  it('give sign-in a per-address ceiling far above the per-account-and-address one', () => {
    expect(DEFAULT_RATE_LIMITS.signInAddress.free).toBeGreaterThanOrEqual(10 * DEFAULT_RATE_LIMITS.signInAccountAddress.free);
    expect(DEFAULT_RATE_LIMITS.signInAccountAddress.maxDelayMs).toBeLessThanOrEqual(15 * 60_000);
  });
});
