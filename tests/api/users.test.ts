import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';
import { auditActions } from './auth-helpers';

describe.each(databaseKinds())('user administration on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let superAdmin: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUser(t.app, 'ADMIN');
    superAdmin = await createUser(t.app, 'SUPER_ADMIN');
  });
  afterAll(async () => t?.close());

  const as = (u: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string) => t.app.inject({ method, url: `/api/v1${url}`, headers: u.headers });

  describe('GET /users', () => {
    it('pages the filtered users and counts stats over the whole filtered set', async () => {
      const tag = `zeta${Date.now()}`;
      for (let i = 0; i < 3; i++) await createUser(t.app, 'CHAPTER', { firstName: `${tag}`, lastName: `Chap${i}` });
      await createUser(t.app, 'CHAPTER', { firstName: tag, lastName: 'Off', isActive: false });
      await createUser(t.app, 'ADMIN', { firstName: tag, lastName: 'Adm' });
      const res = await as(admin, 'GET', `/users?search=${tag}&limit=2&page=2`);
      expect(res.statusCode).toBe(200);
      const { users, pagination, stats } = res.json().data;
      expect(users).toHaveLength(2);
      expect(pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
      expect(stats).toEqual({ total: 5, active: 4, inactive: 1, superAdmins: 0, admins: 1, chapters: 4 });
      expect(users[0]).not.toHaveProperty('passwordHash');
      // Newest first: page 2 of [Adm, Off, Chap2, Chap1, Chap0].
      expect(users.map((u: { lastName: string }) => u.lastName)).toEqual(['Chap2', 'Chap1']);
      expect(users[0].chapter).toMatchObject({ name: expect.any(String), address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '73301' });
    });

    it('filters by role and status, and searches the full name', async () => {
      const tag = `omega${Date.now()}`;
      await createUser(t.app, 'CHAPTER', { firstName: tag, lastName: 'Smith', isActive: false });
      await createUser(t.app, 'ADMIN', { firstName: tag, lastName: 'Jones' });
      const res = await as(admin, 'GET', `/users?search=${encodeURIComponent(`${tag} smi`)}&role=CHAPTER&isActive=false`);
      expect(res.json().data.users.map((u: { lastName: string }) => u.lastName)).toEqual(['Smith']);
      const bad = await as(admin, 'GET', '/users?role=OWNER');
      expect(bad.statusCode).toBe(400);
    });

    it('refuses shoppers with the screen’s message', async () => {
      const shopper = await createUser(t.app, 'CHAPTER');
      const res = await as(shopper, 'GET', '/users');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Access denied. Admin privileges required to manage users.');
    // The reason travels as a code an app words in its own language (decision 040).
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', data: { reason: 'MANAGE_USERS' } });
    });
  });

  describe('POST /users/:id/deactivate and /activate', () => {
    it('cuts a deactivated user off at once and lets them back after activation', async () => {
      const target = await createUser(t.app, 'CHAPTER');
      expect((await as(target, 'GET', '/users/profile')).statusCode).toBe(200);
      const res = await as(admin, 'POST', `/users/${target.id}/deactivate`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: target.id, isActive: false });
      expect((await as(target, 'GET', '/users/profile')).statusCode).toBe(401);
      const families = await t.app.db.select().from(schema.refreshTokens).where(eq(schema.refreshTokens.userId, target.id));
      expect(families.every((f) => f.revokedAt !== null)).toBe(true);
      const back = await as(admin, 'POST', `/users/${target.id}/activate`);
      expect(back.json().data.isActive).toBe(true);
      expect(await auditActions(t.app)).toEqual(expect.arrayContaining(['user.deactivate', 'user.activate']));
    });

    it('refuses to deactivate one’s own account', async () => {
      const res = await as(admin, 'POST', `/users/${admin.id}/deactivate`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Cannot deactivate your own account', code: 'CANNOT_DEACTIVATE_SELF' });
    });

    it('lets only a SUPER_ADMIN act on a SUPER_ADMIN account', async () => {
      const other = await createUser(t.app, 'SUPER_ADMIN');
      const refused = await as(admin, 'POST', `/users/${other.id}/deactivate`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'Only a Super Admin can change a Super Admin account.', code: 'SUPER_ADMIN_ONLY' });
      expect((await as(admin, 'DELETE', `/users/${other.id}`)).statusCode).toBe(403);
      expect((await as(superAdmin, 'POST', `/users/${other.id}/deactivate`)).statusCode).toBe(200);
    });
  });

  describe('PATCH /users/:id/role', () => {
    const patch = (u: TestUser, id: number, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/v1/users/${id}/role`, headers: u.headers, payload });

    it('lets a SUPER_ADMIN change a role, effective on the next request, and audits it', async () => {
      const target = await createUser(t.app, 'CHAPTER');
      expect((await as(target, 'GET', '/users')).statusCode).toBe(403);
      const res = await patch(superAdmin, target.id, { role: 'ADMIN' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.role).toBe('ADMIN');
      expect((await as(target, 'GET', '/users')).statusCode).toBe(200);
      const [row] = await t.app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'user.role_change'));
      expect(row).toMatchObject({ entityId: String(target.id), actorUserId: superAdmin.id, details: { from: 'CHAPTER', to: 'ADMIN' } });
    });

    it('refuses an ADMIN, one’s own role, and fields other than role', async () => {
      const target = await createUser(t.app, 'CHAPTER');
      expect((await patch(admin, target.id, { role: 'ADMIN' })).statusCode).toBe(403);
      const own = await patch(superAdmin, superAdmin.id, { role: 'ADMIN' });
      expect(own.statusCode).toBe(400);
      expect(own.json()).toMatchObject({ message: 'Cannot change your own role', code: 'CANNOT_CHANGE_OWN_ROLE' });
      expect((await patch(superAdmin, target.id, { role: 'ADMIN', isActive: false })).statusCode).toBe(400);
    });
  });

  describe('DELETE /users/:id', () => {
    it('deletes a user without orders and ends their sessions', async () => {
      const target = await createUser(t.app, 'USER');
      const res = await as(admin, 'DELETE', `/users/${target.id}`);
      expect(res.statusCode).toBe(200);
      expect((await as(admin, 'GET', `/users/${target.id}`)).statusCode).toBe(404);
      expect((await as(target, 'GET', '/users/profile')).statusCode).toBe(401);
      expect(await auditActions(t.app)).toContain('user.delete');
    });

    it('refuses to delete one’s own account', async () => {
      const res = await as(admin, 'DELETE', `/users/${admin.id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Cannot delete your own account', code: 'CANNOT_DELETE_SELF' });
    });

    it('answers 409 for a user with orders and keeps the account', async () => {
      const target = await createUser(t.app, 'CHAPTER');
      await t.app.db.insert(schema.orders).values(await orderFor(target));
      const res = await as(admin, 'DELETE', `/users/${target.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This user has orders and cannot be deleted. Deactivate the account instead.');
      expect((await as(admin, 'GET', `/users/${target.id}`)).statusCode).toBe(200);
    });
  });

  async function orderFor(user: TestUser): Promise<typeof schema.orders.$inferInsert> {
    const [event] = await t.app.db
      .insert(schema.events)
      .values({ name: 'Spring sale', startDate: new Date(), endDate: new Date(Date.now() + 86_400_000), chapterId: user.chapterId! })
      .returning();
    return {
      orderNumber: `ORD-${user.id}-${Date.now()}`,
      userId: user.id,
      chapterId: user.chapterId!,
      eventId: event!.id,
      subtotal: 1000,
      tax: 80,
      processingFee: 20,
      total: 1100,
      clientOrderId: crypto.randomUUID(),
      placedAt: new Date(),
    };
  }
});
