import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';

describe.each(databaseKinds())('back-office notifications and mail outbox on %s', (kind) => {
  let t: TestApp;
  let superAdmin: TestUser;
  let admin: TestUser;
  let shopper: TestUser;
  let other: TestUser;
  const ago = (ms: number) => new Date(Date.now() - ms);

  beforeAll(async () => {
    t = await createTestApp(kind, { publicUrl: 'https://portal.example' });
    superAdmin = await createUser(t.app, 'SUPER_ADMIN');
    admin = await createUser(t.app, 'ADMIN');
    shopper = await createUser(t.app, 'CHAPTER', { firstName: 'Grace', lastName: 'Hopper' });
    other = await createUser(t.app, 'USER', { firstName: 'Alan', lastName: 'Turing' });
    await t.app.db.insert(schema.notifications).values([
      { userId: shopper.id, type: 'order_status', title: 'Order shipped', body: 'CP-1 has shipped', readAt: ago(100), createdAt: ago(3000) },
      { userId: other.id, type: 'order_status', title: 'Order delivered', body: 'CP-2 was delivered', createdAt: ago(1000) },
      { userId: shopper.id, type: 'order_status', title: 'Order cancelled', body: 'CP-3 was cancelled', createdAt: ago(2000) },
    ]);
    await t.app.db.insert(schema.mailOutbox).values([
      { to: 'a@example.com', subject: 'Welcome', text: 'hello', status: 'sent', sentAt: ago(4900), createdAt: ago(5000) },
      { to: 'b@example.com', subject: 'Order update', text: 'body', status: 'failed', error: 'connection refused', createdAt: ago(4000) },
    ]);
  });
  afterAll(async () => t?.close());

  const get = (url: string, who: TestUser = superAdmin) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });

  describe('GET /admin/notifications', () => {
    it('lists notifications sent to every user, newest first, with the recipient and read state', async () => {
      const res = await get('/admin/notifications');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.items.map((n: { title: string }) => n.title)).toEqual(['Order delivered', 'Order cancelled', 'Order shipped']);
      expect(data.items[0]).toMatchObject({ type: 'order_status', readAt: null, user: { id: other.id, firstName: 'Alan', lastName: 'Turing', email: other.email } });
      expect(data.items[2].readAt).not.toBeNull();
      expect(data.items[2].user.email).toBe(shopper.email);
      expect(data.items[0]).not.toHaveProperty('body');
      expect(data.pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 });
    });

    it('pages 1-based with the given limit', async () => {
      const second = (await get('/admin/notifications?page=2&limit=2')).json().data;
      expect(second.items.map((n: { title: string }) => n.title)).toEqual(['Order shipped']);
      expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    });

    it('refuses a bad page with the field named, and refuses admins', async () => {
      const bad = await get('/admin/notifications?page=0');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.page).toBe('page must be at least 1');
      expect((await get('/admin/notifications', admin)).statusCode).toBe(403);
      expect((await get('/admin/notifications', shopper)).statusCode).toBe(403);
    });
  });

  describe('GET /admin/mail-outbox', () => {
    it('lists mail newest first with status, times and error, never the body that carries reset tokens', async () => {
      const forgot = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: shopper.email } });
      expect(forgot.statusCode).toBe(200);
      const res = await get('/admin/mail-outbox');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.items.map((m: { to: string }) => m.to)).toEqual([shopper.email, 'b@example.com', 'a@example.com']);
      expect(data.items[0]).toMatchObject({ status: 'logged', error: null, sentAt: null });
      expect(data.items[1]).toMatchObject({ subject: 'Order update', status: 'failed', error: 'connection refused' });
      expect(data.items[2].sentAt).not.toBeNull();
      for (const item of data.items) expect(Object.keys(item).sort()).toEqual(['attempts', 'createdAt', 'error', 'id', 'nextAttemptAt', 'sentAt', 'status', 'subject', 'to']);
      expect(res.body).not.toContain('token=');
      expect(res.body).not.toContain('reset-password');
      expect(data.pagination.total).toBe(3);
    });

    it('pages with the given limit and refuses everyone but a super admin', async () => {
      const page = (await get('/admin/mail-outbox?page=3&limit=1')).json().data;
      expect(page.items.map((m: { to: string }) => m.to)).toEqual(['a@example.com']);
      expect(page.pagination).toEqual({ page: 3, limit: 1, total: 3, pages: 3 });
      expect((await get('/admin/mail-outbox?limit=500')).statusCode).toBe(400);
      expect((await get('/admin/mail-outbox', admin)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/mail-outbox' })).statusCode).toBe(401);
    });
  });
});
