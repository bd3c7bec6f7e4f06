/**
 * Vendor CSV import, keyed by e-mail: each row is checked as the vendor form's body is (the
 * contract's vendorCreateBody, so the spec's messages); a stored e-mail is updated, a new one
 * created, an identical one left alone. Bank details are not a column: they stay write-only.
 * Like the product import, a dry run only reports and applying is all or nothing, audited once
 * with the counts and once per vendor created or changed. A column left out keeps stored values.
 */
import * as v from 'valibot';
import { eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database, type Executor } from '@portal/db';
import { parseDollars } from '@portal/contract/money';
import { MSG } from '@portal/contract/messages';
import { vendorCreateBody } from '@portal/contract/vendors';
import { VENDOR_IMPORT_COLUMNS, VENDOR_IMPORT_REQUIRED, type ImportReport, type ImportRowResult } from '@portal/contract/imports';
import type { AuthUser } from '../../plugins/auth';
import { ConflictError, UnprocessableError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { RowErrors, repeatedInFile } from './row-errors';
import { recordAudit, recordAudits, type AuditEntry } from '../audit/audit.repo';
import { readCsv, type CsvRecord } from './csv-file';

const { vendors } = schema;
type VendorRow = typeof vendors.$inferSelect;
const FIELDS = ['name', 'contactName', 'email', 'phone', 'address', 'city', 'state', 'zipCode', 'taxId', 'minOrderCents', 'isActive'] as const;
type Fields = Pick<VendorRow, (typeof FIELDS)[number]>;

interface Planned {
  result: ImportRowResult;
  fields?: Fields;
  existing?: VendorRow;
}

const BOOL: Record<string, boolean> = { true: true, yes: true, y: true, '1': true, active: true, false: false, no: false, n: false, '0': false, inactive: false };

function planRow(record: CsvRecord, has: Set<string>, stored: Map<string, VendorRow>): Planned {
  const cell = (c: string) => record.values[c] ?? '';
  const email = cell('email').toLowerCase();
  const result: ImportRowResult = { line: record.line, sku: email, name: cell('name'), action: 'error' };
  const existing = stored.get(email);
  const errors = new RowErrors();
  const keep = <K extends keyof VendorRow>(column: string, field: K, value: unknown) => (has.has(column) ? value : existing ? existing[field] : undefined);
  const minOrder = cell('minOrder');
  const activeCell = cell('active').toLowerCase();
  const isActive = !has.has('active') ? existing?.isActive ?? true : activeCell === '' ? true : BOOL[activeCell];
  if (isActive === undefined) errors.refuse('active', 'ACTIVE_FLAG');
  const body = {
    name: cell('name'),
    contactName: cell('contactName'),
    email: cell('email'),
    phone: keep('phone', 'phone', cell('phone') || null),
    address: cell('address'),
    city: cell('city'),
    state: cell('state'),
    zipCode: cell('zipCode'),
    taxId: keep('taxId', 'taxId', cell('taxId') || null),
    minOrderCents: keep('minOrder', 'minOrderCents', minOrder === '' ? 0 : parseDollars(minOrder) ?? -1),
  };
  const parsed = v.safeParse(vendorCreateBody, body);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = v.getDotPath(issue) ?? 'row';
      errors.message(key === 'minOrderCents' ? 'minOrder' : key, issue.message);
    }
  }
  if (!parsed.success || errors.any) return { result: errors.on(result) };
  const o = parsed.output;
  const fields: Fields = {
    name: o.name,
    contactName: o.contactName,
    email: o.email,
    phone: o.phone ?? null,
    address: o.address,
    city: o.city,
    state: o.state,
    zipCode: o.zipCode,
    taxId: o.taxId ?? null,
    minOrderCents: o.minOrderCents ?? 0,
    isActive: isActive!,
  };
  const same = existing && FIELDS.every((f) => existing[f] === fields[f]);
  return { result: { ...result, name: o.name, action: !existing ? 'create' : same ? 'unchanged' : 'update' }, fields, existing };
}

async function plan(db: Executor, text: string): Promise<Planned[]> {
  const { header, records } = readCsv(text, VENDOR_IMPORT_COLUMNS, VENDOR_IMPORT_REQUIRED);
  const emails = [...new Set(records.map((r) => (r.values.email ?? '').toLowerCase()).filter(Boolean))];
  const rows = emails.length ? await db.select().from(vendors).where(inArray(sql`lower(${vendors.email})`, emails)) : [];
  const stored = new Map(rows.map((r) => [r.email.toLowerCase(), r]));
  const has = new Set(header);
  const firstLine = new Map<string, number>();
  return records.map((record) => {
    const row = planRow(record, has, stored);
    const email = (record.values.email ?? '').toLowerCase();
    const seen = firstLine.get(email);
    if (email && seen !== undefined) {
      return { result: repeatedInFile(row.result, 'email', email, seen) };
    }
    if (email) firstLine.set(email, record.line);
    return row;
  });
}

function reportOf(planned: Planned[], dryRun: boolean, applied: boolean): ImportReport {
  const count = (a: ImportRowResult['action']) => planned.filter((p) => p.result.action === a).length;
  return { dryRun, applied, totalRows: planned.length, created: count('create'), updated: count('update'), unchanged: count('unchanged'), errorRows: count('error'), rows: planned.map((p) => p.result) };
}

export async function importVendors(db: Database, user: AuthUser, text: string, dryRun: boolean, ip: string | null = null): Promise<ImportReport> {
  if (dryRun) return reportOf(await plan(db, text), true, false);
  try {
    return await db.transaction(async (tx) => {
      const planned = await plan(tx, text);
      const report = reportOf(planned, false, false);
      if (report.errorRows > 0) throw new UnprocessableError(`${report.errorRows} row(s) have errors; nothing was imported`, 'IMPORT_HAS_ERRORS', report);
      const audits: AuditEntry[] = [];
      const base = { entity: 'vendor', actorUserId: user.id, ip };
      for (const p of planned) {
        if (p.result.action === 'create') {
          const [row] = await tx.insert(vendors).values(p.fields!).returning({ id: vendors.id });
          audits.push({ ...base, action: 'vendor.create', entityId: row!.id, details: { name: p.fields!.name, source: 'import' } });
        } else if (p.result.action === 'update') {
          await tx.update(vendors).set(p.fields!).where(eq(vendors.id, p.existing!.id));
          const changes: Record<string, unknown> = { source: 'import' };
          for (const f of FIELDS) if (p.existing![f] !== p.fields![f]) changes[f] = { from: p.existing![f], to: p.fields![f] };
          audits.push({ ...base, action: 'vendor.update', entityId: p.existing!.id, details: changes });
        }
      }
      const { created, updated, unchanged, totalRows } = report;
      await recordAudit(tx, { ...base, action: 'vendor.import', details: { totalRows, created, updated, unchanged } });
      await recordAudits(tx, audits);
      return { ...report, applied: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MSG.emailExists, 'EMAIL_EXISTS');
    throw error;
  }
}
