/**
 * Outgoing mail. With SMTP_URL set, mail goes through nodemailer; otherwise it is written to the
 * mail_outbox table (status 'logged') so a person running the portal locally can open the link.
 * The log line names the recipient and the outbox row, never the body: bodies carry tokens.
 * Mail that must not be lost with a request's answer (an order's copy) is written in that request's
 * own transaction (writeWithCommit): 'queued' with SMTP, delivered later by deliverQueued, which
 * claims each row once even with several API instances; 'logged' without SMTP.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { asc, eq, sql } from 'drizzle-orm';
import { schema, statement, type Database, type Transaction } from '@portal/db';
import type { AppConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** A mail with the id of its mail_outbox row, reserved by the statement before it (NEXT_OUTBOX_ID). */
export interface OutboxMail extends MailMessage {
  id: number;
}

/**
 * The id the next mail_outbox row takes, for a statement of the transaction to reserve and answer,
 * so that the row written with writeWithCommit (whose answer nobody waits for) is known by its id.
 */
export const NEXT_OUTBOX_ID = sql`nextval('mail_outbox_id_seq'::regclass)::int`;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Writes the mail's row in the caller's transaction, sent with its COMMIT (no round trip of its
   * own on PostgreSQL): it commits with the transaction's other writes or not at all. With SMTP
   * the row is 'queued', for deliverQueued once the transaction committed; without, 'logged'.
   */
  writeWithCommit(tx: Transaction, mail: OutboxMail): Promise<void>;
  /**
   * Once the transaction that wrote the mail committed, off the request's path: with SMTP it is
   * delivered with whatever else is queued; without SMTP it is logged, as send logs.
   */
  written(mail: OutboxMail): Promise<void>;
  /**
   * Delivers the queued rows of mail_outbox (a few at a time), marking each sent, logged or failed:
   * after a commit, and on a timer for the rows of a process that stopped before delivering them.
   * One delivery runs at a time; a call meanwhile adds one more pass and settles with it.
   */
  deliverQueued(): Promise<void>;
}

const QUEUED_BATCH = 20;

type Logged = { id: number; to: string; subject: string };

const writeStatement = statement<OutboxMail & { status: 'queued' | 'logged' }>(
  (p) => sql`insert into mail_outbox (id, "to", subject, text, status) overriding system value
    values (${p.id}::int, ${p.to}::text, ${p.subject}::text, ${p.text}::text, ${p.status}::text)`,
);

// Without SMTP a queued row (left by a process that ran with SMTP, or by an earlier release) is
// only marked logged: claimed and marked in one statement, a batch at a time, each row once even
// with several instances.
const logStatement = statement<{ batch: number }>(
  (p) => sql`update mail_outbox set status = 'logged'
    where id in (select id from mail_outbox where status = 'queued' order by id limit ${p.batch}::int for update skip locked)
    returning id, "to", subject`,
);

export function createMailer(config: AppConfig, db: Database, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const { mailOutbox } = schema;
  // One delivery at a time per mailer: a call while one runs asks for one more pass after it (so a
  // row queued meanwhile is not left for the next timer) and settles with that pass.
  let delivering: Promise<void> | null = null;
  let again = false;
  function deliverQueued(): Promise<void> {
    if (delivering) {
      again = true;
      return delivering;
    }
    delivering = (async () => {
      try {
        do {
          again = false;
          await deliverQueuedOnce();
        } while (again);
      } finally {
        delivering = null;
      }
    })();
    return delivering;
  }
  async function deliverQueuedOnce() {
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
  const writeWithCommit = (status: 'queued' | 'logged') => (tx: Transaction, mail: OutboxMail) => writeStatement.sendWithCommit(tx, { ...mail, status });
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
      writeWithCommit: writeWithCommit('queued'),
      written: deliverQueued,
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
    writeWithCommit: writeWithCommit('logged'),
    async written(mail) {
      logRows([mail]);
    },
    async send(message) {
      const [row] = await db.insert(schema.mailOutbox).values({ ...message, status: 'logged' }).returning({ id: schema.mailOutbox.id });
      log.info({ to: message.to, subject: message.subject, outboxId: row?.id }, 'mail written to mail_outbox (no SMTP configured)');
    },
  };
}
