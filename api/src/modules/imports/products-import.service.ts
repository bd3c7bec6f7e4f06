/**
 * Product CSV import. Every row is checked as the product form's body is (the contract's
 * productBody, so the spec's messages), with the vendor, categories and tags named or numbered,
 * and SKU as the key: a stored SKU is updated, a new one created, an identical one left alone.
 * A dry run only reports; applying writes the whole file in one transaction, or nothing when
 * any row has an error, and leaves one audit row with the counts plus one per product it created
 * or changed (from and to, as the product form's history), so each product's history shows it.
 * A column left out of the header keeps the stored value of an existing product.
 */
import * as v from 'valibot';
import type { Database, Executor } from '@portal/db';
import { parseDollars } from '@portal/contract/money';
import { productBody } from '@portal/contract/products';
import {
  IMPORT_LIST_SEPARATOR,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_REQUIRED,
  type ImportReport,
  type ImportRowResult,
} from '@portal/contract/imports';
import type { AuthUser } from '../../plugins/auth';
import { ConflictError, UnprocessableError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { RowErrors, repeatedInFile } from './row-errors';
import { recordAudit, recordAudits, type AuditEntry } from '../audit/audit.repo';
import { readCsv, type CsvRecord } from './csv-file';
import { resolverOf, type Resolver } from './name-resolver';
import * as repo from './imports.repo';

interface Planned {
  result: ImportRowResult;
  fields?: repo.ProductFields;
  categoryIds?: number[];
  tagIds?: number[];
  existing?: repo.StoredProduct;
}

interface Lookups {
  vendors: Resolver;
  categories: Resolver;
  tags: Resolver;
  stored: Map<string, repo.StoredProduct>;
}

const MSG_SKU_EXISTS = 'SKU already exists';
const BOOL: Record<string, boolean> = { true: true, yes: true, y: true, '1': true, active: true, false: false, no: false, n: false, '0': false, inactive: false };

function listOf(cell: string, resolver: Resolver, code: 'UNKNOWN_CATEGORY' | 'UNKNOWN_TAG', errors: RowErrors, field: string): number[] {
  const names = cell.split(IMPORT_LIST_SEPARATOR).map((s) => s.trim()).filter(Boolean);
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const id = resolver.resolve(name);
    if (typeof id === 'number') ids.push(id);
    else unknown.push(name);
  }
  if (unknown.length) errors.refuse(field, code, { names: unknown.join(', ') });
  return [...new Set(ids)].sort((a, b) => a - b);
}

function planRow(record: CsvRecord, has: Set<string>, lookups: Lookups): Planned {
  const cell = (c: string) => record.values[c] ?? '';
  const sku = cell('sku');
  const result: ImportRowResult = { line: record.line, sku, name: cell('name'), action: 'error' };
  const errors = new RowErrors();
  const existing = sku ? lookups.stored.get(sku) : undefined;

  const vendor = lookups.vendors.resolve(cell('vendor'));
  if (cell('vendor') !== '' && typeof vendor !== 'number') errors.refuse('vendor', vendor === 'ambiguous' ? 'VENDOR_AMBIGUOUS' : 'VENDOR_NOT_FOUND');
  const categoryIds = has.has('categories') ? listOf(cell('categories'), lookups.categories, 'UNKNOWN_CATEGORY', errors, 'categories') : existing?.categoryIds ?? [];
  const tagIds = has.has('tags') ? listOf(cell('tags'), lookups.tags, 'UNKNOWN_TAG', errors, 'tags') : existing?.tagIds ?? [];
  const activeCell = cell('active').toLowerCase();
  const isActive = !has.has('active') ? existing?.isActive ?? true : activeCell === '' ? true : BOOL[activeCell];
  if (isActive === undefined) errors.refuse('active', 'ACTIVE_FLAG');
  const packCell = cell('packSize');

  const body = {
    name: cell('name'),
    description: has.has('description') ? cell('description') : existing?.description ?? '',
    price: cell('price') === '' ? undefined : parseDollars(cell('price')) ?? Number.NaN,
    sku,
    packSize: !has.has('packSize') ? existing?.packSize ?? 1 : packCell === '' ? 1 : /^\d+$/.test(packCell) ? Number(packCell) : Number.NaN,
    vendorId: typeof vendor === 'number' ? vendor : undefined,
    categoryIds,
    tagIds,
  };
  const parsed = v.safeParse(productBody, body);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = v.getDotPath(issue) ?? 'row';
      const field = key === 'vendorId' ? 'vendor' : key.startsWith('categoryIds') ? 'categories' : key.startsWith('tagIds') ? 'tags' : key;
      errors.message(field, issue.message);
    }
  }
  if (!sku && !errors.errors.sku) errors.refuse('sku', 'SKU_REQUIRED');
  if (errors.any || !parsed.success) return { result: errors.on(result) };

  const input = parsed.output;
  const fields: repo.ProductFields = {
    sku: input.sku!,
    name: input.name,
    description: input.description,
    price: input.price,
    packSize: input.packSize,
    vendorId: input.vendorId,
    isActive: isActive!,
  };
  const same =
    existing &&
    (Object.keys(fields) as Array<keyof repo.ProductFields>).every((k) => existing[k] === fields[k]) &&
    existing.categoryIds.join() === categoryIds.join() &&
    existing.tagIds.join() === tagIds.join();
  const action = !existing ? 'create' : same ? 'unchanged' : 'update';
  return { result: { ...result, name: input.name, action }, fields, categoryIds, tagIds, existing };
}

