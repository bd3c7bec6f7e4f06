/**
 * Mail through SMTP (decision 055): queued, handed to the server outside any transaction within
 * bounded timeouts, marked sent with its body dropped, tried again later when the failure may pass,
 * given up when the server refuses for good, and delivered once with several instances.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@portal/db';
import { createMailer, MAIL_MAX_ATTEMPTS, retryDelayMs } from '@portal/api/lib/mailer';
import type { AppConfig } from '@portal/api/config';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../fixtures/db';
import { startSmtpServer, type SmtpServer } from '../fixtures/smtp-server';

const quiet = () => undefined;
const silent = { level: 'silent', info: quiet, warn: quiet, error: quiet, debug: quiet, trace: quiet, fatal: quiet, silent: quiet, child: () => silent } as unknown as FastifyBaseLogger;

// Claiming rows is where the engines differ (FOR UPDATE SKIP LOCKED, intervals): on both.
describe.each(databaseKinds('both'))('mail through SMTP on %s', (kind) => {
  let db: TestDatabase;
  let smtp: SmtpServer;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await db?.dispose();
  });
  afterEach(async () => {
    smtp.answerRecipients('250 OK');
    smtp.greet(true);
    smtp.received.length = 0;
    await db.db.delete(schema.mailOutbox);
  });

  const config = (smtpUrl = smtp.url) => ({ smtpUrl, mailFrom: 'portal@test.local' }) as AppConfig;
  const rows = () => db.db.select().from(schema.mailOutbox).orderBy(schema.mailOutbox.id);
  const message = (n: number) => ({ to: `buyer${n}@test.local`, subject: `Copy ${n}`, text: `Order ${n}: reset link token-${n}` });
  /** Mail n sent while the server answers RCPT with `answer`, once its delivery has settled. */
  const sendWhileServerAnswers = async (answer: string, n: number) => {
    smtp.answerRecipients(answer);
    const mailer = createMailer(config(), db.db, silent);
    await mailer.send(message(n));
    await mailer.idle();
    return mailer;
  };

  it('queues a mail, delivers it after the answer, marks it sent and keeps no body', async () => {
    await sendWhileServerAnswers('250 OK', 1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['<buyer1@test.local>']);
    expect(smtp.received[0]!.data).toContain('Order 1: reset link token-1');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', text: '[sent by SMTP]', attempts: 0, error: null, claimedAt: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('queues a mail again for later when the server asks to try later, and sends it once it is due', async () => {
    const mailer = await sendWhileServerAnswers('451 4.3.0 Try again later', 2);
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 1, claimedAt: null, text: message(2).text });
    expect(row!.error).toMatch(/451/);
    const wait = row!.nextAttemptAt!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(retryDelayMs(1) - 15_000);
    expect(wait).toBeLessThanOrEqual(retryDelayMs(1));

    // Not due yet: another pass leaves it alone.
    smtp.answerRecipients('250 OK');
    await mailer.deliverQueued();
    expect(smtp.received).toHaveLength(0);
    expect((await rows())[0]!.status).toBe('queued');

    // Due: sent.
    await db.db.update(schema.mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    await mailer.deliverQueued();
    expect(smtp.received).toHaveLength(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
  });

  it('gives a mail up at once when the server refuses it for good, and after the last try otherwise', async () => {
    const mailer = await sendWhileServerAnswers('550 5.1.1 No such user', 3);
    const [refused] = await rows();
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused!.error).toMatch(/550/);

    smtp.answerRecipients('451 4.3.0 Try again later');
    await db.db.insert(schema.mailOutbox).values({ ...message(4), status: 'queued', attempts: MAIL_MAX_ATTEMPTS - 1 });
    await mailer.deliverQueued();
    const last = (await rows()).find((r) => r.to === message(4).to)!;
    expect(last).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
  });

  it('answers a send at once and waits for a silent server only as long as its timeout', async () => {
    smtp.greet(false);
    const mailer = createMailer(config(`${smtp.url}/?greetingTimeout=300`), db.db, silent);
    const started = performance.now();
    await mailer.send(message(5));
    // The caller's answer does not wait for the server: the row is written, the delivery runs on.
    expect(performance.now() - started).toBeLessThan(300);
    await mailer.idle();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.error).toMatch(/greeting|timeout/i);
  });

  it('takes again a mail left sending by a process that stopped, not one another process is sending', async () => {
    await db.db.insert(schema.mailOutbox).values([
      { ...message(6), status: 'sending', claimedAt: sql`now() - interval '11 minutes'` },
      { ...message(7), status: 'sending', claimedAt: sql`now() - interval '1 minute'` },
    ]);
    const mailer = createMailer(config(), db.db, silent);
    await mailer.deliverQueued();
    expect(smtp.received.map((m) => m.to[0])).toEqual(['<buyer6@test.local>']);
    const byTo = new Map((await rows()).map((r) => [r.to, r.status]));
    expect(byTo.get(message(6).to)).toBe('sent');
    expect(byTo.get(message(7).to)).toBe('sending');
  });

  it('delivers each queued mail once when several instances deliver at the same time', async () => {
    await db.db.insert(schema.mailOutbox).values(Array.from({ length: 45 }, (_, i) => ({ ...message(100 + i), status: 'queued' as const })));
    const instances = [createMailer(config(), db.db, silent), createMailer(config(), db.db, silent), createMailer(config(), db.db, silent)];
    await Promise.all(instances.map((m) => m.deliverQueued()));
    expect(smtp.received).toHaveLength(45);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(45);
    expect((await rows()).every((r) => r.status === 'sent')).toBe(true);
  });

  it('logs, without SMTP, the mail left queued or sending by a process that ran with it', async () => {
    await db.db.insert(schema.mailOutbox).values([
      { ...message(8), status: 'queued', attempts: 2, nextAttemptAt: sql`now() + interval '1 hour'` },
      { ...message(9), status: 'sending', claimedAt: sql`now() - interval '11 minutes'` },
    ]);
    await createMailer({ mailFrom: 'portal@test.local' } as AppConfig, db.db, silent).deliverQueued();
    expect((await rows()).map((r) => r.status)).toEqual(['logged', 'logged']);
    expect(smtp.received).toHaveLength(0);
    const [first] = await db.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, message(8).to));
    expect(first!.text).toBe(message(8).text);
  });
});
