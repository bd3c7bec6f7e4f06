import * as v from 'valibot';
import { MSG } from '@portal/contract/messages';
import { vendorCreateBody, type VendorAdmin } from '@portal/contract/vendors';
import { ApiError } from '../../../lib/api/api-error';
import { messageOf } from '../kit/format';
import type { VendorPayload } from './vendors-api';
import { t } from '../../../lib/i18n/i18n';

export const VENDOR_FIELDS = [
  ['name', 'admin.vendors.companyName', true],
  ['contactName', 'admin.vendors.contactName', true],
  ['email', 'admin.vendors.email', true],
  ['phone', 'admin.vendors.phone', false],
  ['address', 'admin.vendors.address', true],
  ['city', 'admin.vendors.city', true],
  ['state', 'admin.vendors.state', true],
  ['zipCode', 'admin.vendors.zipCode', true],
  ['taxId', 'admin.vendors.taxId', false],
  ['bankAccount', 'admin.vendors.bankAccount', false],
  ['routingNumber', 'admin.vendors.routingNumber', false],
] as const;

export type VendorFormValues = Record<(typeof VENDOR_FIELDS)[number][0], string>;

export const emptyVendor = Object.fromEntries(VENDOR_FIELDS.map(([k]) => [k, ''])) as VendorFormValues;

export const vendorToForm = (x: VendorAdmin): VendorFormValues =>
  Object.fromEntries(VENDOR_FIELDS.map(([k]) => [k, String(x[k] ?? '')])) as VendorFormValues;

/** The contract's schema carries the spec's messages: one per field. */
export function validateVendor(values: VendorFormValues): { errors: Record<string, string> } | { body: VendorPayload } {
  const result = v.safeParse(vendorCreateBody, values);
  if (result.success) return { body: values };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !errors[key]) errors[key] = issue.message;
  }
  return { errors };
}

/** Spec 8, vendor save. */
export function vendorSaveError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return MSG.authFailed;
    if (error.status === 403) return MSG.accessDeniedAdmin;
    if (error.status === 409) return MSG.emailExists;
  }
  return messageOf(error, t('admin.vendors.saveFailed'));
}