/** Id -> name of vendors, categories and tags, so a product's history names what it links to. */
interface Names {
  vendors: Map<number, string>;
  categories: Map<number, string>;
  tags: Map<number, string>;
}

const namesOf = (rows: repo.NamedRow[]) => new Map(rows.map((r) => [r.id, r.name]));

/** The same fields the product form's history shows, vendor, categories and tags by name. */
function snapshot(p: repo.ProductFields & { categoryIds: number[]; tagIds: number[] }, names: Names): Record<string, unknown> {
  const list = (ids: number[], map: Map<number, string>) => ids.map((id) => map.get(id) ?? String(id)).sort((a, b) => a.localeCompare(b)).join(', ');
  return {
    name: p.name,
    sku: p.sku,
    description: p.description,
    price: p.price,
    packSize: p.packSize,
    vendor: names.vendors.get(p.vendorId) ?? p.vendorId,
    categories: list(p.categoryIds, names.categories),
    tags: list(p.tagIds, names.tags),
    isActive: p.isActive,
  };
}

/** One history row per product the file creates or changes, marked as coming from the import. */
function productAudits(planned: Planned[], ids: Map<string, number>, names: Names, actorUserId: number, ip: string | null): AuditEntry[] {
  const entries: AuditEntry[] = [];
  for (const p of planned) {
    const base = { entity: 'product', actorUserId, ip };
    if (p.result.action === 'create') {
      const f = p.fields!;
      entries.push({ ...base, action: 'product.create', entityId: ids.get(f.sku), details: { name: f.name, sku: f.sku, price: f.price, source: 'import' } });
    } else if (p.result.action === 'update') {
      const before = snapshot(p.existing!, names);
      const after = snapshot({ ...p.fields!, categoryIds: p.categoryIds!, tagIds: p.tagIds! }, names);
      const changes: Record<string, unknown> = { source: 'import' };
      for (const [field, from] of Object.entries(before)) if (from !== after[field]) changes[field] = { from, to: after[field] };
      entries.push({ ...base, action: 'product.update', entityId: p.existing!.id, details: changes });
    }
  }
  return entries;
}

async function plan(db: Executor, text: string): Promise<{ planned: Planned[]; names: Names }> {
  const { header, records } = readCsv(text, PRODUCT_IMPORT_COLUMNS, PRODUCT_IMPORT_REQUIRED);
  const skus = [...new Set(records.map((r) => r.values.sku ?? '').filter(Boolean))];
  const [vendors, categories, tags, stored] = await Promise.all([repo.allVendors(db), repo.allCategories(db), repo.allTags(db), repo.productsBySku(db, skus)]);
  const lookups: Lookups = { vendors: resolverOf(vendors), categories: resolverOf(categories), tags: resolverOf(tags), stored };
  const has = new Set(header);
  const firstLine = new Map<string, number>();
  const names: Names = { vendors: namesOf(vendors), categories: namesOf(categories), tags: namesOf(tags) };
  const planned = records.map((record): Planned => {
    const row = planRow(record, has, lookups);
    const sku = record.values.sku ?? '';
    const seen = firstLine.get(sku);
    if (sku && seen !== undefined) {
      return { result: repeatedInFile(row.result, 'sku', `SKU ${sku}`, seen) };
    }
    if (sku) firstLine.set(sku, record.line);
    return row;
  });
  return { planned, names };
}

function reportOf(planned: Planned[], dryRun: boolean, applied: boolean): ImportReport {
  const count = (a: ImportRowResult['action']) => planned.filter((p) => p.result.action === a).length;
  return {
    dryRun,
    applied,
    totalRows: planned.length,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    errorRows: count('error'),
    rows: planned.map((p) => p.result),
  };
}

async function write(tx: Executor, planned: Planned[]): Promise<Map<string, number>> {
  const creates = planned.filter((p) => p.result.action === 'create');
  const updates = planned.filter((p) => p.result.action === 'update');
  const ids = await repo.insertProducts(tx, creates.map((p) => p.fields!));
  await repo.updateProducts(tx, updates.map((p) => ({ ...p.fields!, id: p.existing!.id })));
  await repo.replaceLinks(
    tx,
    [...creates, ...updates].map((p) => ({ productId: p.existing?.id ?? ids.get(p.fields!.sku)!, categoryIds: p.categoryIds!, tagIds: p.tagIds! })),
  );
  return ids;
}

export async function importProducts(db: Database, user: AuthUser, text: string, dryRun: boolean, ip: string | null = null): Promise<ImportReport> {
  if (dryRun) return reportOf((await plan(db, text)).planned, true, false);
  try {
    return await db.transaction(async (tx) => {
      const { planned, names } = await plan(tx, text);
      const report = reportOf(planned, false, false);
      if (report.errorRows > 0) {
        throw new UnprocessableError(`${report.errorRows} row(s) have errors; nothing was imported`, 'IMPORT_HAS_ERRORS', report);
      }
      const ids = await write(tx, planned);
      const { created, updated, unchanged, totalRows } = report;
      await recordAudit(tx, { action: 'product.import', entity: 'product', actorUserId: user.id, ip, details: { totalRows, created, updated, unchanged } });
      await recordAudits(tx, productAudits(planned, ids, names, user.id, ip));
      return { ...report, applied: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MSG_SKU_EXISTS, 'SKU_EXISTS');
    throw error;
  }
}
