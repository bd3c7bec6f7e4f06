import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@portal/contract/rules';
import { MSG } from '@portal/contract/messages';
import { eventStatus } from '@portal/contract/events';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createChapter, createRoleUsers, createUser, type TestUser } from '../fixtures/users';
import { DAY, insertEvent, insertOrder } from './helpers/back-office-data';

describe('eventStatus', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('labels an inactive event Inactive whatever its dates', () => {
    expect(eventStatus({ isActive: false, startDate: '2026-07-01', endDate: '2026-07-02' }, now)).toBe('Inactive');
  });
  it('labels a future start Upcoming, a past end Past and a running event Active', () => {
    expect(eventStatus({ isActive: true, startDate: '2026-07-01', endDate: '2026-07-02' }, now)).toBe('Upcoming');
    expect(eventStatus({ isActive: true, startDate: '2026-06-01', endDate: '2026-06-02' }, now)).toBe('Past');
    expect(eventStatus({ isActive: true, startDate: '2026-06-15T12:00:00Z', endDate: '2026-06-15T12:00:00Z' }, now)).toBe('Active');
  });
});

describe.each(databaseKinds())('events API on %s', (kind) => {
  let t: TestApp;
  let users: Record<Role, TestUser>;
  const call = (user: TestUser, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, headers: user.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const admin = () => users.ADMIN;
  const body = (chapterId: number) => ({
    name: '  Spring Fair  ',
    description: '  Annual fair  ',
    startDate: new Date(Date.now() + 10 * DAY).toISOString(),
    endDate: new Date(Date.now() + 12 * DAY).toISOString(),
    chapterId,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    users = await createRoleUsers(t.app);
  });
  afterAll(async () => t?.close());

  describe('POST /events', () => {
    it('creates a trimmed event that shows as Upcoming with its chapter', async () => {
      const res = await call(admin(), 'POST', '/events', body(users.CHAPTER.chapterId!));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ name: 'Spring Fair', description: 'Annual fair', status: 'Upcoming', isActive: true, orderCount: 0, chapter: { id: users.CHAPTER.chapterId } });
    });

    it('names each missing field with the spec message', async () => {
      const res = await call(admin(), 'POST', '/events', { name: '   ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({ startDate: MSG.eventDatesRequired, endDate: MSG.eventDatesRequired, chapterId: MSG.chapterRequired });
      const blank = await call(admin(), 'POST', '/events', { ...body(users.CHAPTER.chapterId!), name: '   ' });
      expect(blank.json().errors).toEqual({ name: MSG.eventNameRequired });
    });

    it('refuses an end equal to or before the start', async () => {
      const start = new Date(Date.now() + DAY).toISOString();
      for (const endDate of [start, new Date(Date.now()).toISOString()]) {
        const res = await call(admin(), 'POST', '/events', { ...body(users.CHAPTER.chapterId!), startDate: start, endDate });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ endDate: MSG.eventEndAfterStart });
      }
    });

    it('refuses an unknown chapter with a 400 naming chapterId', async () => {
      const res = await call(admin(), 'POST', '/events', body(999999));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('chapterId');
    });

    it('refuses a malformed date with a 400 naming it', async () => {
      const res = await call(admin(), 'POST', '/events', { ...body(users.CHAPTER.chapterId!), startDate: 'someday' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('startDate');
    });

    it('refuses shoppers with 403', async () => {
      expect((await call(users.CHAPTER, 'POST', '/events', body(users.CHAPTER.chapterId!))).statusCode).toBe(403);
    });
  });

  describe('chapter isolation', () => {
    it("lists for a chapter account only its own chapter's active events, whatever it asks", async () => {
      const own = users.CHAPTER.chapterId!;
      const other = (await createChapter(t.app)).id;
      const mine = await insertEvent(t.app, own, { name: 'Isolation mine' });
      await insertEvent(t.app, own, { name: 'Isolation hidden', isActive: false });
      await insertEvent(t.app, other, { name: 'Isolation theirs' });
      const res = await call(users.CHAPTER, 'GET', `/events?search=isolation&chapterId=${other}&isActive=false`);
      expect(res.json().data.items).toEqual([]);
      const plain = await call(users.CHAPTER, 'GET', '/events?search=isolation');
      expect(plain.json().data.items.map((e: { id: number }) => e.id)).toEqual([mine.id]);
      const all = await call(admin(), 'GET', '/events?search=isolation');
      expect(all.json().data.pagination.total).toBe(3);
    });

    it("answers 404 to a chapter account asking for another chapter's event or an inactive one", async () => {
      const theirs = await insertEvent(t.app, (await createChapter(t.app)).id);
      const hidden = await insertEvent(t.app, users.CHAPTER.chapterId!, { isActive: false });
      expect((await call(users.CHAPTER, 'GET', `/events/${theirs.id}`)).statusCode).toBe(404);
      expect((await call(users.CHAPTER, 'GET', `/events/${hidden.id}`)).statusCode).toBe(404);
      expect((await call(admin(), 'GET', `/events/${theirs.id}`)).statusCode).toBe(200);
    });

    it('lists nothing for a shopper without a chapter', async () => {
      const loner = await createUser(t.app, 'USER', { chapterId: null });
      await insertEvent(t.app, users.CHAPTER.chapterId!);
      const res = await call(loner, 'GET', '/events');
      expect(res.json().data).toMatchObject({ items: [], pagination: { total: 0 } });
    });
  });

  describe('GET /events', () => {
    it('returns events overlapping the date range, with chapter and order count on request', async () => {
      const chapter = await createChapter(t.app, { name: 'Range Chapter', city: 'Tulsa', state: 'OK' });
      const base = Date.parse('2030-03-10T00:00:00Z');
      const inside = await insertEvent(t.app, chapter.id, { startDate: new Date(base - 2 * DAY), endDate: new Date(base + DAY) });
      await insertEvent(t.app, chapter.id, { startDate: new Date(base + 20 * DAY), endDate: new Date(base + 21 * DAY) });
      await insertOrder(t.app, { userId: users.CHAPTER.id, chapterId: users.CHAPTER.chapterId!, eventId: inside.id });
      const res = await call(admin(), 'GET', `/events?chapterId=${chapter.id}&startDate=2030-03-10&endDate=2030-03-15&includeChapter=true&includeOrders=true`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.items).toEqual([
        expect.objectContaining({ id: inside.id, orderCount: 1, chapter: { id: chapter.id, name: 'Range Chapter', city: 'Tulsa', state: 'OK' } }),
      ]);
    });

    it('leaves out chapter and order count unless asked', async () => {
      await insertEvent(t.app, users.CHAPTER.chapterId!);
      const item = (await call(admin(), 'GET', '/events?limit=1')).json().data.items[0];
      expect(item).not.toHaveProperty('chapter');
      expect(item).not.toHaveProperty('orderCount');
      expect(item).toHaveProperty('status');
    });

    it('filters by derived status', async () => {
      const chapter = (await createChapter(t.app)).id;
      const past = await insertEvent(t.app, chapter, { startDate: new Date(Date.now() - 3 * DAY), endDate: new Date(Date.now() - 2 * DAY) });
      await insertEvent(t.app, chapter);
      const res = await call(admin(), 'GET', `/events?chapterId=${chapter}&status=Past`);
      expect(res.json().data.items.map((e: { id: number; status: string }) => [e.id, e.status])).toEqual([[past.id, 'Past']]);
    });

    it.each([
      ['startDate=tomorrow', 'startDate'],
      ['startDate=2030-02-01&endDate=2030-01-01', 'endDate'],
      ['chapterId=x', 'chapterId'],
      ['includeChapter=yes', 'includeChapter'],
      ['status=Soon', 'status'],
      ['limit=0', 'limit'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const res = await call(admin(), 'GET', `/events?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
    });
  });

  describe('PUT, activate, deactivate', () => {
    it('replaces the event fields', async () => {
      const event = await insertEvent(t.app, users.CHAPTER.chapterId!, { description: 'old' });
      const other = (await createChapter(t.app)).id;
      const res = await call(admin(), 'PUT', `/events/${event.id}`, { ...body(other), name: 'Renamed', description: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ name: 'Renamed', description: null, chapterId: other });
    });

    it('answers 404 for an unknown event and 400 for an invalid body', async () => {
      expect((await call(admin(), 'PUT', '/events/999999', body(users.CHAPTER.chapterId!))).statusCode).toBe(404);
      const event = await insertEvent(t.app, users.CHAPTER.chapterId!);
      expect((await call(admin(), 'PUT', `/events/${event.id}`, { name: 'x' })).statusCode).toBe(400);
    });

    it('deactivates and activates, changing the derived status', async () => {
      const event = await insertEvent(t.app, users.CHAPTER.chapterId!);
      const off = await call(users.SUPER_ADMIN, 'PATCH', `/events/${event.id}/deactivate`);
      expect(off.json().data).toMatchObject({ isActive: false, status: 'Inactive' });
      const on = await call(admin(), 'PATCH', `/events/${event.id}/activate`);
      expect(on.json().data).toMatchObject({ isActive: true, status: 'Active' });
      expect((await call(admin(), 'PATCH', '/events/999999/activate')).statusCode).toBe(404);
      expect((await call(users.CHAPTER, 'PATCH', `/events/${event.id}/deactivate`)).statusCode).toBe(403);
    });
  });

  describe('DELETE /events/:id', () => {
    it('deletes an event without orders', async () => {
      const event = await insertEvent(t.app, users.CHAPTER.chapterId!);
      expect((await call(admin(), 'DELETE', `/events/${event.id}`)).statusCode).toBe(200);
      expect((await call(admin(), 'GET', `/events/${event.id}`)).statusCode).toBe(404);
    });

    it('refuses with 409 while the event has orders', async () => {
      const event = await insertEvent(t.app, users.CHAPTER.chapterId!);
      await insertOrder(t.app, { userId: users.CHAPTER.id, chapterId: users.CHAPTER.chapterId!, eventId: event.id });
      const res = await call(admin(), 'DELETE', `/events/${event.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: MSG.eventHasOrders });
    });

    it('answers 404 for an unknown event', async () => {
      expect((await call(admin(), 'DELETE', '/events/999999')).statusCode).toBe(404);
    });
  });
});
