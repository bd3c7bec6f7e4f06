/**
 * Queries shared by categories and tags: the two tables have the same columns and each has a
 * link table to products, so one implementation serves both (tags.repo.ts binds it to tags).
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';
import type { TaxonomyInput, TaxonomyListQuery } from '@portal/contract/taxonomy';

export type TaxonomyRow = typeof schema.categories.$inferSelect;
export type TaxonomyKind = 'category' | 'tag';

const tables = {
  category: { table: schema.categories, link: 'product_categories', column: 'category_id', name: 'categories' },
  tag: { table: schema.tags, link: 'product_tags', column: 'tag_id', name: 'tags' },
} as const;

const escapeLike = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

export function taxonomyRepo(kind: TaxonomyKind) {
  const { table, link, column, name } = tables[kind];
  // Qualified raw names: see vendors.repo.ts on unqualified columns in correlated subqueries.
  const productCount = sql<number>`(select count(*)::int from ${sql.identifier(link)} l where l.${sql.identifier(column)} = ${sql.identifier(name)}.id)`;

  function filter(q: TaxonomyListQuery): SQL | undefined {
    const c: SQL[] = [];
    if (q.search) {
      const p = escapeLike(q.search);
      c.push(or(sql`${table.name} ilike ${p}`, sql`${table.description} ilike ${p}`)!);
    }
    if (q.isActive !== undefined) c.push(eq(table.isActive, q.isActive));
    return c.length ? and(...c) : undefined;
  }

  /** The asked order, ties broken by id; by name when none is asked. */
  function order(q: TaxonomyListQuery): SQL[] {
    const dir = q.sortOrder === 'desc' ? desc : asc;
    const key = q.sortBy === 'productCount' ? productCount : q.sortBy === 'createdAt' ? table.createdAt : table.name;
    return [dir(key), dir(table.id)];
  }

  return {
    async list(db: Executor, q: TaxonomyListQuery) {
      const where = filter(q);
      const [rows, total] = await Promise.all([
        db
          .select({ row: table, productCount })
          .from(table)
          .where(where)
          .orderBy(...order(q))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.$count(table, where),
      ]);
      return { rows: rows.map((r) => ({ ...r.row, productCount: Number(r.productCount) })), total };
    },

    async productsOf(db: Executor, ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db.execute(
        sql`select l.${sql.identifier(column)} as "ownerId", p.id, p.name from ${sql.identifier(link)} l join products p on p.id = l.product_id
            where l.${sql.identifier(column)} in ${sql`(${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`} order by p.name`,
      );
      return rowsOf<{ ownerId: number; id: number; name: string }>(rows);
    },

    async find(db: Executor, id: number) {
      const [row] = await db.select({ row: table, productCount }).from(table).where(eq(table.id, id));
      return row && { ...row.row, productCount: Number(row.productCount) };
    },

    async nameTaken(db: Executor, value: string, exceptId?: number) {
      const same = sql`lower(${table.name}) = lower(${value})`;
      return (await db.$count(table, exceptId === undefined ? same : and(same, sql`${table.id} <> ${exceptId}`))) > 0;
    },

    async insert(db: Executor, input: TaxonomyInput) {
      const [row] = await db.insert(table).values({ name: input.name, description: input.description ?? null }).returning();
      return row!;
    },

    async update(db: Executor, id: number, values: { name?: string; description?: string | null; isActive?: boolean }) {
      const [row] = await db.update(table).set(values).where(eq(table.id, id)).returning();
      return row;
    },

    async remove(db: Executor, id: number) {
      const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },

    async popular(db: Executor, top: number) {
      const rows = await db
        .select({ id: table.id, name: table.name, productCount })
        .from(table)
        .where(and(eq(table.isActive, true), sql`${productCount} > 0`))
        .orderBy(sql`${productCount} desc`, asc(table.name), asc(table.id))
        .limit(top);
      return rows.map((r) => ({ ...r, productCount: Number(r.productCount) }));
    },

    async stats(db: Executor) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          active: sql<number>`(count(*) filter (where ${table.isActive}))::int`,
          withProducts: sql<number>`(count(*) filter (where ${productCount} > 0))::int`,
        })
        .from(table);
      const total = Number(row!.total);
      const active = Number(row!.active);
      return { total, active, inactive: total - active, withProducts: Number(row!.withProducts) };
    },

    async idsIn(db: Executor, ids: number[]) {
      if (ids.length === 0) return [];
      return db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    },
  };
}

export type TaxonomyRepo = ReturnType<typeof taxonomyRepo>;

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
