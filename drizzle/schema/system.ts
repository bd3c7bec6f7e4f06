import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { syncVersion, timestamps } from './columns';
import { orders } from './orders';
import { users } from './users';

/** One row (id = 1): pricing and portal settings. Travels in the catalogue sync. */
export const settings = pgTable('settings', {
  id: integer().primaryKey().default(1),
  taxRateBps: integer().notNull(),
  feeAchBps: integer().notNull(),
  feeDebitCardBps: integer().notNull(),
  feeCreditCardBps: integer().notNull(),
  freeShippingThresholdCents: integer().notNull(),
  portalName: text().notNull().default('Chapter Portal'),
  defaultPageSize: integer().notNull().default(10),
  syncVersion: syncVersion(),
  ...timestamps,
});

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** The figures the words were made from (order number, statuses), so each app words them in its language. */
    data: jsonb(),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.readAt, t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    details: jsonb(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/**
 * Mail goes here when no SMTP server is configured, so a person can follow links locally; with
 * SMTP, every mail waits here 'queued' for delivery (an order's copy is written with the order),
 * is 'sending' while a process hands it to the server, then 'sent' (its body dropped: bodies carry
 * tokens), queued again for a later try, or 'failed'. Only the queued and sending rows are indexed
 * for the delivery's look-up: the table grows by a row an order.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    status: text({ enum: ['queued', 'sending', 'sent', 'logged', 'failed'] }).notNull().default('logged'),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** Deliveries tried and failed for a reason that may pass (the server down, a refusal in 4xx). */
    attempts: integer().notNull().default(0),
    /** A queued row waits until then after a failed try (null: at once). */
    nextAttemptAt: timestamp({ withTimezone: true }),
    /** When a process took the row for sending: a row 'sending' for long belongs to a process that stopped. */
    claimedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_queued_idx').on(t.id).where(sql`${t.status} = 'queued'`),
    index('mail_outbox_sending_idx').on(t.claimedAt).where(sql`${t.status} = 'sending'`),
  ],
);

/** Deleted catalogue rows, so a syncing client learns to drop them. */
export const syncTombstones = pgTable(
  'sync_tombstones',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    entity: text().notNull(),
    entityId: integer().notNull(),
    syncVersion: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sync_tombstones_version_idx').on(t.syncVersion)],
);

/** Single row: the highest version whose tombstones were purged; older cursors must reset. */
export const syncState = pgTable('sync_state', {
  id: integer().primaryKey().default(1),
  purgedThroughVersion: bigint({ mode: 'number' }).notNull().default(0),
});
