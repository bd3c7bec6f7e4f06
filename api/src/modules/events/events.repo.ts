/** Event queries. Order counts are correlated subqueries; chapter columns come from a join. */
import { and, asc, desc, eq, gt, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';
import type { EventInput, EventListQuery } from '@portal/contract/events';

const { events, chapters, orders } = schema;

export type EventRow = typeof events.$inferSelect;
export interface EventJoined extends EventRow {
  chapter: { id: number; name: string; city: string; state: string };
  orderCount: number;
}

// Qualified by hand: Drizzle leaves columns unqualified in a single-table select.
const orderCount = sql<number>`(select count(*)::int from ${orders} o where o.event_id = ${events}.id)`;

const contains = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** Who may see what: a shopper's scope pins the chapter and hides inactive events. */
export interface EventScope {
  chapterId?: number | null;
  activeOnly?: boolean;
}

function listFilter(query: EventListQuery, scope: EventScope, now: Date): SQL | undefined {
  const c: SQL[] = [];
  if (scope.chapterId !== undefined) c.push(scope.chapterId === null ? sql`false` : eq(events.chapterId, scope.chapterId));
  if (scope.activeOnly) c.push(eq(events.isActive, true));
  if (query.search) {
    const p = contains(query.search);
    c.push(or(ilike(events.name, p), ilike(events.description, p))!);
  }
  if (query.chapterId !== undefined) c.push(eq(events.chapterId, query.chapterId));
  // Events overlapping the asked range.
  if (query.startDate) c.push(gte(events.endDate, query.startDate));
  if (query.endDate) c.push(lte(events.startDate, query.endDate));
  if (query.isActive !== undefined) c.push(eq(events.isActive, query.isActive));
  if (query.status === 'Inactive') c.push(eq(events.isActive, false));
  if (query.status === 'Upcoming') c.push(eq(events.isActive, true), gt(events.startDate, now));
  if (query.status === 'Past') c.push(eq(events.isActive, true), lte(events.startDate, now), lt(events.endDate, now));
  if (query.status === 'Active') c.push(eq(events.isActive, true), lte(events.startDate, now), gte(events.endDate, now));
  return c.length ? and(...c) : undefined;
}

const joinedColumns = {
  event: events,
  chapter: { id: chapters.id, name: chapters.name, city: chapters.city, state: chapters.state },
  orderCount,
};

const eventSortColumns = { name: events.name, startDate: events.startDate, endDate: events.endDate, createdAt: events.createdAt };

/** The asked order, ties broken by id; latest start first when none is asked. */
function eventOrder(q: EventListQuery): SQL[] {
  if (!q.sortBy) return [desc(events.startDate), desc(events.id)];
  const dir = q.sortOrder === 'desc' ? desc : asc;
  return [dir(eventSortColumns[q.sortBy]), dir(events.id)];
}

export async function listEvents(db: Executor, query: EventListQuery, scope: EventScope, now: Date) {
  const where = listFilter(query, scope, now);
  const [rows, total] = await Promise.all([
    db
      .select(joinedColumns)
      .from(events)
      .innerJoin(chapters, eq(chapters.id, events.chapterId))
      .where(where)
      .orderBy(...eventOrder(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.$count(events, where),
  ]);
  return { rows: rows.map((r): EventJoined => ({ ...r.event, chapter: r.chapter, orderCount: r.orderCount })), total };
}

export async function findEvent(db: Executor, id: number): Promise<EventJoined | undefined> {
  const [r] = await db.select(joinedColumns).from(events).innerJoin(chapters, eq(chapters.id, events.chapterId)).where(eq(events.id, id));
  return r && { ...r.event, chapter: r.chapter, orderCount: r.orderCount };
}

export async function chapterExists(db: Executor, id: number): Promise<boolean> {
  return (await db.$count(chapters, eq(chapters.id, id))) > 0;
}

export async function insertEvent(db: Executor, input: EventInput): Promise<EventRow> {
  const [row] = await db.insert(events).values(input).returning();
  return row!;
}

export async function updateEvent(db: Executor, id: number, input: Partial<EventInput>): Promise<boolean> {
  const rows = await db.update(events).set(input).where(eq(events.id, id)).returning({ id: events.id });
  return rows.length > 0;
}

export async function deleteEvent(db: Executor, id: number): Promise<void> {
  await db.delete(events).where(eq(events.id, id));
}

export async function eventStats(db: Executor, now: Date, top: number) {
  const [overview] = await db
    .select({
      total: sql<number>`count(*)::int`,
      inactive: sql<number>`(count(*) filter (where not ${events.isActive}))::int`,
      upcoming: sql<number>`(count(*) filter (where ${events.isActive} and ${events.startDate} > ${now.toISOString()}::timestamptz))::int`,
      past: sql<number>`(count(*) filter (where ${events.isActive} and ${events.startDate} <= ${now.toISOString()}::timestamptz and ${events.endDate} < ${now.toISOString()}::timestamptz))::int`,
    })
    .from(events);
  const count = sql<number>`count(${orders.id})::int`;
  const topEvents = await db
    .select({ id: events.id, name: events.name, chapterName: chapters.name, city: chapters.city, state: chapters.state, orderCount: count })
    .from(events)
    .innerJoin(chapters, eq(chapters.id, events.chapterId))
    .innerJoin(orders, eq(orders.eventId, events.id))
    .groupBy(events.id, events.name, chapters.name, chapters.city, chapters.state)
    .orderBy(desc(count), asc(events.name), asc(events.id))
    .limit(top);
  return { overview: overview!, topEvents };
}
