import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@portal/db';
import { fingerprintOf, purgeIdempotency } from '@portal/api/lib/idempotency';
import { createMailer } from '@portal/api/lib/mailer';
import { placeOrder } from '@portal/api/modules/orders/place-order.service';
import type { PlaceOrderInput } from '@portal/contract/orders';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { countOrders, createEvent, createProduct, createVendor, orderBody, postOrder, shopScene } from '../fixtures/orders';
import { createChapter, createUser, type TestUser } from '../fixtures/users';

const DAY = 86_400_000;

describe.each(databaseKinds())('POST /orders refusals on %s', (kind) => {
  let t: TestApp;
  let shopper: TestUser;
  let scene: Awaited<ReturnType<typeof shopScene>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    shopper = await createUser(t.app, 'USER');
    scene = await shopScene(t.app, shopper, [1000, 2000]);
  });
  afterAll(async () => t?.close());

  async function refused(body: ReturnType<typeof orderBody>) {
    const before = await countOrders(t.app);
    const res = await postOrder(t.app, shopper, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(await countOrders(t.app)).toBe(before);
    return res.json();
  }

  it('lists every failing line and writes no order at all', async () => {
    const inactive = await createProduct(t.app, scene.vendor.id, { isActive: false });
    const closedVendor = await createVendor(t.app, { isActive: false });
    const ofClosedVendor = await createProduct(t.app, closedVendor.id);
    const body = orderBody(scene.event.id, [
      { productId: scene.products[0]!.id, quantity: 1 },
      { productId: inactive.id, quantity: 1 },
      { productId: ofClosedVendor.id, quantity: 2 },
      { productId: 999_999, quantity: 1 },
    ]);
    const res = await refused(body);
    expect(res.code).toBe('ORDER_REFUSED');
    expect(res.data.reasons).toEqual([
      expect.objectContaining({ productId: inactive.id, code: 'PRODUCT_INACTIVE', data: { name: inactive.name } }),
      expect.objectContaining({ productId: ofClosedVendor.id, code: 'VENDOR_INACTIVE', data: { name: ofClosedVendor.name } }),
      expect.objectContaining({ productId: 999_999, code: 'PRODUCT_NOT_FOUND' }),
    ]);
  });

  it.each([
    ['of another chapter', async (app: TestApp['app']) => createEvent(app, (await createChapter(app)).id)],
    ['that is inactive', async (app: TestApp['app'], chapterId: number) => createEvent(app, chapterId, { isActive: false })],
    ['that ended before the order was placed', async (app: TestApp['app'], chapterId: number) =>
      createEvent(app, chapterId, { startDate: new Date(Date.now() - 9 * DAY), endDate: new Date(Date.now() - 2 * DAY) })],
  ])('refuses an event %s', async (_label, make) => {
    const event = await make(t.app, shopper.chapterId!);
    const res = await refused(orderBody(event.id, [{ productId: scene.products[0]!.id, quantity: 1 }]));
    expect(res.data.reasons).toEqual([expect.objectContaining({ eventId: event.id, code: 'EVENT_NOT_AVAILABLE' })]);
  });

  it('refuses a shopper with no chapter', async () => {
    const loner = await createUser(t.app, 'USER', { chapterId: null });
    const res = await postOrder(t.app, loner, orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }]));
    expect(res.statusCode).toBe(422);
    expect(res.json().data.reasons.map((r: { code: string }) => r.code)).toContain('NO_CHAPTER');
  });

  it('refuses changed prices with PRICE_CHANGED and the changed lines, then accepts the confirmed prices under the same key', async () => {
    const [a, b] = scene.products;
    const body = orderBody(scene.event.id, [
      { productId: a!.id, quantity: 1, seenUnitPrice: 900 },
      { productId: b!.id, quantity: 1, seenUnitPrice: 2000 },
    ]);
    const res = await refused(body);
    expect(res.code).toBe('PRICE_CHANGED');
    expect(res.data.changedLines).toEqual([{ productId: a!.id, seenUnitPrice: 900, unitPrice: 1000 }]);
    const confirmed = { ...body, items: [{ productId: a!.id, quantity: 1, seenUnitPrice: 1000 }, body.items[1]!] };
    const ok = await postOrder(t.app, shopper, confirmed);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.subtotal).toBe(3000);
  });

  it('refuses quantities off the case pack and vendors under their minimum, naming the product and the vendor', async () => {
    const vendor = await createVendor(t.app, { name: 'Minimum Foods', minOrderCents: 10_000 });
    const cased = await createProduct(t.app, vendor.id, { name: 'Cased Cola', price: 1000, packSize: 6 });
    const res = await refused(orderBody(scene.event.id, [{ productId: cased.id, quantity: 4 }]));
    expect(res.code).toBe('ORDER_REFUSED');
    expect(res.data.reasons).toEqual([
      {
        productId: cased.id,
        code: 'PACK_SIZE',
        message: 'Cased Cola is sold in packs of 6: order a multiple of 6 (for example 6)',
        data: { name: 'Cased Cola', packSize: 6, nextValid: 6 },
      },
      {
        vendorId: vendor.id,
        code: 'VENDOR_MINIMUM',
        message: 'Minimum Foods has a minimum order of $100.00: add $60.00 more from this vendor',
        data: { vendor: 'Minimum Foods', minOrderCents: 10_000, missingCents: 6_000 },
      },
    ]);
    const ok = await postOrder(t.app, shopper, orderBody(scene.event.id, [{ productId: cased.id, quantity: 12 }]));
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it.each([
    ['a zero quantity', { quantity: 0 }],
    ['a quantity above 10000', { quantity: 10_001 }],
    ['a fractional quantity', { quantity: 1.5 }],
  ])('rejects %s with 400', async (_label, line) => {
    const res = await postOrder(t.app, shopper, orderBody(scene.event.id, [{ productId: scene.products[0]!.id, ...line }]));
    expect(res.statusCode).toBe(400);
  });

  it('rejects a product listed twice and an empty order with 400', async () => {
    const id = scene.products[0]!.id;
    expect((await postOrder(t.app, shopper, orderBody(scene.event.id, [{ productId: id, quantity: 1 }, { productId: id, quantity: 2 }]))).statusCode).toBe(400);
    expect((await postOrder(t.app, shopper, orderBody(scene.event.id, []))).statusCode).toBe(400);
  });
});

