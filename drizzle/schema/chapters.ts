import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isActive, timestamps } from './columns';

export const chapters = pgTable(
  'chapters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zipCode: text().notNull(),
    phone: text(),
    taxId: text(),
    isActive: isActive(),
    ...timestamps,
  },
  (t) => [
    index('chapters_name_idx').on(t.name),
    index('chapters_state_idx').on(t.state),
    index('chapters_active_idx').on(t.isActive),
    index('chapters_created_idx').on(t.createdAt),
  ],
);
