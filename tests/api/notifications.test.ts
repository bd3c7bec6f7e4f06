import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';

describe.each(databaseKinds())('notifications on %s', (kind) => {
  let t: TestApp;
  let me: TestUser;
  let other: TestUser;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    me = await createUser(t.app, 'USER');
    other = await createUser(t.app, 'USER');
    const rows = await t.app.db
      .insert(schema.notifications)
      .values([
        { userId: me.id, type: 'order_status', title: 'old read', body: 'b', readAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 3000) },
        { userId: me.id, type: 'order_status', title: 'older unread', body: 'b', createdAt: new Date(Date.now() - 2000) },
        { userId: me.id, type: 'order_status', title: 'newest read', body: 'b', readAt: new Date(), createdAt: new Date(Date.now() - 500) },
        { userId: me.id, type: 'order_status', title: 'newer unread', body: 'b', data: { orderNumber: 'CP-9', from: 'PENDING', to: 'PROCESSING' }, createdAt: new Date(Date.now() - 1000) },
        { userId: other.id, type: 'order_status', title: 'not mine', body: 'b' },
      ])
      .returning({ id: schema.notifications.id });
    ids = rows.map((r) => r.id);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'PATCH', url: string, who: TestUser = me) => t.app.inject({ method, url: `/api/v1${url}`, headers: who.headers });

  it('lists only my notifications, unread first then newest, with the unread count', async () => {
    const res = await call('GET', '/notifications');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.items.map((n: { title: string }) => n.title)).toEqual(['newer unread', 'older unread', 'newest read', 'old read']);
    // The figures the words came from, where the API kept them.
    expect(data.items.map((n: { data: unknown }) => n.data)).toEqual([{ orderNumber: 'CP-9', from: 'PENDING', to: 'PROCESSING' }, null, null, null]);
    expect(data.unreadCount).toBe(2);
    expect((await call('GET', '/notifications?limit=1')).json().data.items).toHaveLength(1);
  });

  it('answers 404 when marking someone else\'s notification read', async () => {
    expect((await call('PATCH', `/notifications/${ids[4]}/read`)).statusCode).toBe(404);
    const theirs = (await call('GET', '/notifications', other)).json().data;
    expect(theirs.unreadCount).toBe(1);
  });

  it('marks one and then all as read', async () => {
    const one = await call('PATCH', `/notifications/${ids[1]}/read`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.readAt).not.toBeNull();
    expect((await call('GET', '/notifications')).json().data.unreadCount).toBe(1);
    const all = await call('PATCH', '/notifications/read-all');
    expect(all.json().data).toEqual({ updated: 1 });
    expect((await call('GET', '/notifications')).json().data.unreadCount).toBe(0);
    expect((await call('GET', '/notifications', other)).json().data.unreadCount).toBe(1);
  });
});
