import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each shopper's cart, line by line, with the moment of the line's last change on a device
 * (decision 033). A removal is kept as quantity 0 (a tombstone), so a line taken out on one device
 * is not put back by another that sends an older change. No key to products: a line whose product
 * is deleted stays, answered as unavailable, until the person removes it.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer().notNull(),
    quantity: integer().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * A shopper's saved carts (named drafts), made on a device under an id of its own. A deletion
 * keeps the row with deletedAt (a tombstone) so an older save sent late does not bring it back.
 */
export const savedCarts = pgTable(
  'saved_carts',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    eventId: integer(),
    lines: jsonb().$type<{ productId: number; quantity: number }[]>().notNull(),
    savedAt: timestamp({ withTimezone: true }).notNull(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('saved_carts_user_idx').on(t.userId)],
);
