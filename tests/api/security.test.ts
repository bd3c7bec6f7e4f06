import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** Builds a JWT by hand, so tests can make the tokens an attacker would. */
function jwt(claims: object, { alg = 'HS256', key = SECRET, iss = 'chapter-portal', aud = 'chapter-portal-web', exp = Math.floor(Date.now() / 1000) + 600 } = {}) {
  const head = `${b64({ alg, typ: 'JWT' })}.${b64({ ...claims, iss, aud, iat: exp - 900, exp })}`;
  return alg === 'none' ? `${head}.` : `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
}

/** A token signed with the portal's secret, issuer and audience, but carrying no expiry. */
function jwtWithoutExpiry(claims: object) {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, iss: 'chapter-portal', aud: 'chapter-portal-web', iat: Math.floor(Date.now() / 1000) })}`;
  return `${head}.${createHmac('sha256', SECRET).update(head).digest('base64url')}`;
}

describe.each(databaseKinds())('access tokens on %s', (kind) => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await createUser(t.app, 'ADMIN');
    other = await createUser(t.app, 'CHAPTER');
  });
  afterAll(async () => t?.close());

  const withToken = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { authorization: `Bearer ${token}` } });
  const claims = () => ({ sub: String(user.id), role: 'ADMIN' as const, sid: user.sessionId });

  it('accepts a token signed as the portal signs them', async () => {
    expect((await withToken(user.token)).statusCode).toBe(200);
    expect((await withToken(jwt(claims()))).statusCode).toBe(200);
  });

  it.each([
    ['an unsigned token (alg none)', () => jwt(claims(), { alg: 'none' })],
    ['a token signed with another key', () => jwt(claims(), { key: 'another-secret-0123456789-0123456789-0123' })],
    ['a token for another audience', () => jwt(claims(), { aud: 'someone-else' })],
    ['a token from another issuer', () => jwt(claims(), { iss: 'elsewhere' })],
    ['an expired token', () => jwt(claims(), { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['a token of a session that does not exist', () => t.app.jwt.sign({ ...claims(), sid: crypto.randomUUID() })],
    ['a token with no expiry, though signed with the secret', () => jwtWithoutExpiry(claims())],
    ["a token naming one user with another user's open session", () => t.app.jwt.sign({ ...claims(), sid: other.sessionId })],
    ["a hand-made token naming one user with another user's open session", () => jwt({ ...claims(), sid: other.sessionId })],
  ])('refuses %s with 401', async (_name, make) => {
    const res = await withToken(make());
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('reads the role from the database, not from the token', async () => {
    const shopper = await createUser(t.app, 'CHAPTER');
    const forged = t.app.jwt.sign({ sub: String(shopper.id), role: 'SUPER_ADMIN', sid: shopper.sessionId });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${forged}` } });
    expect(res.statusCode).toBe(403);
  });
});

describe('Strict-Transport-Security', () => {
  const health = (t: TestApp, proto?: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/health', headers: proto ? { 'x-forwarded-proto': proto } : {} });

  it('is sent when a trusted proxy says the request came over TLS, and not over plain HTTP', async () => {
    const t = await createTestApp('pglite', { trustProxy: 1 });
    try {
      expect((await health(t, 'https')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await health(t, 'http')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('is not sent on the word of a proxy the portal does not trust', async () => {
    const t = await createTestApp('pglite');
    try {
      expect((await health(t, 'https')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/v1/docs/json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('documents the auth and users routes with their tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> };
    expect(doc.paths['/api/v1/auth/login']?.post).toMatchObject({ tags: ['auth'], summary: 'Sign in with email and password' });
    expect(doc.paths['/api/v1/users/{id}/deactivate']?.post?.tags).toEqual(['users']);
    expect(doc.paths['/api/v1/users/profile']?.get?.tags).toEqual(['profile']);
  });
});
