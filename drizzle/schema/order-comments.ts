import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * The back office's internal comments on an order: never shown to shoppers. An author's account
 * may go (set null) and the comment stays; an order's comments go with it.
 */
export const orderComments = pgTable(
  'order_comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_comments_order_idx').on(t.orderId, t.createdAt)],
);
