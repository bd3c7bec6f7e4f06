/**
 * Outgoing mail. With SMTP_URL set, every mail is written to the mail_outbox table 'queued' and
 * delivered off the request's path (decision 052): a delivery takes a few rows at a time ('sending',
 * in a statement of its own, each row once even with several API instances), hands each to the SMTP
 * server outside any transaction and within bounded timeouts, then marks it 'sent' and drops its
 * body (bodies carry tokens), or queues it again for a later try when the failure may pass (the
 * server down or busy, a 4xx refusal), or marks it 'failed' (a 5xx refusal, or too many tries).
 * Without SMTP_URL it is written 'logged' so a person running the portal locally can open the link.
 * The log line names the recipient and the outbox row, never the body.
 * Mail that must not be lost with a request's answer (an order's copy) is written in that request's
 * own transaction (writeWithCommit).
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
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
   * Delivers the queued rows of mail_outbox that are due (a few at a time) and those left
   * 'sending' by a process that stopped: after a commit, after a send, and on a timer for retries.
   * One delivery runs at a time; a call meanwhile adds one more pass and settles with it.
   */
  deliverQueued(): Promise<void>;
  /** Settles when no delivery runs: for the app's close, so nothing writes to a closed database. */
  idle(): Promise<void>;
}

const QUEUED_BATCH = 20;
/** Tries before a mail is given up as failed (about four hours of waits in all, see retryDelayMs). */
export const MAIL_MAX_ATTEMPTS = 8;
/** A row 'sending' for longer than this belongs to a process that stopped while sending it. */
const SENDING_LEASE = '10 minutes';
/**
 * The SMTP server's answer is waited for within these (nodemailer's own defaults are two and ten
 * minutes); a SMTP_URL that names them itself keeps its own.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The wait before the next try after `attempts` failed ones: one minute, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

type Logged = { id: number; to: string; subject: string };
type Claimed = Logged & { text: string; attempts: number };

const writeStatement = statement<OutboxMail & { status: 'queued' | 'logged' }>(
  (p) => sql`insert into mail_outbox (id, "to", subject, text, status) overriding system value
    values (${p.id}::int, ${p.to}::text, ${p.subject}::text, ${p.text}::text, ${p.status}::text)`,
);

// A row left 'sending' past the lease, by a process that stopped while sending it.
const leftSending = sql`(status = 'sending' and claimed_at < now() - ${SENDING_LEASE}::interval)`;

// The rows a delivery may take: queued and due, or left sending. Taken and marked in one
// statement, a batch at a time, each row once even with several instances.
const due = sql`(status = 'queued' and (next_attempt_at is null or next_attempt_at <= now())) or ${leftSending}`;

const claimStatement = statement<{ batch: number }>(
  (p) => sql`update mail_outbox set status = 'sending', claimed_at = now()
    where id in (select id from mail_outbox where ${due} order by id limit ${p.batch}::int for update skip locked)
    returning id, "to", subject, text, attempts`,
);

const sentStatement = statement<{ id: number }>(
  (p) => sql`update mail_outbox set status = 'sent', sent_at = now(), claimed_at = null, error = null, text = '[sent by SMTP]'
    where id = ${p.id}::int and status = 'sending'`,
);

const retryStatement = statement<{ id: number; error: string; waitMs: number }>(
  (p) => sql`update mail_outbox set status = 'queued', claimed_at = null, attempts = attempts + 1, error = ${p.error}::text,
    next_attempt_at = now() + ${p.waitMs}::int * interval '1 millisecond'
    where id = ${p.id}::int and status = 'sending'`,
);

const failStatement = statement<{ id: number; error: string }>(
  (p) => sql`update mail_outbox set status = 'failed', claimed_at = null, attempts = attempts + 1, error = ${p.error}::text
    where id = ${p.id}::int and status = 'sending'`,
);

// Without SMTP a row queued (left by a process that ran with SMTP, or by an earlier release) is
// only marked logged, the same way a batch at a time.
const logStatement = statement<{ batch: number }>(
  (p) => sql`update mail_outbox set status = 'logged', claimed_at = null
    where id in (select id from mail_outbox where status = 'queued' or ${leftSending} order by id limit ${p.batch}::int for update skip locked)
    returning id, "to", subject`,
);

/** The SMTP server refused the mail for good (a 5xx answer): trying again would get the same. */
function refusedForGood(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** SMTP_URL with the timeouts it does not name itself. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  return url.toString();
}

export function createMailer(config: AppConfig, db: Database, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(withTimeouts(config.smtpUrl)) : null;
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
  const idle = async () => {
    while (delivering) await delivering.catch(() => undefined);
  };
  async function deliverQueuedOnce() {
    if (!transport) return logQueued();
    for (;;) {
      const rows = await claimStatement.rows<Claimed>(db, { batch: QUEUED_BATCH });
      for (const row of rows.sort((a, b) => a.id - b.id)) await deliver(transport, row);
      if (rows.length < QUEUED_BATCH) return;
    }
  }
  async function deliver(smtp: NonNullable<typeof transport>, row: Claimed) {
    try {
      await smtp.sendMail({ from: config.mailFrom, to: row.to, subject: row.subject, text: row.text });
    } catch (err) {
      const error = (err as Error).message;
      const attempt = row.attempts + 1;
      if (refusedForGood(err) || attempt >= MAIL_MAX_ATTEMPTS) {
        log.error({ to: row.to, outboxId: row.id, attempt, err: error }, 'mail could not be sent: given up');
        await failStatement.rows(db, { id: row.id, error });
      } else {
        const waitMs = retryDelayMs(attempt);
        log.warn({ to: row.to, outboxId: row.id, attempt, retryInMs: waitMs, err: error }, 'mail could not be sent: tried again later');
        await retryStatement.rows(db, { id: row.id, error, waitMs });
      }
      return;
    }
    await sentStatement.rows(db, { id: row.id });
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
      idle,
      writeWithCommit: writeWithCommit('queued'),
      written: deliverQueued,
      // Queued, and delivered after the caller's answer: a slow or absent SMTP server never holds
      // a request (nor tells by its time whether an address has an account).
      async send(message) {
        await db.insert(mailOutbox).values({ ...message, status: 'queued' });
        void deliverQueued().catch((err: unknown) => log.error({ err: (err as Error).message }, 'queued mail could not be delivered'));
      },
    };
  }
  return {
    deliverQueued,
    idle,
    writeWithCommit: writeWithCommit('logged'),
    async written(mail) {
      logRows([mail]);
    },
    async send(message) {
      const [row] = await db.insert(mailOutbox).values({ ...message, status: 'logged' }).returning({ id: mailOutbox.id });
      log.info({ to: message.to, subject: message.subject, outboxId: row?.id }, 'mail written to mail_outbox (no SMTP configured)');
    },
  };
}
