import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@portal/contract/rules';
import { schema } from '@portal/db';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { createRoleUsers, type TestUser } from '../fixtures/users';
import { createProduct, createVendor } from '../fixtures/catalogue';

interface Part {
  field?: string;
  filename: string;
  type: string;
  data: Buffer;
}

function multipart(parts: Part[]) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'images'}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`));
    chunks.push(p.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } });

describe.each(databaseKinds())('product images on %s', (kind) => {
  let t: TestApp;
  let users: Record<Role, TestUser>;
  let productId: number;
  let otherProductId: number;
  let dataDir: string;
  let png: Buffer;
  let jpegWithExif: Buffer;

  const upload = (id: number, parts: Part[], role: Role = 'ADMIN') => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url: `/api/v1/products/${id}/images`, payload: body.payload, headers: { ...users[role].headers, ...body.headers } });
  };
  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...users.ADMIN.headers, ...headers }, ...(payload ? { payload } : {}) });

  /** The stored file keys of a product's pictures (originals and variants). */
  const storedUnder = async (id: number) =>
    (await t.app.db.select({ key: schema.storedFiles.key }).from(schema.storedFiles).where(like(schema.storedFiles.key, `products/${id}/%`)).orderBy(asc(schema.storedFiles.key))).map((r) => r.key);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-images-'));
    t = await createTestApp(kind, { dataDir });
    users = await createRoleUsers(t.app);
    const vendor = await createVendor(t.app);
    productId = (await createProduct(t.app, vendor.id)).id;
    otherProductId = (await createProduct(t.app, vendor.id)).id;
    png = await solid(3000, 1000).png().toBuffer();
    jpegWithExif = await solid(400, 300).jpeg().withExif({ IFD0: { Copyright: 'secret-location' } }).toBuffer();
  });
  afterAll(async () => t?.close());

  it('stores uploads re-encoded to WebP under server-made names, capped at 2000 px, metadata stripped', async () => {
    const res = await upload(productId, [
      { filename: 'wide.png', type: 'application/octet-stream', data: png },
      { filename: '../../evil.jpg', type: 'image/jpeg', data: jpegWithExif },
    ]);
    expect(res.statusCode).toBe(201);
    const { images, uploadCount } = res.json().data;
    expect(uploadCount).toBe(2);
    expect(images.map((i: { sortOrder: number }) => i.sortOrder)).toEqual([0, 1]);
    const files = await storedUnder(productId);
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(new RegExp(`^products/${productId}/[0-9a-f-]{36}\\.webp$`));
    const full = await call('GET', `/images/${images[0].id}/full`);
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2000 });
    const small = await sharp((await call('GET', `/images/${images[1].id}/full`)).rawPayload).metadata();
    expect(small.exif).toBeUndefined();
  });

  it('refuses a file that is not an image whatever its name and type, naming it, and stores nothing', async () => {
    const before = (await storedUnder(productId)).length;
    const res = await upload(productId, [
      { filename: 'ok.png', type: 'image/png', data: png },
      { filename: 'notes.png', type: 'image/png', data: Buffer.from('<svg onload="alert(1)"></svg>') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('notes.png');
    expect(await storedUnder(productId)).toHaveLength(before);
  });

  it('refuses a decompression bomb by its pixel count and a file over 10 MB with 413', async () => {
    const bomb = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    const res = await upload(productId, [{ filename: 'bomb.png', type: 'image/png', data: bomb }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/bomb\.png.*pixels/);
    const huge = Buffer.concat([png.subarray(0, 8), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const tooLarge = await upload(productId, [{ filename: 'huge.png', type: 'image/png', data: huge }]);
    expect(tooLarge.statusCode).toBe(413);
    // The limit travels as a figure an app words in its own language (decision 040).
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', data: { maxBytes: 10 * 1024 * 1024 } });
  });

  it('accepts an image of several megabytes (the 10 MB cap is per file, not the JSON body limit)', async () => {
    const noisy = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(noisy.length).toBeGreaterThan(3 * 1024 * 1024);
    const res = await upload(otherProductId, [{ filename: 'noisy.png', type: 'image/png', data: noisy }]);
    expect(res.statusCode, res.body).toBe(201);
    await call('DELETE', `/products/${otherProductId}/images/${res.json().data.images[0].id}`);
  });

  it('refuses more than 20 files in one upload with 413', async () => {
    const tiny = await solid(8, 8).png().toBuffer();
    const parts = Array.from({ length: 21 }, (_, i) => ({ filename: `t${i}.png`, type: 'image/png', data: tiny }));
    const res = await upload(productId, parts);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/At most 20 images/);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', data: { maxFiles: 20 } });
  });

  it('refuses uploads to unknown products, from shoppers, and without files', async () => {
    expect((await upload(999999, [{ filename: 'a.png', type: 'image/png', data: png }])).statusCode).toBe(404);
    expect((await upload(productId, [{ filename: 'a.png', type: 'image/png', data: png }], 'CHAPTER')).statusCode).toBe(403);
    expect((await upload(productId, [])).statusCode).toBe(400);
    expect((await call('GET', `/products/${productId}`)).statusCode).toBe(200);
  });

  it('serves variants as immutable WebP with nosniff and an ETag, answering 304 on a match', async () => {
    const [image] = (await call('GET', `/products/${productId}`)).json().data.images;
    const res = await t.app.inject({ method: 'GET', url: image.thumbUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(160);
    expect((await sharp((await t.app.inject({ method: 'GET', url: image.url })).rawPayload).metadata()).width).toBe(480);
    const again = await t.app.inject({ method: 'GET', url: image.thumbUrl, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/images/999999/card' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/images/${image.id}/huge` })).statusCode).toBe(400);
  });

  it('keeps a picture once served: later requests do not read its bytes from storage again', async () => {
    const [image] = (await call('GET', `/products/${productId}`)).json().data.images;
    const first = await t.app.inject({ method: 'GET', url: image.url });
    expect(first.statusCode).toBe(200);
    // Its stored files name their content, so the bytes kept are the bytes stored: take the files
    // (the card and the original it is made from) away.
    const card = (await storedUnder(productId)).filter((key) => key.endsWith('.card.webp'));
    expect(card.length).toBeGreaterThan(0);
    const files = card.flatMap((key) => [key, key.replace(/\.card\.webp$/, '.webp')]);
    await t.app.db.delete(schema.storedFiles).where(inArray(schema.storedFiles.key, files));
    const again = await t.app.inject({ method: 'GET', url: image.url });
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
  });

  it('reorders only images of the product, and edits alt text keeping the URL (the picture is the same)', async () => {
    const images = (await call('GET', `/products/${productId}`)).json().data.images;
    const foreign = (await upload(otherProductId, [{ filename: 'o.png', type: 'image/png', data: png }])).json().data.images[0];
    const bad = await call('PATCH', `/products/${productId}/images/reorder`, { imageOrder: [{ id: foreign.id, sortOrder: 0 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('imageOrder');
    expect((await call('PATCH', `/products/${productId}/images/reorder`, { imageOrder: [{ id: images[0].id, sortOrder: -1 }] })).statusCode).toBe(400);
    const ok = await call('PATCH', `/products/${productId}/images/reorder`, { imageOrder: [{ id: images[0].id, sortOrder: 5 }, { id: images[1].id, sortOrder: 1 }] });
    expect(ok.json().data.images.map((i: { id: number }) => i.id)).toEqual([images[1].id, images[0].id]);
    const edited = await call('PUT', `/products/${productId}/images/${images[0].id}`, { altText: ' Front view ', isActive: false });
    expect(edited.json().data).toMatchObject({ altText: 'Front view', isActive: false });
    expect(edited.json().data.url).toBe(images[0].url);
    expect((await call('PUT', `/products/${otherProductId}/images/${images[0].id}`, { altText: 'x' })).statusCode).toBe(404);
    const shopperView = (await t.app.inject({ method: 'GET', url: `/api/v1/products/${productId}`, headers: users.USER.headers })).json().data.images;
    expect(shopperView.map((i: { id: number }) => i.id)).toEqual([images[1].id]);
  });

  it('deletes an image with its files, and a product with its folder', async () => {
    const [image] = (await call('GET', `/products/${otherProductId}`)).json().data.images;
    await t.app.inject({ method: 'GET', url: image.thumbUrl });
    expect(await storedUnder(otherProductId)).toHaveLength(2);
    expect((await call('DELETE', `/products/${otherProductId}/images/${image.id}`)).statusCode).toBe(200);
    expect(await storedUnder(otherProductId)).toEqual([]);
    // Its thumbnail was served (and kept) before: a deleted image is gone all the same.
    expect((await t.app.inject({ method: 'GET', url: image.thumbUrl })).statusCode).toBe(404);
    expect((await call('DELETE', `/products/${otherProductId}/images/${image.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/products/${productId}`)).statusCode).toBe(200);
    expect(await storedUnder(productId)).toEqual([]);
  });
});