describe.each(databaseKinds())('POST /orders after a crash on %s', (kind) => {
  let t: TestApp;
  let shopper: TestUser;
  let scene: Awaited<ReturnType<typeof shopScene>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    shopper = await createUser(t.app, 'CHAPTER');
    scene = await shopScene(t.app, shopper, [1234]);
  });
  afterAll(async () => t?.close());

  it('replays the committed order when the reply was lost between commit and response', async () => {
    const body = orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 2 }]);
    // The service commits; its answer never reaches the device.
    const lost = await placeOrder(t.app.db, shopper, body as PlaceOrderInput, body.clientOrderId, createMailer(t.app.config, t.app.db, t.app.log).writeWithCommit);
    const res = await postOrder(t.app, shopper, body);
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBe('true');
    expect(res.json()).toEqual(JSON.parse(lost.json));
  });

  it('answers 422 for a different body and 409 for the same body while the first request is still running', async () => {
    const body = orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }]);
    await t.app.db.insert(schema.idempotencyRecords).values({ userId: shopper.id, key: body.clientOrderId, fingerprint: 'x' });
    const res = await postOrder(t.app, shopper, body);
    expect(res.statusCode).toBe(422);
    const key = randomUUID();
    const same = { ...body, clientOrderId: key };
    await t.app.db.insert(schema.idempotencyRecords).values({ userId: shopper.id, key, fingerprint: fingerprintOf(same) });
    const busy = await postOrder(t.app, shopper, same);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('This order is already being processed');
  });

  it('answers 409 at once to the same key while the first request still holds it, and the order afterwards', async () => {
    const body = orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 3 }]);
    let busy: Awaited<ReturnType<typeof postOrder>> | undefined;
    // Hold the key's lock as a running request would (PGlite runs one transaction at a time, so
    // this can only be seen on PostgreSQL; there the 50 parallel submissions test covers it too).
    if (kind === 'postgres') {
      await t.app.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${shopper.id}::int, hashtext(${body.clientOrderId}))`);
        busy = await postOrder(t.app, shopper, body);
      });
      expect(busy!.statusCode).toBe(409);
      expect(busy!.json().message).toBe('This order is already being processed');
    }
    const res = await postOrder(t.app, shopper, body);
    expect(res.statusCode, res.body).toBe(201);
    expect((await postOrder(t.app, shopper, body)).headers['idempotent-replayed']).toBe('true');
  });

  it('leaves no record behind a refused order, so the same key goes through once the cart is fixed', async () => {
    const product = scene.products[0]!;
    const body = orderBody(scene.event.id, [{ productId: product.id, quantity: 1, seenUnitPrice: product.price + 1 }]);
    const refused = await postOrder(t.app, shopper, body);
    expect(refused.statusCode).toBe(422);
    const records = await t.app.db.select().from(schema.idempotencyRecords).where(eq(schema.idempotencyRecords.key, body.clientOrderId));
    expect(records).toEqual([]);
    const fixed = { ...body, items: [{ productId: product.id, quantity: 1, seenUnitPrice: product.price }] };
    expect((await postOrder(t.app, shopper, fixed)).statusCode).toBe(201);
  });
});

describe.each(databaseKinds())('idempotency retention on %s', (kind) => {
  let t: TestApp;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    shopper = await createUser(t.app, 'USER');
  });
  afterAll(async () => t?.close());

  it('forgets answers older than the retention period and keeps newer ones', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    await t.app.db.insert(schema.idempotencyRecords).values([
      { userId: shopper.id, key: old, fingerprint: 'f', state: 'done', createdAt: sql`now() - interval '31 days'` },
      { userId: shopper.id, key: recent, fingerprint: 'f', state: 'done', createdAt: sql`now() - interval '29 days'` },
    ]);
    expect(await purgeIdempotency(t.app.db, 30)).toBe(1);
    const left = await t.app.db.select({ key: schema.idempotencyRecords.key }).from(schema.idempotencyRecords);
    expect(left.map((r) => r.key)).toEqual([recent]);
  });
});
