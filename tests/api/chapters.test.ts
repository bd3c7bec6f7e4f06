import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@portal/db';
import type { Role } from '@portal/contract/rules';
import { MSG } from '@portal/contract/messages';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createChapter, createRoleUsers, createUser, type TestUser } from '../fixtures/users';
import { insertEvent, insertOrder } from './helpers/back-office-data';

const validChapter = {
  name: '  Gamma Chapter ',
  address: '10 Elm St',
  city: 'Madison',
  state: 'wi',
  zipCode: '53703',
  phone: '6085551234',
  taxId: '12-3456789',
};

describe.each(databaseKinds())('chapters API on %s', (kind) => {
  let t: TestApp;
  let users: Record<Role, TestUser>;
  const call = (user: TestUser, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, headers: user.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const sa = () => users.SUPER_ADMIN;

  beforeAll(async () => {
    t = await createTestApp(kind);
    users = await createRoleUsers(t.app);
  });
  afterAll(async () => t?.close());

  describe('POST /chapters', () => {
    it('creates a chapter with a normalised state and a formatted phone', async () => {
      const res = await call(sa(), 'POST', '/chapters', validChapter);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ name: 'Gamma Chapter', state: 'WI', phone: '(608) 555-1234', taxId: '12-3456789', isActive: true, eventCount: 0, orderCount: 0, user: null });
    });

    it('accepts the (555) 123-4567 form and leaves out blank optional fields', async () => {
      const res = await call(sa(), 'POST', '/chapters', { ...validChapter, phone: '(555) 123-4567', taxId: '' });
      expect(res.json().data).toMatchObject({ phone: '(555) 123-4567', taxId: null });
      const intl = await call(sa(), 'PUT', `/chapters/${res.json().data.id}`, { ...validChapter, phone: '+1 512 555 0100' });
      expect(intl.json().data).toMatchObject({ phone: '(512) 555-0100' });
    });

    it("names each missing field '<Field> is required'", async () => {
      const res = await call(sa(), 'POST', '/chapters', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        name: 'Chapter name is required',
        address: 'Address is required',
        city: 'City is required',
        state: 'State is required',
        zipCode: 'ZIP code is required',
      });
    });

    it('refuses a state, ZIP, phone or tax ID in the wrong form', async () => {
      const res = await call(sa(), 'POST', '/chapters', { ...validChapter, state: 'XX', zipCode: '5370', phone: '555-1234', taxId: '123456789' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ state: MSG.stateInvalid, zipCode: MSG.zipInvalid, phone: MSG.phoneInvalid, taxId: MSG.taxIdInvalid });
    });

    it('refuses admins and shoppers with 403', async () => {
      expect((await call(users.ADMIN, 'POST', '/chapters', validChapter)).statusCode).toBe(403);
      expect((await call(users.CHAPTER, 'POST', '/chapters', validChapter)).statusCode).toBe(403);
    });
  });

  describe('GET /chapters', () => {
    it('lets an admin fill the event chapter picker with active chapters', async () => {
      await createChapter(t.app, { name: 'Picker Off', isActive: false });
      const res = await call(users.ADMIN, 'GET', '/chapters?page=1&limit=100&isActive=true');
      expect(res.statusCode).toBe(200);
      const items = res.json().data.items as Array<{ name: string; isActive: boolean }>;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((c) => c.isActive)).toBe(true);
    });

    it('searches name, city, ZIP and tax ID and filters by state', async () => {
      const a = await createChapter(t.app, { name: 'Quokka Club', city: 'Fargo', state: 'ND', zipCode: '58102', taxId: '98-7654321' });
      await createChapter(t.app, { name: 'Quokka Other', state: 'SD' });
      for (const term of ['quokka club', 'fargo', '58102', '98-7654321']) {
        const res = await call(sa(), 'GET', `/chapters?search=${encodeURIComponent(term)}&state=nd`);
        expect(res.json().data.items.map((c: { id: number }) => c.id)).toEqual([a.id]);
      }
      const anyState = await call(sa(), 'GET', '/chapters?search=quokka&state=');
      expect(anyState.json().data.pagination.total).toBe(2);
    });

    it('includes the earliest chapter account and the event and order counts when asked', async () => {
      const chapter = await createChapter(t.app, { name: 'Linked Chapter' });
      const first = await createUser(t.app, 'CHAPTER', { chapterId: chapter.id, createdAt: new Date('2024-01-01') });
      await createUser(t.app, 'CHAPTER', { chapterId: chapter.id, createdAt: new Date('2025-01-01') });
      await createUser(t.app, 'USER', { chapterId: chapter.id, createdAt: new Date('2023-01-01') });
      const event = await insertEvent(t.app, chapter.id);
      await insertOrder(t.app, { userId: first.id, chapterId: chapter.id, eventId: event.id });
      const res = await call(sa(), 'GET', '/chapters?search=Linked%20Chapter&includeUser=true&includeEvents=true&includeOrders=true');
      expect(res.json().data.items).toEqual([
        expect.objectContaining({ id: chapter.id, eventCount: 1, orderCount: 1, user: { id: first.id, email: first.email, firstName: 'CHAPTER', lastName: expect.any(String) } }),
      ]);
      const bare = await call(sa(), 'GET', '/chapters?search=Linked%20Chapter');
      expect(bare.json().data.items[0]).not.toHaveProperty('user');
      expect(bare.json().data.items[0]).not.toHaveProperty('eventCount');
    });

    it.each([
      ['state=ZZ', 'state'],
      ['isActive=2', 'isActive'],
      ['includeUser=yes', 'includeUser'],
      ['page=-1', 'page'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const res = await call(sa(), 'GET', `/chapters?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
    });

    it('refuses shoppers with 403 and answers 404 for an unknown chapter', async () => {
      expect((await call(users.CHAPTER, 'GET', '/chapters')).statusCode).toBe(403);
      expect((await call(users.ADMIN, 'GET', '/chapters/999999')).statusCode).toBe(404);
    });
  });

  describe('PUT, activate, deactivate', () => {
    it('replaces the fields, clearing optional ones left out', async () => {
      const chapter = await createChapter(t.app, { phone: '(555) 000-1111', taxId: '11-1111111' });
      const { phone: _p, taxId: _t, ...rest } = validChapter;
      const res = await call(sa(), 'PUT', `/chapters/${chapter.id}`, { ...rest, city: 'Green Bay' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ city: 'Green Bay', phone: null, taxId: null });
    });

    it('toggles the status and refuses an admin with 403', async () => {
      const chapter = await createChapter(t.app);
      expect((await call(sa(), 'PATCH', `/chapters/${chapter.id}/deactivate`)).json().data.isActive).toBe(false);
      expect((await call(sa(), 'PATCH', `/chapters/${chapter.id}/activate`)).json().data.isActive).toBe(true);
      expect((await call(users.ADMIN, 'PATCH', `/chapters/${chapter.id}/deactivate`)).statusCode).toBe(403);
    });

    it('answers 404 for an unknown chapter', async () => {
      expect((await call(sa(), 'PUT', '/chapters/999999', validChapter)).statusCode).toBe(404);
      expect((await call(sa(), 'PATCH', '/chapters/999999/activate')).statusCode).toBe(404);
    });
  });

  describe('DELETE /chapters/:id', () => {
    it('deletes a chapter without orders, with its events, and unlinks its users', async () => {
      const chapter = await createChapter(t.app);
      const member = await createUser(t.app, 'CHAPTER', { chapterId: chapter.id });
      const event = await insertEvent(t.app, chapter.id);
      const res = await call(sa(), 'DELETE', `/chapters/${chapter.id}`);
      expect(res.statusCode).toBe(200);
      expect(await t.app.db.$count(schema.events, eq(schema.events.id, event.id))).toBe(0);
      const [row] = await t.app.db.select({ chapterId: schema.users.chapterId }).from(schema.users).where(eq(schema.users.id, member.id));
      expect(row!.chapterId).toBeNull();
    });

    it('refuses with 409 while the chapter has orders', async () => {
      const chapter = await createChapter(t.app);
      const member = await createUser(t.app, 'CHAPTER', { chapterId: chapter.id });
      const event = await insertEvent(t.app, chapter.id);
      await insertOrder(t.app, { userId: member.id, chapterId: chapter.id, eventId: event.id });
      const res = await call(sa(), 'DELETE', `/chapters/${chapter.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.chapterHasOrders);
    });

    it("refuses with 409 while another chapter's orders are placed for its events", async () => {
      const chapter = await createChapter(t.app);
      const event = await insertEvent(t.app, chapter.id);
      await insertOrder(t.app, { userId: users.CHAPTER.id, chapterId: users.CHAPTER.chapterId!, eventId: event.id });
      expect((await call(sa(), 'DELETE', `/chapters/${chapter.id}`)).statusCode).toBe(409);
    });

    it('answers 404 for an unknown chapter and 403 to an admin', async () => {
      expect((await call(sa(), 'DELETE', '/chapters/999999')).statusCode).toBe(404);
      expect((await call(users.ADMIN, 'DELETE', '/chapters/999999')).statusCode).toBe(403);
    });
  });
});
