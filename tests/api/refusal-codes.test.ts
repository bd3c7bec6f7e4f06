/**
 * The API's refusals carry a code, the field and the figures (decision 034): a validation refusal
 * names each field's rule by code beside its English text, a record that is not there names its
 * kind, and the English message stays for API clients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/contract/messages';
import { createTestApp, type TestApp } from '../fixtures/app';
import { createUser, type TestUser } from '../fixtures/users';

const API = '/api/v1';

describe('refusals by code', () => {
  let t: TestApp;
  let sa: TestUser;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    sa = await createUser(t.app, 'SUPER_ADMIN');
  });
  afterAll(async () => t?.close());

  it("gives each refused field of a body its rule's code, beside the English text", async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API}/vendors`, headers: sa.headers, payload: { email: 'x@acme.test', name: 'x'.repeat(101) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      errors: { contactName: MSG.contactNameRequired, zipCode: MSG.zipRequired },
      rules: { contactName: { code: 'CONTACT_NAME_REQUIRED' }, zipCode: { code: 'ZIP_REQUIRED' } },
    });
  });

  it('gives a rule the schema does not word its figures', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/products?page=0&search=${'x'.repeat(201)}`, headers: sa.headers });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; rules: Record<string, unknown> };
    expect(body.rules).toEqual({ page: { code: 'TOO_SMALL', figures: { min: 1 } }, search: { code: 'TOO_LONG', figures: { max: 200 } } });
    expect(body.message).toBe('page must be at least 1 (page)');
  });

  it('names an unknown field and text the database cannot store by code', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: `${API}/categories`, headers: sa.headers, payload: { name: 'Paper', colour: 'red' } });
    expect(unknown.json()).toMatchObject({ rules: { colour: { code: 'UNKNOWN_FIELD' } } });
    const nul = await t.app.inject({ method: 'POST', url: `${API}/categories`, headers: sa.headers, payload: { name: 'Pa\u0000per' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { name: 'Contains a character that cannot be stored' }, rules: { name: { code: 'INVALID_CHARACTER' } } });
  });

  it('names a referenced record that is not there by code, with its figures', async () => {
    const event = { name: 'Fair', startDate: '2030-01-01T00:00:00Z', endDate: '2030-01-02T00:00:00Z', chapterId: 987_654 };
    const res = await t.app.inject({ method: 'POST', url: `${API}/events`, headers: sa.headers, payload: event });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Chapter not found (chapterId)', errors: { chapterId: 'Chapter not found' }, rules: { chapterId: { code: 'CHAPTER_NOT_FOUND' } } });
  });

  it('says which kind of record is not there in the data of a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/vendors/987654`, headers: sa.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Vendor not found', code: 'NOT_FOUND', data: { kind: 'vendor' } });
  });

  it('names a body the handler reads itself by code too', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API}/products/1/images`, headers: sa.headers, payload: { images: 'not a file' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Send the images as multipart/form-data', rules: { images: { code: 'IMAGES_MULTIPART' } } });
  });

  it('documents the CSV body of an import in the API document', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/docs/json` });
    const doc = res.json() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>> };
    for (const path of [`${API}/products/import`, `${API}/vendors/import`]) {
      const content = doc.paths[path]?.post?.requestBody?.content ?? {};
      expect(Object.keys(content).sort(), path).toEqual(['multipart/form-data', 'text/csv', 'text/plain']);
      expect(content['multipart/form-data']!.schema.properties, path).toHaveProperty('file');
    }
    const pictures = doc.paths[`${API}/products/{id}/images`]?.post?.requestBody?.content ?? {};
    expect(pictures['multipart/form-data']?.schema.properties).toHaveProperty('images');
  });
});
