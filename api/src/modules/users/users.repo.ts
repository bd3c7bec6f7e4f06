/** User administration queries. */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';
import type { Role, SORT_ORDERS, USER_SORTS } from '@portal/contract/rules';
import { userWithChapter } from './public-user';

const users = schema.users;

export interface UserFilter {
  search?: string;
  role?: Role;
  isActive?: boolean;
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereOf(f: UserFilter): SQL | undefined {
  const pattern = f.search ? `%${escapeLike(f.search)}%` : null;
  return and(
    pattern
      ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`)
      : undefined,
    f.role ? eq(users.role, f.role) : undefined,
    f.isActive === undefined ? undefined : eq(users.isActive, f.isActive),
  );
}

export interface UserSort {
  sortBy?: (typeof USER_SORTS)[number];
  sortOrder?: (typeof SORT_ORDERS)[number];
}

const userSortColumns = { name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`, email: sql`${users.email}`, role: sql`${users.role}`, createdAt: sql`${users.createdAt}` };

/** The asked order, ties broken by id; newest first when none is asked. */
function userOrder(s: UserSort): SQL[] {
  if (!s.sortBy) return [desc(users.createdAt), desc(users.id)];
  const dir = s.sortOrder === 'desc' ? desc : asc;
  return [dir(userSortColumns[s.sortBy]), dir(users.id)];
}

export async function listUsers(db: Executor, f: UserFilter, page: number, limit: number, s: UserSort = {}) {
  return db
    .select(userWithChapter)
    .from(users)
    .leftJoin(schema.chapters, eq(schema.chapters.id, users.chapterId))
    .where(whereOf(f))
    .orderBy(...userOrder(s))
    .limit(limit)
    .offset((page - 1) * limit);
}

export async function userStats(db: Executor, f: UserFilter) {
  const n = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const [row] = await db
    .select({
      total: count(),
      active: n(sql`${users.isActive}`),
      inactive: n(sql`not ${users.isActive}`),
      superAdmins: n(sql`${users.role} = 'SUPER_ADMIN'`),
      admins: n(sql`${users.role} = 'ADMIN'`),
      chapters: n(sql`${users.role} = 'CHAPTER'`),
    })
    .from(users)
    .where(whereOf(f));
  return row!;
}

export async function findUser(db: Executor, id: number) {
  const [row] = await db.select({ id: users.id, role: users.role, isActive: users.isActive }).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function setActive(db: Executor, id: number, isActive: boolean) {
  await db.update(users).set({ isActive }).where(eq(users.id, id));
}

export async function countOrders(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schema.orders).where(eq(schema.orders.userId, userId));
  return row?.n ?? 0;
}

export async function deleteUser(db: Executor, id: number) {
  await db.delete(users).where(eq(users.id, id));
}

export async function setRole(db: Executor, id: number, role: Role) {
  await db.update(users).set({ role }).where(eq(users.id, id));
}
