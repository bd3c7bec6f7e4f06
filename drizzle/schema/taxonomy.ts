import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { isActive, syncVersion, timestamps } from './columns';

const taxonomyColumns = () => ({
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  description: text(),
  isActive: isActive(),
  syncVersion: syncVersion(),
  ...timestamps,
});

export const categories = pgTable('categories', taxonomyColumns(), (t) => [
  uniqueIndex('categories_name_key').on(sql`lower(${t.name})`),
  index('categories_active_idx').on(t.isActive),
  index('categories_sync_idx').on(t.syncVersion),
]);

export const tags = pgTable('tags', taxonomyColumns(), (t) => [
  uniqueIndex('tags_name_key').on(sql`lower(${t.name})`),
  index('tags_active_idx').on(t.isActive),
  index('tags_sync_idx').on(t.syncVersion),
]);
