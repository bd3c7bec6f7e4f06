/**
 * Vendor rules: shoppers see only active vendors and only their public fields; bank details are
 * masked for everyone but a super admin, and write-only (kept unless replaced, changes audited
 * masked); e-mail is unique; a vendor with products or orders cannot be deleted (it is
 * deactivated instead, so order history keeps its supplier).
 */
import type { Database } from '@portal/db';
import { MSG } from '@portal/contract/messages';
import { paginationOf } from '@portal/contract/common';
import {
  maskSecret,
  VENDOR_SECRET_FIELDS,
  type VendorAdmin,
  type VendorCreateInput,
  type VendorListQuery,
  type VendorPublic,
  type VendorStats,
  type VendorUpdateInput,
} from '@portal/contract/vendors';
import { DASHBOARD_TOP } from '@portal/contract/rules';
import type { AuthUser } from '../../plugins/auth';
import { ConflictError, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import * as repo from './vendors.repo';

const isAdmin = (user: AuthUser) => user.role === 'ADMIN' || user.role === 'SUPER_ADMIN';

function toPublic(row: repo.VendorRow): VendorPublic {
  return { id: row.id, name: row.name, contactName: row.contactName, email: row.email };
}

function toAdmin(row: repo.VendorWithCounts, user: AuthUser): VendorAdmin {
  const reveal = user.role === 'SUPER_ADMIN';
  return {
    ...toPublic(row),
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    taxId: row.taxId,
    bankAccount: reveal ? row.bankAccount : maskSecret(row.bankAccount),
    routingNumber: reveal ? row.routingNumber : maskSecret(row.routingNumber),
    minOrderCents: row.minOrderCents,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    counts: { products: row.productCount, vendorOrders: row.vendorOrderCount, payments: row.paymentCount },
  };
}

/** The unique index is the last word when two writers race past the pre-check. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function list(db: Database, user: AuthUser, query: VendorListQuery) {
  const effective = isAdmin(user) ? query : { ...query, isActive: true };
  const { rows, total } = await repo.listVendors(db, effective);
  const vendors = isAdmin(user) ? rows.map((r) => toAdmin(r, user)) : rows.map(toPublic);
  return { vendors, pagination: paginationOf(query.page, query.limit, total) };
}

export async function get(db: Database, user: AuthUser, id: number): Promise<VendorAdmin | VendorPublic> {
  const row = await repo.findVendor(db, id);
  if (!row || (!isAdmin(user) && !row.isActive)) throw notFound('vendor');
  return isAdmin(user) ? toAdmin(row, user) : toPublic(row);
}

export async function create(db: Database, user: AuthUser, input: VendorCreateInput, ip: string | null = null): Promise<VendorAdmin> {
  if (await repo.emailTaken(db, input.email)) throw new ConflictError(MSG.emailExists, 'EMAIL_EXISTS');
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await repo.insertVendor(tx, input);
      await recordAudit(tx, { action: 'vendor.create', entity: 'vendor', entityId: inserted.id, actorUserId: user.id, ip, details: { name: inserted.name } });
      return inserted;
    });
    return toAdmin({ ...row, productCount: 0, vendorOrderCount: 0, paymentCount: 0 }, user);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MSG.emailExists, 'EMAIL_EXISTS');
    throw error;
  }
}

/**
 * Bank details are write-only: a field absent from the body keeps its stored value (the contract
 * refuses a masked copy), and a change is audited with masked before and after values only.
 */
export async function update(db: Database, user: AuthUser, id: number, input: VendorUpdateInput, ip: string | null = null): Promise<VendorAdmin> {
  if (input.email && (await repo.emailTaken(db, input.email, id))) throw new ConflictError(MSG.emailExists, 'EMAIL_EXISTS');
  try {
    await db.transaction(async (tx) => {
      const before = await repo.findVendor(tx, id);
      if (!before) throw notFound('vendor');
      await repo.updateVendor(tx, id, input);
      const changed = secretChanges(before, input);
      if (Object.keys(changed).length > 0) {
        await recordAudit(tx, { action: 'vendor.bank_details_change', entity: 'vendor', entityId: id, actorUserId: user.id, ip, details: changed });
      }
      const { isActive, ...fields } = plainChanges(before, input);
      const audit = { entity: 'vendor', entityId: id, actorUserId: user.id, ip };
      if (Object.keys(fields).length > 0) await recordAudit(tx, { ...audit, action: 'vendor.update', details: fields });
      if (isActive) await recordAudit(tx, { ...audit, action: isActive.to ? 'vendor.activate' : 'vendor.deactivate', details: { isActive } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MSG.emailExists, 'EMAIL_EXISTS');
    throw error;
  }
  return get(db, user, id) as Promise<VendorAdmin>;
}

/** The changed fields other than bank details, as from and to (the history shows them). */
function plainChanges(before: repo.VendorRow, input: VendorUpdateInput): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  const secret: readonly string[] = VENDOR_SECRET_FIELDS;
  for (const [field, next] of Object.entries(input)) {
    if (secret.includes(field) || next === undefined) continue;
    const prev = (before as Record<string, unknown>)[field];
    if ((prev ?? null) !== (next ?? null)) changed[field] = { from: prev ?? null, to: next ?? null };
  }
  return changed;
}

function secretChanges(before: repo.VendorRow, input: VendorUpdateInput): Record<string, { from: string | null; to: string | null }> {
  const changed: Record<string, { from: string | null; to: string | null }> = {};
  for (const field of VENDOR_SECRET_FIELDS) {
    const next = input[field];
    if (next === undefined || next === before[field]) continue;
    changed[field] = { from: maskSecret(before[field]), to: maskSecret(next) };
  }
  return changed;
}

export async function remove(db: Database, id: number, user?: AuthUser, ip: string | null = null): Promise<void> {
  const row = await repo.findVendor(db, id);
  if (!row) throw notFound('vendor');
  if (row.productCount > 0 || row.vendorOrderCount > 0 || row.paymentCount > 0) {
    throw new ConflictError(MSG.vendorHasDependents, 'VENDOR_IN_USE');
  }
  try {
    await db.transaction(async (tx) => {
      await repo.deleteVendor(tx, id);
      await recordAudit(tx, { action: 'vendor.delete', entity: 'vendor', entityId: id, actorUserId: user?.id ?? null, ip, details: { name: row.name } });
    });
  } catch (error) {
    // A product or order added since the check: the foreign keys refuse, the answer stays a 409.
    const e = error as { code?: string; cause?: { code?: string } };
    if (e?.code === '23503' || e?.cause?.code === '23503') throw new ConflictError(MSG.vendorHasDependents, 'VENDOR_IN_USE');
    throw error;
  }
}

export async function stats(db: Database): Promise<VendorStats> {
  const { overview, topVendors } = await repo.vendorStats(db, DASHBOARD_TOP.vendors);
  return { overview: { ...overview, inactive: overview.total - overview.active }, topVendorsByProducts: topVendors };
}
