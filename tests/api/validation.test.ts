import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/contract/messages';
import { createTestApp, type TestApp } from '../fixtures/app';

describe('request validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it("names a missing field with the field's own message, not a generic key error", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { password: 'Secret123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: { email: MSG.emailRequired } });
  });

  it('names every missing nested field and every unknown field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'a@b.co', password: 'Secret123', firstName: 'A', lastName: 'B', chapter: { city: 'Austin' }, role: 'SUPER_ADMIN' },
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      'chapter.name': 'Chapter name is required',
      'chapter.zipCode': 'ZIP code is required',
      role: 'Unknown field "role" is not allowed',
    });
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
  });
});
