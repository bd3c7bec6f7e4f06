import { index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Delivery keys (decision 029): one per sign-in session that asked for one, so orders a device
 * queued can still be placed as their author after that person signed out. The row holds no key
 * material: the key is derived from the server's secret and the row's id, so a copy of this table
 * seals nothing. Signing out leaves the row alone; a password change or reset and a deactivation
 * revoke the user's rows; each expires 30 days after it was issued.
 */
export const deliveryKeys = pgTable(
  'delivery_keys',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The refresh-token family (JWT `sid`) of the session it was issued to. */
    sessionId: uuid(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_keys_user_idx').on(t.userId), index('delivery_keys_session_idx').on(t.sessionId)],
);
