/**
 * A refused role and a body past its limit travel as a code with figures (decision 040): a 403
 * says why in its data's `reason`, a 413 the limit it met, and the English message stays for API
 * clients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/contract/messages';
import { FORBIDDEN_REASONS } from '@portal/contract/refusal-figures';
import { DEFAULT_BODY_LIMIT, SMALL_BODY_LIMIT } from '@portal/api/lib/body-limits';
import { createTestApp, type TestApp } from '../fixtures/app';
import { createUser, type TestUser } from '../fixtures/users';

const API = '/api/v1';

describe('refusals with figures', () => {
  let t: TestApp;
  let admin: TestUser;
  let chapter: TestUser;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    admin = await createUser(t.app, 'ADMIN');
    chapter = await createUser(t.app, 'CHAPTER');
  });
  afterAll(async () => t?.close());

  const call = (u: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `${API}${url}`, headers: u.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  it.each([
    ['a shopper on a back-office route', () => chapter, 'GET', '/audit', 'ADMIN_REQUIRED', MSG.accessDeniedAdmin],
    ['an admin on a Super Admin route', () => admin, 'POST', '/chapters', 'SUPER_ADMIN_REQUIRED', MSG.accessDeniedSuperAdmin],
    ['a shopper on user administration', () => chapter, 'GET', '/users', 'MANAGE_USERS', MSG.accessDeniedUsers],
    ["a shopper on the users' export", () => chapter, 'GET', '/users/export.csv', 'MANAGE_USERS', MSG.accessDeniedUsers],
    ["an admin on a shopper's cart", () => admin, 'GET', '/cart', 'ROLE_NOT_ALLOWED', MSG.accessDeniedInsufficient],
    ["an admin on the users' history", () => admin, 'GET', '/audit?entity=user', 'SUPER_ADMIN_REQUIRED', MSG.accessDeniedSuperAdmin],
  ] as const)('a 403 to %s names its reason by code', async (_who, who, method, url, reason, english) => {
    const res = await call(who(), method, url);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: english, data: { reason } });
    expect(FORBIDDEN_REASONS).toContain(reason);
  });

  it('a body past its route\'s limit is PAYLOAD_TOO_LARGE with the limit as its figure', async () => {
    const login = await t.app.inject({ method: 'POST', url: `${API}/auth/login`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(SMALL_BODY_LIMIT) }) });
    expect(login.statusCode).toBe(413);
    expect(login.json()).toEqual({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large', data: { maxBytes: SMALL_BODY_LIMIT } });
    const form = await call(admin, 'POST', '/vendors', { name: 'x'.repeat(DEFAULT_BODY_LIMIT) });
    expect(form.statusCode).toBe(413);
    expect(form.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', data: { maxBytes: DEFAULT_BODY_LIMIT } });
  });
});
