import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { auditActions, createAccount, login, PASSWORD, profileWith, registration } from './auth-helpers';

describe.each(databaseKinds())('sign-in and registration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  describe('POST /auth/register', () => {
    it('creates a CHAPTER user with their chapter and signs them in', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration('New.Person@Example.com') });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Registration successful! Welcome to Chapter Portal!' });
      expect(body.data).toMatchObject({
        expiresIn: 900,
        user: { email: 'new.person@example.com', role: 'CHAPTER', isActive: true, chapter: { name: 'Austin Chapter', zipCode: '78701', phone: '(512) 555-0100' } },
      });
      expect(body.data.user).not.toHaveProperty('passwordHash');
      expect((await profileWith(t.app, body.data.accessToken)).statusCode).toBe(200);
      const [stored] = await t.app.db.select().from(schema.users).where(eq(schema.users.id, body.data.user.id));
      expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(stored!.chapterId).toBe(body.data.user.chapter.id);
      expect(await auditActions(t.app)).toContain('auth.register');
    });

    it('answers 409 with a clear message for an email already registered, in any letter case', async () => {
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration('twice@example.com') });
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration('TWICE@example.com') });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: 'Email already exists. Please use a different email address.' });
    });

    it.each([
      ['role', { role: 'SUPER_ADMIN' }],
      ['isActive', { isActive: false }],
      ['chapterId', { chapterId: 1 }],
      ['chapter.isActive false', { chapter: { ...registration('x@x.com').chapter, isActive: false } }],
    ])('refuses a body that tries to set %s and stores nothing', async (_name, extra) => {
      const email = `mass-${Math.random().toString(36).slice(2)}@example.com`;
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { ...registration(email), ...extra } });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(await t.app.db.select().from(schema.users).where(eq(schema.users.email, email))).toEqual([]);
    });

    it("answers the spec's validation messages per field", async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { ...registration('weak@example.com'), password: 'weakpassword' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number' });
    });
  });

  describe('POST /auth/login', () => {
    it('signs in with the right password and answers tokens and the user', async () => {
      const user = await createAccount(t.app, 'ADMIN');
      const res = await login(t.app, user.email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Login successful!', data: { expiresIn: 900, user: { id: user.id, role: 'ADMIN', chapter: null } } });
      const { accessToken, refreshToken } = res.json().data;
      expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const claims = t.app.jwt.decode<{ sub: string; role: string; sid: string; iss: string; aud: string }>(accessToken)!;
      expect(claims).toMatchObject({ sub: String(user.id), role: 'ADMIN', iss: 'chapter-portal', aud: 'chapter-portal-web' });
      const rows = await t.app.db.select().from(schema.refreshTokens).where(eq(schema.refreshTokens.familyId, claims.sid));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).not.toContain(refreshToken);
    });

    it('gives unknown email, wrong password and inactive account the same 401 answer', async () => {
      const known = await createAccount(t.app);
      const inactive = await createAccount(t.app, 'CHAPTER', { isActive: false });
      const answers = await Promise.all([
        login(t.app, 'nobody-here@example.com'),
        login(t.app, known.email, 'Wrong1234'),
        login(t.app, inactive.email, PASSWORD),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, message: 'Invalid email or password', code: 'INVALID_CREDENTIALS', data: null });
      }
      const failures = await t.app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'auth.login.failure'));
      expect(failures.map((f) => (f.details as { reason: string }).reason)).toEqual(expect.arrayContaining(['unknown_email', 'wrong_password', 'inactive']));
      expect(JSON.stringify(failures)).not.toContain('Wrong1234');
    });

    it('records a successful sign-in in the audit log and the last sign-in time, not as an edit', async () => {
      const user = await createAccount(t.app);
      const [before] = await t.app.db.select().from(schema.users).where(eq(schema.users.id, user.id));
      await login(t.app, user.email);
      const [after] = await t.app.db.select().from(schema.users).where(eq(schema.users.id, user.id));
      expect(after!.lastLoginAt).not.toBeNull();
      expect(after!.updatedAt).toEqual(before!.updatedAt);
      const rows = await t.app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'auth.login.success'));
      expect(rows.map((r) => r.entityId)).toContain(String(user.id));
    });
  });
});
