import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';
import { createAccount, login, PASSWORD, profileWith, signIn } from './auth-helpers';

describe.each(databaseKinds())('own profile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const put = (u: TestUser, payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/users/profile', headers: u.headers, payload });
  const chapterBody = { name: 'Renamed Chapter', address: '2 Oak St', city: 'Dallas', state: 'TX', zipCode: '75201', phone: '(214) 555-0199', taxId: '' };

  describe('GET /users/profile', () => {
    it('answers the signed-in user with their chapter and no password hash', async () => {
      const user = await createUser(t.app, 'CHAPTER');
      const res = await profileWith(t.app, user.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: user.id, role: 'CHAPTER', chapter: { id: user.chapterId, city: 'Austin' } });
      expect(res.json().data).not.toHaveProperty('passwordHash');
    });
  });

  describe('PUT /users/profile', () => {
    it("updates own names and own chapter's details", async () => {
      const user = await createUser(t.app, 'CHAPTER');
      const res = await put(user, { firstName: ' Grace ', lastName: 'Hopper', chapter: chapterBody });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', chapter: { id: user.chapterId, name: 'Renamed Chapter', city: 'Dallas', taxId: null } });
    });

    it.each([
      ['role', { role: 'SUPER_ADMIN' }],
      ['isActive', { isActive: false }],
      ['chapterId', { chapterId: 1 }],
      ['email', { email: 'taken@example.com' }],
      ['chapter.isActive', { chapter: { ...chapterBody, isActive: false } }],
    ])('refuses a body that tries to set %s and changes nothing', async (_name, payload) => {
      const user = await createUser(t.app, 'CHAPTER');
      const before = await t.app.db.select().from(schema.users).where(eq(schema.users.id, user.id));
      const res = await put(user, { firstName: 'Changed', ...payload });
      expect(res.statusCode).toBe(400);
      const after = await t.app.db.select().from(schema.users).where(eq(schema.users.id, user.id));
      expect(after).toEqual(before);
    });

    it("refuses a chapter member's change to the chapter's record (name, tax ID) and keeps it as it was", async () => {
      const member = await createUser(t.app, 'USER');
      const before = await t.app.db.select().from(schema.chapters).where(eq(schema.chapters.id, member.chapterId!));
      const res = await put(member, { firstName: 'Member', chapter: { ...chapterBody, taxId: '99-9999999' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: "Only the chapter's account can change the chapter's details", code: 'FORBIDDEN', data: { reason: 'CHAPTER_ACCOUNT_ONLY' } });
      expect(await t.app.db.select().from(schema.chapters).where(eq(schema.chapters.id, member.chapterId!))).toEqual(before);
    });

    it('lets a chapter member change their own names', async () => {
      const member = await createUser(t.app, 'USER');
      const res = await put(member, { firstName: 'Ada', lastName: 'Lovelace' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    });

    it('refuses chapter details from an account without a chapter', async () => {
      const admin = await createUser(t.app, 'ADMIN');
      const res = await put(admin, { chapter: chapterBody });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ chapter: 'Your account has no chapter to update' });
    });
  });

  describe('POST /users/profile/password', () => {
    it('answers 400 with a field error for a wrong current password', async () => {
      const user = await createAccount(t.app);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/profile/password', headers: user.headers, payload: { currentPassword: 'Wrong1234', newPassword: 'Fresh1234' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ currentPassword: 'Current password is incorrect' });
      expect((await login(t.app, user.email)).statusCode).toBe(200);
    });

    it('changes the password, keeps this session and ends the others', async () => {
      const user = await createAccount(t.app);
      const other = await signIn(t.app, user.email);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/profile/password', headers: user.headers, payload: { currentPassword: PASSWORD, newPassword: 'Fresh1234' } });
      expect(res.statusCode).toBe(200);
      expect((await profileWith(t.app, user.token)).statusCode).toBe(200);
      expect((await profileWith(t.app, other.accessToken)).statusCode).toBe(401);
      expect((await login(t.app, user.email, PASSWORD)).statusCode).toBe(401);
      expect((await login(t.app, user.email, 'Fresh1234')).statusCode).toBe(200);
    });
  });
});
