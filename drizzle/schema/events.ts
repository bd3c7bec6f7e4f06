import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { chapters } from './chapters';
import { isActive, syncVersion, timestamps } from './columns';

export const events = pgTable(
  'events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text(),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    chapterId: integer()
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    isActive: isActive(),
    syncVersion: syncVersion(),
    ...timestamps,
  },
  (t) => [
    index('events_chapter_idx').on(t.chapterId, t.startDate),
    index('events_start_idx').on(t.startDate),
    index('events_end_idx').on(t.endDate),
    index('events_active_idx').on(t.isActive),
    index('events_sync_idx').on(t.syncVersion),
  ],
);
