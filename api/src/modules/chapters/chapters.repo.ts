/** Chapter queries. Counts are correlated subqueries, qualified by hand (see countOf). */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';
import type { ChapterInput, ChapterListQuery } from '@portal/contract/chapters';

const { chapters, users, orders } = schema;

export type ChapterRow = typeof chapters.$inferSelect;
export type ChapterWithCounts = ChapterRow & { eventCount: number; orderCount: number };

// Drizzle leaves columns unqualified in a single-table select, which inside a correlated
// subquery would bind to the inner table; hence the explicit qualifiers.
const countOf = (table: string) =>
  sql<number>`(select count(*)::int from ${sql.identifier(table)} c where c.chapter_id = ${chapters}.id)`;
const eventCount = countOf('events');
const orderCount = countOf('orders');
const userCount = countOf('users');

const contains = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

function listFilter(query: ChapterListQuery): SQL | undefined {
  const c: SQL[] = [];
  if (query.search) {
    const p = contains(query.search);
    c.push(or(ilike(chapters.name, p), ilike(chapters.city, p), ilike(chapters.zipCode, p), ilike(chapters.taxId, p))!);
  }
  if (query.state) c.push(eq(chapters.state, query.state));
  if (query.isActive !== undefined) c.push(eq(chapters.isActive, query.isActive));
  return c.length ? and(...c) : undefined;
}

const chapterSortColumns = { name: chapters.name, city: chapters.city, state: chapters.state, createdAt: chapters.createdAt };

/** The asked order, ties broken by id; by name when none is asked. */
function chapterOrder(q: ChapterListQuery): SQL[] {
  const dir = q.sortOrder === 'desc' ? desc : asc;
  return [dir(chapterSortColumns[q.sortBy ?? 'name']), dir(chapters.id)];
}

export async function listChapters(db: Executor, query: ChapterListQuery) {
  const where = listFilter(query);
  const [rows, total] = await Promise.all([
    db
      .select({ chapter: chapters, eventCount, orderCount })
      .from(chapters)
      .where(where)
      .orderBy(...chapterOrder(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.$count(chapters, where),
  ]);
  return { rows: rows.map((r): ChapterWithCounts => ({ ...r.chapter, eventCount: r.eventCount, orderCount: r.orderCount })), total };
}

export async function findChapter(db: Executor, id: number): Promise<ChapterWithCounts | undefined> {
  const [r] = await db.select({ chapter: chapters, eventCount, orderCount }).from(chapters).where(eq(chapters.id, id));
  return r && { ...r.chapter, eventCount: r.eventCount, orderCount: r.orderCount };
}

/** Each chapter's linked user: its earliest CHAPTER-role account. */
export async function linkedUsers(db: Executor, chapterIds: number[]) {
  if (chapterIds.length === 0) return new Map<number, { id: number; email: string; firstName: string; lastName: string }>();
  const rows = await db
    .selectDistinctOn([users.chapterId], { chapterId: users.chapterId, id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inArray(users.chapterId, chapterIds), eq(users.role, 'CHAPTER')))
    .orderBy(users.chapterId, asc(users.createdAt), asc(users.id));
  return new Map(rows.map(({ chapterId, ...user }) => [chapterId!, user]));
}

/** Orders that would block deleting the chapter: its own, or ones placed for its events. */
export async function blockingOrderCount(db: Executor, id: number): Promise<number> {
  return db.$count(orders, sql`${orders.chapterId} = ${id} or ${orders.eventId} in (select e.id from events e where e.chapter_id = ${id})`);
}

export async function insertChapter(db: Executor, input: ChapterInput): Promise<ChapterRow> {
  const [row] = await db.insert(chapters).values(input).returning();
  return row!;
}

export async function updateChapter(db: Executor, id: number, input: Partial<ChapterInput>): Promise<boolean> {
  const rows = await db.update(chapters).set(input).where(eq(chapters.id, id)).returning({ id: chapters.id });
  return rows.length > 0;
}

export async function deleteChapter(db: Executor, id: number): Promise<void> {
  await db.delete(chapters).where(eq(chapters.id, id));
}

export async function chapterStats(db: Executor, top: number) {
  const [overview] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${chapters.isActive}))::int`,
      withUsers: sql<number>`(count(*) filter (where ${userCount} > 0))::int`,
      withEvents: sql<number>`(count(*) filter (where ${eventCount} > 0))::int`,
    })
    .from(chapters);
  const count = sql<number>`count(${orders.id})::int`;
  const topChapters = await db
    .select({ id: chapters.id, name: chapters.name, city: chapters.city, state: chapters.state, orderCount: count })
    .from(chapters)
    .innerJoin(orders, eq(orders.chapterId, chapters.id))
    .groupBy(chapters.id, chapters.name, chapters.city, chapters.state)
    .orderBy(desc(count), asc(chapters.name), asc(chapters.id))
    .limit(top);
  return { overview: overview!, topChapters };
}
