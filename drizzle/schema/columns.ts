import { bigint, boolean, customType, timestamp } from 'drizzle-orm/pg-core';

/** created/updated timestamps; updatedAt is also moved by the sync trigger on catalogue rows. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const isActive = () => boolean().notNull().default(true);

/**
 * Catalogue rows carry a version from the sync_version_seq sequence, set by a trigger on every
 * insert and update (see migrations/0001_sync_triggers.sql), so clients can ask what changed.
 */
export const syncVersion = () => bigint({ mode: 'number' }).notNull().default(0);

/** Binary data: a Buffer in and out with postgres.js, a Uint8Array from PGlite. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
