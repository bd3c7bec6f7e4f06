/**
 * Outgoing mail. With SMTP_URL set, mail goes through nodemailer; otherwise it is written to the
 * mail_outbox table (status 'logged') so a person running the portal locally can open the link.
 * The log line names the recipient and the outbox row, never the body: bodies carry tokens.
 * Mail that must not hold up a request (an order's copy) is written 'queued' and delivered later
 * by deliverQueued, which claims each row once even with several API instances.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { schema, statement, type Database } from '@portal/db';
import type { AppConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Mail that must not hold up a request (an order's copy), called once its answer has gone: with
   * SMTP it is queued, then delivered with whatever else is queued; without SMTP it is written
   * logged at once, in the same statement that logs the queued rows left behind (by a process
   * that stopped between queueing and delivering).
   */
  sendLater(message: MailMessage): Promise<void>;
  /** Delivers the queued rows of mail_outbox (a few at a time), marking each sent, logged or failed. */
  deliverQueued(): Promise<void>;
}

const QUEUED_BATCH = 20;

type Logged = { id: number; to: string; subject: string };

const queueStatement = statement<MailMessage>(
  (p) => sql`insert into mail_outbox ("to", subject, text, status) values (${p.to}::text, ${p.subject}::text, ${p.text}::text, 'queued')`,
);

// Without SMTP a queued row is only marked logged: claimed and marked in one statement, a batch
// at a time, each row once even with several instances.
const claimQueued = (batch: SQL) => sql`update mail_outbox set status = 'logged'
    where id in (select id from mail_outbox where status = 'queued' order by id limit ${batch} for update skip locked)
    returning id, "to", subject`;
const logStatement = statement<{ batch: number }>((p) => claimQueued(sql`${p.batch}::int`));
const logNowStatement = statement<MailMessage & { batch: number }>(
  (p) => sql`with written as (insert into mail_outbox ("to", subject, text, status) values (${p.to}::text, ${p.subject}::text, ${p.text}::text, 'logged') returning id, "to", subject),
    left_behind as (${claimQueued(sql`${p.batch}::int`)})
    select id, "to", subject, false as left from written union all select id, "to", subject, true as left from left_behind`,
);

export function createMailer(config: AppConfig, db: Database, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const { mailOutbox } = schema;
  async function deliverQueued() {
    if (!transport) return logQueued();
    for (;;) {
      const delivered = await db.transaction(async (tx) => {
        const rows = await tx.select().from(mailOutbox).where(eq(mailOutbox.status, 'queued')).orderBy(asc(mailOutbox.id)).limit(QUEUED_BATCH).for('update', { skipLocked: true });
        for (const row of rows) {
          try {
            await transport.sendMail({ from: config.mailFrom, to: row.to, subject: row.subject, text: row.text });
            await tx.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
          } catch (err) {
            log.error({ to: row.to, err: (err as Error).message }, 'mail could not be sent');
            await tx.update(mailOutbox).set({ status: 'failed', error: (err as Error).message }).where(eq(mailOutbox.id, row.id));
          }
        }
        return rows.length;
      });
      if (delivered < QUEUED_BATCH) return;
    }
  }
  const logRows = (rows: Logged[]) => {
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      log.info({ to: row.to, subject: row.subject, outboxId: row.id }, 'mail written to mail_outbox (no SMTP configured)');
    }
  };
  async function logQueued() {
    for (;;) {
      const rows = await logStatement.rows<Logged>(db, { batch: QUEUED_BATCH });
      logRows(rows);
      if (rows.length < QUEUED_BATCH) return;
    }
  }
  if (transport) {
    return {
      deliverQueued,
      async sendLater(message) {
        await queueStatement.rows(db, message);
        await deliverQueued();
      },
      async send(message) {
        try {
          await transport.sendMail({ from: config.mailFrom, ...message });
          await db.insert(schema.mailOutbox).values({ ...message, text: '[sent by SMTP]', status: 'sent', sentAt: new Date() });
        } catch (err) {
          log.error({ to: message.to, err: (err as Error).message }, 'mail could not be sent');
          await db.insert(schema.mailOutbox).values({ ...message, status: 'failed', error: (err as Error).message });
        }
      },
    };
  }
  return {
    deliverQueued,
    async sendLater(message) {
      const rows = await logNowStatement.rows<Logged & { left: boolean }>(db, { ...message, batch: QUEUED_BATCH });
      logRows(rows);
      if (rows.filter((row) => row.left).length === QUEUED_BATCH) await logQueued();
    },
    async send(message) {
      const [row] = await db.insert(schema.mailOutbox).values({ ...message, status: 'logged' }).returning({ id: schema.mailOutbox.id });
      log.info({ to: message.to, subject: message.subject, outboxId: row?.id }, 'mail written to mail_outbox (no SMTP configured)');
    },
  };
}
