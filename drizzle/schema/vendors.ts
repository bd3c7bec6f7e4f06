import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { isActive, syncVersion, timestamps } from './columns';

export const vendors = pgTable(
  'vendors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    contactName: text().notNull(),
    /** Stored lower-cased; unique. */
    email: text().notNull(),
    phone: text(),
    address: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zipCode: text().notNull(),
    taxId: text(),
    bankAccount: text(),
    routingNumber: text(),
    /** The smallest order this vendor ships, in cents of its lines' subtotal; 0 means none. */
    minOrderCents: integer().notNull().default(0),
    isActive: isActive(),
    syncVersion: syncVersion(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vendors_email_key').on(t.email),
    index('vendors_name_idx').on(t.name),
    index('vendors_state_city_idx').on(t.state, t.city),
    index('vendors_active_idx').on(t.isActive),
    index('vendors_sync_idx').on(t.syncVersion),
  ],
);
