import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@portal/api';
import { schema } from '@portal/db';
import { createTestApp, RELAXED_LIMITS, type TestApp } from '../fixtures/app';
import { databaseKinds } from '../fixtures/db';
import { orderBody, postOrder, shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';
import { startSmtpServer, type SmtpServer } from '../fixtures/smtp-server';
import { waitFor } from '../fixtures/wait-for';

// Transactions are where the engines differ (the copy goes out with COMMIT on PostgreSQL, at once
// on PGlite): the file runs on both.
describe.each(databaseKinds('both'))('the buyer\'s mailed copy of an accepted order on %s', (kind) => {
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

  it('is written with chapter, buyer, event, ship-to, PO, lines with SKU and pack, subtotals and totals, once', async () => {
    const body = orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 2 }, { productId: scene.products[1]!.id, quantity: 12 }], { poNumber: 'PO-77', notes: 'Booth 14B' });
    const res = await postOrder(t.app, shopper, body);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    // Written with the order, before its answer: no wait.
    const [mail] = await mailsTo(shopper.email);
    expect(mail!.status).toBe('logged');
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

  it('commits with the order: an order cannot commit without its copy, and an order rolled back leaves no copy', async () => {
    // Checked at COMMIT, so a copy written after the order's transaction (or never) fails the order.
    await t.app.db.execute(sql`create function order_has_copy() returns trigger language plpgsql as $$ begin
        if not exists (select 1 from mail_outbox where subject = 'Your order ' || new.order_number || ' was received') then
          raise exception 'order % committed without its copy', new.order_number;
        end if;
        return null;
      end $$`);
    await t.app.db.execute(sql`create constraint trigger order_has_copy after insert on orders deferrable initially deferred for each row execute function order_has_copy()`);
    // The order's transaction fails at its last statement, the order's idempotency record.
    await t.app.db.execute(sql`create function refuse_record() returns trigger language plpgsql as $$ begin
        if new.key = 'aaaaaaaa-0000-4000-8000-000000000053' then raise exception 'the record cannot be written'; end if;
        return new;
      end $$`);
    await t.app.db.execute(sql`create trigger refuse_record before insert on idempotency_records for each row execute function refuse_record()`);
    try {
      const res = await postOrder(t.app, shopper, orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 3 }]));
      expect(res.statusCode, res.body).toBe(201);
      const copies = await t.app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.subject, `Your order ${res.json().data.orderNumber} was received`));
      expect(copies.map((m) => [m.to, m.status])).toEqual([[shopper.email, 'logged']]);

      const mailsBefore = await t.app.db.$count(schema.mailOutbox);
      const ordersBefore = await t.app.db.$count(schema.orders);
      const rolledBack = await postOrder(t.app, shopper, orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 4 }], { clientOrderId: 'aaaaaaaa-0000-4000-8000-000000000053' }));
      expect([rolledBack.statusCode, rolledBack.json().code]).toEqual([500, 'INTERNAL']);
      expect(await t.app.db.$count(schema.orders)).toBe(ordersBefore);
      expect(await t.app.db.$count(schema.mailOutbox)).toBe(mailsBefore);
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_record on idempotency_records`);
      await t.app.db.execute(sql`drop function refuse_record`);
      await t.app.db.execute(sql`drop trigger order_has_copy on orders`);
      await t.app.db.execute(sql`drop function order_has_copy`);
    }
  });

  it('logs, without SMTP, a copy left queued by a process that stopped before delivering it, when an instance starts', async () => {
    const [left] = await t.app.db.insert(schema.mailOutbox).values({ to: 'left@behind.test', subject: 'Your order ORD-000001 was received', text: 'left behind', status: 'queued' }).returning();
    const next = await buildApp({
      db: t.database,
      logger: false,
      closeDatabase: false,
      config: { jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789', dataDir: `/tmp/portal-test-${process.pid}`, rateLimits: RELAXED_LIMITS },
    });
    try {
      await next.ready();
      await waitFor(async () => (await mailsTo('left@behind.test'))[0]?.status === 'logged', { message: () => 'the queued copy was left queued' });
      expect((await mailsTo('left@behind.test')).map((m) => m.id)).toEqual([left!.id]);
    } finally {
      await next.close();
    }
  });

  it('reads the chapter\'s ship-to address and each line\'s pack with one order', async () => {
    const res = await postOrder(t.app, shopper, orderBody(scene.event.id, [{ productId: scene.products[1]!.id, quantity: 6 }]));
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${res.json().data.id}`, headers: shopper.headers });
    expect(read.json().data.chapter).toMatchObject({ address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '73301' });
    expect(read.json().data.items[0]).toMatchObject({ quantity: 6, packSize: 6 });
  });
});

describe('the buyer\'s copy with SMTP configured', () => {
  let t: TestApp;
  let smtp: SmtpServer;
  let shopper: TestUser;
  let scene: Awaited<ReturnType<typeof shopScene>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(databaseKinds()[0]!, { smtpUrl: smtp.url });
    shopper = await createUser(t.app, 'USER');
    scene = await shopScene(t.app, shopper, [1250]);
  });
  afterAll(async () => {
    // The server first: a delivery waiting on it ends at once, and the app's close waits for it.
    await smtp?.close();
    await t?.close();
  });

  it('is queued with the order, delivered through the server after the answer, and a replay queues none', async () => {
    const body = orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 2 }]);
    const res = await postOrder(t.app, shopper, body);
    expect(res.statusCode, res.body).toBe(201);
    const { orderNumber } = res.json().data;
    const subject = `Your order ${orderNumber} was received`;
    const copies = () => t.app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.subject, subject));
    expect(await copies()).toHaveLength(1);
    await waitFor(async () => (await copies())[0]?.status === 'sent', { message: () => 'the queued copy was never delivered' });
    const delivered = smtp.received.filter((m) => m.data.includes(`Order ${orderNumber}`));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.to).toEqual([`<${shopper.email}>`]);
    const replay = await postOrder(t.app, shopper, body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await copies()).toHaveLength(1);
    expect(smtp.received.filter((m) => m.data.includes(`Order ${orderNumber}`))).toHaveLength(1);
  });

  it('is kept queued for a later try while the server asks to try later', async () => {
    smtp.answerRecipients('451 4.3.0 Try again later');
    const res = await postOrder(t.app, shopper, orderBody(scene.event.id, [{ productId: scene.products[0]!.id, quantity: 3 }]));
    expect(res.statusCode, res.body).toBe(201);
    const subject = `Your order ${res.json().data.orderNumber} was received`;
    const copies = () => t.app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.subject, subject));
    await waitFor(async () => (await copies())[0]?.attempts === 1, { message: () => 'the copy was never tried' });
    expect((await copies())[0]).toMatchObject({ status: 'queued', error: expect.stringMatching(/451/) });
    smtp.answerRecipients('250 OK');
  });
});
