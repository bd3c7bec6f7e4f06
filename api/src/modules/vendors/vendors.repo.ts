/** Vendor queries. Counts are correlated subqueries so one page costs one round trip. */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';
import type { VendorCreateInput, VendorListQuery, VendorUpdateInput } from '@portal/contract/vendors';

const { vendors, products } = schema;

export type VendorRow = typeof vendors.$inferSelect;
export type VendorWithCounts = VendorRow & { productCount: number; vendorOrderCount: number; paymentCount: number };

// Written with explicit table qualifiers: Drizzle leaves columns unqualified in a single-table
// select, which inside a correlated subquery would bind to the inner table.
const countOf = (table: string, column: string) =>
  sql<number>`(select count(*)::int from ${sql.identifier(table)} c where c.${sql.identifier(column)} = ${vendors}.id)`;
const productCount = countOf('products', 'vendor_id');
const vendorOrderCount = countOf('vendor_orders', 'vendor_id');
const paymentCount = countOf('payments', 'vendor_id');

/** A search term as an ILIKE pattern that matches it literally anywhere. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

function listFilter(query: VendorListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    const p = contains(query.search);
    conditions.push(or(ilike(vendors.name, p), ilike(vendors.contactName, p), ilike(vendors.email, p))!);
  }
  if (query.state) conditions.push(ilike(vendors.state, query.state.replace(/[\\%_]/g, '\\$&')));
  if (query.city) conditions.push(ilike(vendors.city, contains(query.city)));
  if (query.isActive !== undefined) conditions.push(eq(vendors.isActive, query.isActive));
  return conditions.length ? and(...conditions) : undefined;
}

const vendorSortColumns = { name: vendors.name, city: vendors.city, state: vendors.state, createdAt: vendors.createdAt };

/** The asked order, ties broken by id; by name when none is asked. */
function vendorOrder(q: VendorListQuery): SQL[] {
  const dir = q.sortOrder === 'desc' ? desc : asc;
  return [dir(vendorSortColumns[q.sortBy ?? 'name']), dir(vendors.id)];
}

export async function listVendors(db: Executor, query: VendorListQuery): Promise<{ rows: VendorWithCounts[]; total: number }> {
  const where = listFilter(query);
  const [rows, total] = await Promise.all([
    db
      .select({ vendor: vendors, productCount, vendorOrderCount, paymentCount })
      .from(vendors)
      .where(where)
      .orderBy(...vendorOrder(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.$count(vendors, where),
  ]);
  return { rows: rows.map((r) => ({ ...r.vendor, productCount: r.productCount, vendorOrderCount: r.vendorOrderCount, paymentCount: r.paymentCount })), total };
}

export async function findVendor(db: Executor, id: number): Promise<VendorWithCounts | undefined> {
  const [row] = await db.select({ vendor: vendors, productCount, vendorOrderCount, paymentCount }).from(vendors).where(eq(vendors.id, id));
  return row && { ...row.vendor, productCount: row.productCount, vendorOrderCount: row.vendorOrderCount, paymentCount: row.paymentCount };
}

export async function emailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  const where = exceptId === undefined ? eq(vendors.email, email) : and(eq(vendors.email, email), sql`${vendors.id} <> ${exceptId}`);
  return (await db.$count(vendors, where)) > 0;
}

export async function insertVendor(db: Executor, input: VendorCreateInput): Promise<VendorRow> {
  const [row] = await db.insert(vendors).values(input).returning();
  return row!;
}

export async function updateVendor(db: Executor, id: number, input: VendorUpdateInput): Promise<VendorRow | undefined> {
  if (Object.keys(input).length === 0) return (await db.select().from(vendors).where(eq(vendors.id, id)))[0];
  const [row] = await db.update(vendors).set(input).where(eq(vendors.id, id)).returning();
  return row;
}

export async function deleteVendor(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(vendors).where(eq(vendors.id, id)).returning({ id: vendors.id });
  return rows.length > 0;
}

export async function vendorStats(db: Executor, top: number) {
  const [overview] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${vendors.isActive}))::int`,
      withOrders: sql<number>`(count(*) filter (where ${vendorOrderCount} > 0))::int`,
      withProducts: sql<number>`(count(*) filter (where ${productCount} > 0))::int`,
    })
    .from(vendors);
  const topVendors = await db
    .select({ id: vendors.id, name: vendors.name, productCount: sql<number>`count(${products.id})::int` })
    .from(vendors)
    .innerJoin(products, eq(products.vendorId, vendors.id))
    .groupBy(vendors.id, vendors.name)
    .orderBy(desc(sql`count(${products.id})`), asc(vendors.name), asc(vendors.id))
    .limit(top);
  return { overview: overview!, topVendors };
}
