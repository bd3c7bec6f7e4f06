/**
 * Rows a bulk action would leave as they are (an inactive vendor deactivated again, an order set
 * to the status it has): the action is not run on them, and the answer counts them as unchanged
 * rather than done, so "35 done" means 35 rows changed.
 */
import { eq } from 'drizzle-orm';
import { schema, type Database } from '@portal/db';

/** What an action on one row answers when the row already was as asked. */
export const UNCHANGED = Symbol('unchanged');

type Flagged = typeof schema.products | typeof schema.vendors | typeof schema.users | typeof schema.events;

/** Runs `work` unless the row's active flag already is `isActive` (a missing row is left to `work`, which refuses it). */
export async function unlessActive(db: Database, table: Flagged, id: number, isActive: boolean, work: () => Promise<unknown>): Promise<unknown> {
  const flagged = table as typeof schema.products;
  const [row] = await db.select({ isActive: flagged.isActive }).from(flagged).where(eq(flagged.id, id));
  return row && row.isActive === isActive ? UNCHANGED : work();
}

/** Runs `work` unless the order already has `status`. */
export async function unlessStatus(db: Database, id: number, status: string | undefined, work: () => Promise<unknown>): Promise<unknown> {
  const [row] = await db.select({ status: schema.orders.status }).from(schema.orders).where(eq(schema.orders.id, id));
  return row && row.status === status ? UNCHANGED : work();
}
