/**
 * Outgoing mail. With SMTP_URL set, mail goes through nodemailer; otherwise it is written to the
 * mail_outbox table (status 'logged') so a person running the portal locally can open the link.
 * The log line names the recipient and the outbox row, never the body: bodies carry tokens.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { schema, type Database } from '@portal/db';
import type { AppConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: AppConfig, db: Database, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
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
    async send(message) {
      const [row] = await db.insert(schema.mailOutbox).values({ ...message, status: 'logged' }).returning({ id: schema.mailOutbox.id });
      log.info({ to: message.to, subject: message.subject, outboxId: row?.id }, 'mail written to mail_outbox (no SMTP configured)');
    },
  };
}
