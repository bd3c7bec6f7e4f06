import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '@portal/contract/audit';
import type { Role } from '@portal/contract/rules';
import { schema } from '@portal/db';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createRoleUsers, type TestUser } from '../fixtures/users';
import { createProduct, createVendor } from '../fixtures/catalogue';

function multipart(files: Array<{ filename: string; data: Buffer }>) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${f.filename}"\r\nContent-Type: image/png\r\n\r\n`));
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databaseKinds())("a product's picture changes in its history on %s", (kind) => {
  let t: TestApp;
  let users: Record<Role, TestUser>;
  let productId: number;
  let png: Buffer;

  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: users.ADMIN.headers, ...(payload ? { payload } : {}) });
  const upload = async (names: string[]) => {
    const body = multipart(names.map((filename) => ({ filename, data: png })));
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/products/${productId}/images`, payload: body.payload, headers: { ...users.ADMIN.headers, ...body.headers } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.images as Array<{ id: number }>;
  };
  const latest = async () => {
    const res = await call('GET', `/audit?entity=product&entityId=${productId}&limit=1`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as AuditList).records[0]!;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    users = await createRoleUsers(t.app);
    const vendor = await createVendor(t.app);
    productId = (await createProduct(t.app, vendor.id)).id;
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
  });
  afterAll(async () => t?.close());

  it('names the uploaded pictures by their file names (without any folder), with who uploaded them', async () => {
    await upload(['mug-front.png', 'C:\\photos\\mug-side.png']);
    const record = await latest();
    expect(record.action).toBe('product.image_upload');
    expect(record.details.pictures).toBe('mug-front.png, mug-side.png');
    expect(record.actor).toMatchObject({ id: users.ADMIN.id });
  });

  it('records a reorder as the order of file names before and after, and nothing when the order is unchanged', async () => {
    const res = await call('GET', `/products/${productId}`);
    const ids = (res.json().data.images as Array<{ id: number }>).map((i) => i.id);
    const swapped = [ids[1]!, ids[0]!];
    expect((await call('PATCH', `/products/${productId}/images/reorder`, { imageOrder: swapped.map((id, sortOrder) => ({ id, sortOrder })) })).statusCode).toBe(200);
    const record = await latest();
    expect(record.action).toBe('product.image_reorder');
    expect(record.changes).toEqual([{ field: 'pictureOrder', from: 'mug-front.png, mug-side.png', to: 'mug-side.png, mug-front.png' }]);

    const before = (await t.app.db.select().from(schema.auditLog)).length;
    expect((await call('PATCH', `/products/${productId}/images/reorder`, { imageOrder: swapped.map((id, sortOrder) => ({ id, sortOrder })) })).statusCode).toBe(200);
    expect((await t.app.db.select().from(schema.auditLog)).length).toBe(before);
  });

  it('records an edit of a picture by its file name, with what changed', async () => {
    const [first] = await upload(['label.png']);
    expect((await call('PUT', `/products/${productId}/images/${first!.id}`, { altText: 'The label', isActive: false })).statusCode).toBe(200);
    const record = await latest();
    expect(record.action).toBe('product.image_update');
    expect(record.details.picture).toBe('label.png');
    expect(record.changes).toEqual([
      { field: 'altText', from: null, to: 'The label' },
      { field: 'isActive', from: true, to: false },
    ]);
  });

  it('records a deletion by the file name, and a replacement as a deletion and an upload', async () => {
    const [old] = await upload(['old-box.png']);
    expect((await call('DELETE', `/products/${productId}/images/${old!.id}`)).statusCode).toBe(200);
    const deleted = await latest();
    expect(deleted.action).toBe('product.image_delete');
    expect(deleted.details.picture).toBe('old-box.png');
    await upload(['new-box.png']);
    expect((await latest()).details.pictures).toBe('new-box.png');
  });

  it('names a picture uploaded before names were kept by its id', async () => {
    const [row] = await t.app.db.insert(schema.productImages).values({ productId, fileKey: `products/${productId}/legacy.webp`, sortOrder: 99 }).returning();
    expect((await call('DELETE', `/products/${productId}/images/${row!.id}`)).statusCode).toBe(200);
    expect((await latest()).details.picture).toBe(`#${row!.id}`);
  });
});
