/**
 * Product CSV import. Every row is checked as the product form's body is (the contract's
 * productBody, so the spec's messages), with the vendor, categories and tags named or numbered,
 * and SKU as the key: a stored SKU is updated, a new one created, an identical one left alone.
 * A dry run only reports; applying writes the whole file in one transaction, or nothing when
 * any row has an error, unless the admin chose to apply only the valid rows (validOnly): then the
 * rows in error are left out whole and counted as skipped. It leaves one audit row with the counts
 * plus one per product it created or changed (from and to, as the product form's history), so
 * each product's history shows it. A column left out of the header keeps the stored value of an
 * existing product; the list export's file reads back as it is (its read-only columns named),
 * its rows of products without a SKU found by their ID column.
 */
import * as v from 'valibot';
import type { Database, Executor } from '@portal/db';
import { readMoney, readQuantity } from '@portal/contract/amounts';
import { productBody } from '@portal/contract/products';
import {
  amountRowError,
  IMPORT_ACTIVE_WORDS,
  IMPORT_LIST_SPLIT,
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
import { readCsv, type CsvRecord, type HeaderWords } from './csv-file';
import { resolverOf, type Resolver } from './name-resolver';
import * as repo from './imports.repo';
import { reportOf, type ImportOptions } from './import-report';

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
  /** Products without a SKU, by id: a list export's row without a SKU names its product by ID. */
  withoutSku: Map<number, repo.StoredProduct>;
}

/** The columns a file may have: the template's, and the list export's ID (the key of a product without a SKU). */
const COLUMNS = [...PRODUCT_IMPORT_COLUMNS, 'id'] as const;
const idOf = (cell: string | undefined) => (cell && /^\d{1,10}$/.test(cell) ? Number(cell) : undefined);

const MSG_SKU_EXISTS = 'SKU already exists';

/**
 * The categories or tags a cell names, separated by ";" or "|" (the export writes "; "). A name that
 * holds a separator itself ("Food; Drink") is found whole: at each place the longest run of parts
 * that names a row is taken, so an export with such a name reads back as it was written.
 */
