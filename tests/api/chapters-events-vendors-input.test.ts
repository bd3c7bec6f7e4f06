/**
 * Inputs the database itself would refuse (NUL characters, dates beyond year 9999, ids beyond
 * the integer column) are answered with a 400 naming the field, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';

const vendor = { name: 'Nul Co', contactName: 'x', email: 'nul@co.test', address: 'x', city: 'x', state: 'x', zipCode: 'x' };
const chapter = { name: 'Nul Chapter', address: '1 Main', city: 'Austin', state: 'TX', zipCode: '73301' };
const event = { name: 'Fair', startDate: '2030-01-01T00:00:00Z', endDate: '2030-01-02T00:00:00Z', chapterId: 1 };

describe.each(databaseKinds())('back-office input guards on %s', (kind) => {
  let t: TestApp;
  let sa: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    sa = await createUser(t.app, 'SUPER_ADMIN');
  });
  afterAll(async () => t?.close());

  const cases: Array<[string, string, string, object | undefined, string]> = [
    ['a NUL in a vendor search', 'GET', '/vendors?search=a%00b', undefined, 'search'],
    ['a NUL in a vendor name', 'POST', '/vendors', { ...vendor, name: 'a\u0000b' }, 'name'],
    ['a NUL in a vendor update', 'PUT', '/vendors/1', { city: 'a\u0000b' }, 'city'],
    ['a NUL in a chapter search', 'GET', '/chapters?search=%00', undefined, 'search'],
    ['a NUL in a chapter address', 'POST', '/chapters', { ...chapter, address: 'a\u0000' }, 'address'],
    ['a NUL in an event description', 'POST', '/events', { ...event, description: '\u0000' }, 'description'],
    ['a NUL in an event search', 'GET', '/events?search=%00', undefined, 'search'],
    ['an event filter beyond year 9999', 'GET', '/events?startDate=%2B275000-01-01T00:00:00Z', undefined, 'startDate'],
    ['an event end beyond year 9999', 'POST', '/events', { ...event, endDate: '+200000-01-01T00:00:00Z' }, 'endDate'],
    ['a chapter id beyond the integer range', 'POST', '/events', { ...event, chapterId: 99_999_999_999 }, 'chapterId'],
    ['a repeated query parameter', 'GET', '/chapters?state=TX&state=CA', undefined, 'state'],
  ];

  it.each(cases)('answers 400 naming the field for %s', async (_label, method, url, payload, field) => {
    const res = await t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, headers: sa.headers, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.json().errors).toHaveProperty(field);
  });
});
