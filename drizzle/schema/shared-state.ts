/**
 * State every API instance must see alike: attempt counters of the rate limits and uploaded
 * files. Kept in PostgreSQL so any number of instances can serve one database.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns';

/** One row per limited key ('sign-in:<email>|<address>', 'register:<address>', ...). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    /** Attempts counted since the key was last idle for the policy's forget time. */
    hits: integer().notNull(),
    lastAt: timestamp({ withTimezone: true }).notNull(),
    /** No attempt is taken before this time (the growing delay). */
    blockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index('rate_limits_last_at_idx').on(t.lastAt)],
);

/** Uploaded pictures and their variants, under server-made keys ('products/12/<uuid>.webp'). */
export const storedFiles = pgTable('stored_files', {
  key: text().primaryKey(),
  data: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
