import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { createTestApp, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { orderBody, postOrder, shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';
import { waitFor } from '../fixtures/wait-for';

describe.each(databaseKinds())('the buyer\'s mailed copy of an accepted order on %s', (kind) => {
  let t: TestApp;
  let shopper: TestUser;
  let scene: Awaited<ReturnType<typeof shopScene>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    shopper = await createUser(t.app, 'USER', { firstName: 'Jordan', lastName: 'Lee' });
    scene = await shopScene(t.app, shopper, [1250, 400]);
    await t.app.db.update(schema.products).set({ packSize: 6 }).where(eq(schema.products.id, scene.products[1]!.id));
  });
  afterAll(async () => t?.close());

  const mailsTo = (to: string) => t.app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to));

  it('is queued after the answer and written with chapter, buyer, event, ship-to, PO, lines with SKU and pack, subtotals and totals, once', async () => {
    const body = orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 2 }, { productId: scene.products[1]!.id, quantity: 12 }], { poNumber: 'PO-77', notes: 'Booth 14B' });
    const res = await postOrder(t.app, shopper, body);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    await waitFor(async () => (await mailsTo(shopper.email)).some((m) => m.status === 'logged'), { message: () => 'no copy was delivered' });
    const [mail] = await mailsTo(shopper.email);
    expect(mail!.subject).toBe(`Your order ${order.orderNumber} was received`);
    const [chapter] = await t.app.db.select().from(schema.chapters).where(eq(schema.chapters.id, shopper.chapterId!));
    for (const part of [
      `Order ${order.orderNumber}`,
      'Status: PENDING',
      `Chapter: ${chapter!.name}`,
      `Buyer: Jordan Lee <${shopper.email}>`,
      `Event: ${scene.event.name}`,
      `Ship to: ${chapter!.address}, ${chapter!.city}, ${chapter!.state} ${chapter!.zipCode}`,
      'PO number: PO-77',
      'Notes: Booth 14B',
      `2 x ${scene.products[0]!.name} [${scene.products[0]!.sku}] @ $12.50 = $25.00`,
      `12 x ${scene.products[1]!.name} [${scene.products[1]!.sku}] (pack of 6) @ $4.00 = $48.00`,
      'Vendor subtotal: $73.00',
      'Subtotal: $73.00',
      'Tax: $5.84',
      `Total: ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(order.total / 100)}`,
    ]) {
      expect(mail!.text).toContain(part);
    }
    // A replay of the same order answers the stored order and queues no second copy.
    const replay = await postOrder(t.app, shopper, body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(await mailsTo(shopper.email)).toHaveLength(1);
  });

  it('logs, without SMTP, a copy left queued by a process that stopped before delivering it, with the next order\'s copy', async () => {
    const [left] = await t.app.db.insert(schema.mailOutbox).values({ to: 'left@behind.test', subject: 'Your order ORD-000001 was received', text: 'left behind', status: 'queued' }).returning();
    const res = await postOrder(t.app, shopper, orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }]));
    expect(res.statusCode, res.body).toBe(201);
    const subject = `Your order ${res.json().data.orderNumber} was received`;
    await waitFor(async () => (await mailsTo(shopper.email)).some((m) => m.subject === subject && m.status === 'logged'), { message: () => 'the copy was not logged' });
    await waitFor(async () => (await mailsTo('left@behind.test'))[0]?.status === 'logged', { message: () => 'the queued copy was left queued' });
    expect((await mailsTo('left@behind.test')).map((m) => m.id)).toEqual([left!.id]);
  });

  it('reads the chapter\'s ship-to address and each line\'s pack with one order', async () => {
    const res = await postOrder(t.app, shopper, orderBody(scene.event.id, [{ productId: scene.products[1]!.id, quantity: 6 }]));
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${res.json().data.id}`, headers: shopper.headers });
    expect(read.json().data.chapter).toMatchObject({ address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '73301' });
    expect(read.json().data.items[0]).toMatchObject({ quantity: 6, packSize: 6 });
  });
});