function listOf(cell: string, resolver: Resolver, code: 'UNKNOWN_CATEGORY' | 'UNKNOWN_TAG', errors: RowErrors, field: string): number[] {
  // Parts and the separators between them: ['Food', ';', ' Drink', ';', ' Toys'].
  const pieces = cell.split(new RegExp(`(${IMPORT_LIST_SPLIT.source})`));
  const ids: number[] = [];
  const unknown: string[] = [];
  for (let start = 0; start < pieces.length; start += 2) {
    let taken = false;
    for (let end = pieces.length - 1; end > start && !taken; end -= 2) {
      const id = resolver.resolve(pieces.slice(start, end + 1).join(''));
      if (typeof id === 'number') {
        ids.push(id);
        start = end - 1;
        taken = true;
      }
    }
    if (taken) continue;
    const name = pieces[start]!.trim();
    if (!name) continue;
    const id = resolver.resolve(name);
    if (typeof id === 'number') ids.push(id);
    else unknown.push(name);
  }
  if (unknown.length) errors.refuse(field, code, { names: unknown.join(', ') });
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** A cell's typed amount, read as the forms read it; a refusal is noted on the row and leaves the field out. */
function cellAmount(text: string, column: string, kind: 'money' | 'quantity', errors: RowErrors): number | undefined {
  if (text === '') return undefined;
  const read = kind === 'money' ? readMoney(text) : readQuantity(text);
  if (read.ok) return read.value;
  errors.refuseWith(column, amountRowError(read.problem, kind, column));
  return undefined;
}

function planRow(record: CsvRecord, has: Set<string>, lookups: Lookups): Planned {
  const cell = (c: string) => record.values[c] ?? '';
  const sku = cell('sku');
  const result: ImportRowResult = { line: record.line, sku, name: cell('name'), action: 'error' };
  const errors = new RowErrors();
  const byId = idOf(cell('id'));
  const existing = sku ? lookups.stored.get(sku) : byId !== undefined ? lookups.withoutSku.get(byId) : undefined;

  const vendor = lookups.vendors.resolve(cell('vendor'));
  if (cell('vendor') !== '' && typeof vendor !== 'number') errors.refuse('vendor', vendor === 'ambiguous' ? 'VENDOR_AMBIGUOUS' : 'VENDOR_NOT_FOUND');
  const categoryIds = has.has('categories') ? listOf(cell('categories'), lookups.categories, 'UNKNOWN_CATEGORY', errors, 'categories') : existing?.categoryIds ?? [];
  const tagIds = has.has('tags') ? listOf(cell('tags'), lookups.tags, 'UNKNOWN_TAG', errors, 'tags') : existing?.tagIds ?? [];
  const activeCell = cell('active').toLowerCase();
  const isActive = !has.has('active') ? existing?.isActive ?? true : activeCell === '' ? true : IMPORT_ACTIVE_WORDS[activeCell];
  if (isActive === undefined) errors.refuse('active', 'ACTIVE_FLAG');
  const price = cellAmount(cell('price'), 'price', 'money', errors);
  const packSize = !has.has('packSize') ? existing?.packSize ?? 1 : cell('packSize') === '' ? 1 : cellAmount(cell('packSize'), 'packSize', 'quantity', errors);

  const body = {
    name: cell('name'),
    description: has.has('description') ? cell('description') : existing?.description ?? '',
    price,
    sku,
    packSize,
    // A named vendor not found is already refused; a stand-in id lets the row's other fields be checked too.
    vendorId: typeof vendor === 'number' ? vendor : cell('vendor') !== '' ? 1 : undefined,
    categoryIds,
    tagIds,
  };
  const parsed = v.safeParse(productBody, body);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = v.getDotPath(issue) ?? 'row';
      const field = key === 'vendorId' ? 'vendor' : key.startsWith('categoryIds') ? 'categories' : key.startsWith('tagIds') ? 'tags' : key;
      errors.rule(field, issue);
    }
  }
  if (!sku && !existing && !errors.errors.sku) errors.refuse('sku', 'SKU_REQUIRED');
  if (errors.any || !parsed.success) return { result: errors.on(result) };

  const input = parsed.output;
  const fields: repo.ProductFields = {
    sku: input.sku,
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
      entries.push({ ...base, action: 'product.create', entityId: ids.get(f.sku!), details: { name: f.name, sku: f.sku, price: f.price, source: 'import' } });
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

interface Plan {
  planned: Planned[];
  names: Names;
  ignored: string[];
}

async function plan(db: Executor, text: string, words?: HeaderWords): Promise<Plan> {
  const { header, records, ignored } = readCsv(text, COLUMNS, PRODUCT_IMPORT_REQUIRED, words);
  const skus = [...new Set(records.map((r) => r.values.sku ?? '').filter(Boolean))];
  const ids = [...new Set(records.filter((r) => !r.values.sku).map((r) => idOf(r.values.id)).filter((id): id is number => id !== undefined))];
  const [vendors, categories, tags, stored, withoutSku] = await Promise.all([
    repo.allVendors(db),
    repo.allCategories(db),
    repo.allTags(db),
    repo.productsBySku(db, skus),
    repo.productsWithoutSku(db, ids),
  ]);
  const lookups: Lookups = { vendors: resolverOf(vendors), categories: resolverOf(categories), tags: resolverOf(tags), stored, withoutSku };
  const has = new Set(header);
  const firstLine = new Map<string, number>();
  const names: Names = { vendors: namesOf(vendors), categories: namesOf(categories), tags: namesOf(tags) };
  const planned = records.map((record): Planned => {
    const row = planRow(record, has, lookups);
    // A row's key: its SKU, or the ID of a stored product without one.
    const sku = record.values.sku ?? '';
    const key = sku ? `SKU ${sku}` : row.existing ? `ID ${row.existing.id}` : '';
    const seen = firstLine.get(key);
    if (key && seen !== undefined) {
      return { result: repeatedInFile(row.result, sku ? 'sku' : 'id', key, seen) };
    }
    if (key) firstLine.set(key, record.line);
    return row;
  });
  return { planned, names, ignored };
}

async function write(tx: Executor, planned: Planned[]): Promise<Map<string, number>> {
  const creates = planned.filter((p) => p.result.action === 'create');
  const updates = planned.filter((p) => p.result.action === 'update');
  const ids = await repo.insertProducts(tx, creates.map((p) => p.fields!));
  await repo.updateProducts(tx, updates.map((p) => ({ ...p.fields!, id: p.existing!.id })));
  await repo.replaceLinks(
    tx,
    [...creates, ...updates].map((p) => ({ productId: p.existing?.id ?? ids.get(p.fields!.sku!)!, categoryIds: p.categoryIds!, tagIds: p.tagIds! })),
  );
  return ids;
}

export async function importProducts(db: Database, user: AuthUser, text: string, options: ImportOptions, ip: string | null = null): Promise<ImportReport> {
  if (options.dryRun) {
    const { planned, ignored } = await plan(db, text, options.words);
    return reportOf(planned, ignored, true);
  }
  try {
    return await db.transaction(async (tx) => {
      const { planned, names, ignored } = await plan(tx, text, options.words);
      const report = reportOf(planned, ignored, false);
      if (report.errorRows > 0 && !options.validOnly) {
        throw new UnprocessableError(`${report.errorRows} row(s) have errors; nothing was imported`, 'IMPORT_HAS_ERRORS', report);
      }
      const ids = await write(tx, planned);
      const { created, updated, unchanged, totalRows, errorRows: skipped } = report;
      await recordAudit(tx, { action: 'product.import', entity: 'product', actorUserId: user.id, ip, details: { totalRows, created, updated, unchanged, ...(skipped ? { skipped } : {}) } });
      await recordAudits(tx, productAudits(planned, ids, names, user.id, ip));
      return { ...report, applied: true, skipped };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MSG_SKU_EXISTS, 'SKU_EXISTS');
    throw error;
  }
}
