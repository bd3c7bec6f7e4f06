/**
 * Vendor CSV import, keyed by e-mail: each row is checked as the vendor form's body is (the
 * contract's vendorCreateBody, so the spec's messages); a stored e-mail is updated, a new one
 * created, an identical one left alone. Bank details are not a column: they stay write-only.
 * Like the product import, a dry run only reports and applying is all or nothing (or the valid
 * rows only, when the admin chose so), audited once with the counts and once per vendor created or
 * changed. A column left out keeps stored values; the list export's file reads back as it is.
 */
import * as v from 'valibot';
import { eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database, type Executor } from '@portal/db';
import { readMoney } from '@portal/contract/amounts';
import { MSG } from '@portal/contract/messages';
import { vendorCreateBody } from '@portal/contract/vendors';
import { amountRowError, IMPORT_ACTIVE_WORDS, VENDOR_IMPORT_COLUMNS, VENDOR_IMPORT_REQUIRED, type ImportReport, type ImportRowResult } from '@portal/contract/imports';
import type { AuthUser } from '../../plugins/auth';
import { ConflictError, UnprocessableError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { RowErrors, repeatedInFile } from './row-errors';
import { recordAudit, recordAudits, type AuditEntry } from '../audit/audit.repo';
import { readCsv, type CsvRecord, type HeaderWords } from './csv-file';
import { reportOf, type ImportOptions } from './import-report';

const { vendors } = schema;
type VendorRow = typeof vendors.$inferSelect;
const FIELDS = ['name', 'contactName', 'email', 'phone', 'address', 'city', 'state', 'zipCode', 'taxId', 'minOrderCents', 'isActive'] as const;
type Fields = Pick<VendorRow, (typeof FIELDS)[number]>;

interface Planned {
  result: ImportRowResult;
  fields?: Fields;
  existing?: VendorRow;
}

function planRow(record: CsvRecord, has: Set<string>, stored: Map<string, VendorRow>): Planned {
  const cell = (c: string) => record.values[c] ?? '';
  const email = cell('email').toLowerCase();
  const result: ImportRowResult = { line: record.line, sku: email, name: cell('name'), action: 'error' };
  const existing = stored.get(email);
  const errors = new RowErrors();
  const keep = <K extends keyof VendorRow>(column: string, field: K, value: unknown) => (has.has(column) ? value : existing ? existing[field] : undefined);
  // Blank is no minimum; a refused amount is noted and the field left out ("12,50" is $12.50).
  const minOrder = cell('minOrder') === '' ? ({ ok: true, value: 0 } as const) : readMoney(cell('minOrder'));
  if (!minOrder.ok) errors.refuseWith('minOrder', amountRowError(minOrder.problem, 'money', 'minOrder'));
  const activeCell = cell('active').toLowerCase();
  const isActive = !has.has('active') ? existing?.isActive ?? true : activeCell === '' ? true : IMPORT_ACTIVE_WORDS[activeCell];
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
    minOrderCents: keep('minOrder', 'minOrderCents', minOrder.ok ? minOrder.value : undefined),
  };
  const parsed = v.safeParse(vendorCreateBody, body);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = v.getDotPath(issue) ?? 'row';
      errors.rule(key === 'minOrderCents' ? 'minOrder' : key, issue);
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

async function plan(db: Executor, text: string, words?: HeaderWords): Promise<{ planned: Planned[]; ignored: string[] }> {
  const { header, records, ignored } = readCsv(text, VENDOR_IMPORT_COLUMNS, VENDOR_IMPORT_REQUIRED, words);
  const emails = [...new Set(records.map((r) => (r.values.email ?? '').toLowerCase()).filter(Boolean))];
  const rows = emails.length ? await db.select().from(vendors).where(inArray(sql`lower(${vendors.email})`, emails)) : [];
  const stored = new Map(rows.map((r) => [r.email.toLowerCase(), r]));
  const has = new Set(header);
  const firstLine = new Map<string, number>();
  const planned = records.map((record) => {
    const row = planRow(record, has, stored);
    const email = (record.values.email ?? '').toLowerCase();
    const seen = firstLine.get(email);
    if (email && seen !== undefined) {
      return { result: repeatedInFile(row.result, 'email', email, seen) };
    }
    if (email) firstLine.set(email, record.line);
    return row;
  });
  return { planned, ignored };
}

export async function importVendors(db: Database, user: AuthUser, text: string, options: ImportOptions, ip: string | null = null): Promise<ImportReport> {
  if (options.dryRun) {
    const { planned, ignored } = await plan(db, text, options.words);
    return reportOf(planned, ignored, true);
  }
  try {
    return await db.transaction(async (tx) => {
      const { planned, ignored } = await plan(tx, text, options.words);
      const report = reportOf(planned, ignored, false);
      if (report.errorRows > 0 && !options.validOnly) throw new UnprocessableError(`${report.errorRows} row(s) have errors; nothing was imported`, 'IMPORT_HAS_ERRORS', report);
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
      const { created, updated, unchanged, totalRows, errorRows: skipped } = report;
      await recordAudit(tx, { ...base, action: 'vendor.import', details: { totalRows, created, updated, unchanged, ...(skipped ? { skipped } : {}) } });
      await recordAudits(tx, audits);
      return { ...report, applied: true, skipped };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MSG.emailExists, 'EMAIL_EXISTS');
    throw error;
  }
}
