import * as v from 'valibot';
import { centsToInput } from '@portal/contract/money';
import { maskSecret, vendorCreateBody, VENDOR_SECRET_FIELDS, type VendorAdmin, type VendorSecretField, type VendorUpdateBody } from '@portal/contract/vendors';
import { ApiError } from '../../../lib/api/api-error';
import { messageOf } from '../kit/format';
import { typedAmount } from '../kit/typed-amount';
import { t } from '../../../lib/i18n/i18n';
import { issueTexts } from '../../../lib/i18n/errors';

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
  ['minOrder', 'admin.vendors.minOrder', false],
] as const;

export type VendorFormValues = Record<(typeof VENDOR_FIELDS)[number][0], string>;
type TextField = Exclude<keyof VendorFormValues, 'minOrder'>;
/** The fields sent as typed; the minimum order is sent in cents. */
const TEXT_FIELDS = VENDOR_FIELDS.map(([k]) => k).filter((k): k is TextField => k !== 'minOrder');

export const emptyVendor = Object.fromEntries(VENDOR_FIELDS.map(([k]) => [k, ''])) as VendorFormValues;

const isSecret = (key: string): key is VendorSecretField => (VENDOR_SECRET_FIELDS as readonly string[]).includes(key);

/** Bank details are write-only: the edit form starts them empty, with the masked value as a hint. */
export const vendorToForm = (x: VendorAdmin): VendorFormValues =>
  Object.fromEntries(
    VENDOR_FIELDS.map(([k]) => [
      k,
      isSecret(k) ? '' : k === 'minOrder' ? (x.minOrderCents > 0 ? centsToInput(x.minOrderCents) : '') : String(x[k] ?? ''),
    ]),
  ) as VendorFormValues;

export const vendorSecretHints = (x: VendorAdmin | null): Partial<Record<VendorSecretField, string>> =>
  Object.fromEntries(VENDOR_SECRET_FIELDS.flatMap((k) => (x?.[k] ? [[k, maskSecret(x[k])]] : [])));

/**
 * The body to send: a new vendor gets every field, an edit only the fields the admin changed; a
 * bank detail left empty is never sent, so the stored number stays as it is. The minimum order is
 * typed in dollars and sent in cents; blank means none.
 */
function bodyOf(values: VendorFormValues, initial: VendorFormValues | null, minOrderCents: number): VendorUpdateBody {
  const body: VendorUpdateBody = {};
  for (const key of TEXT_FIELDS) {
    const value = values[key];
    if (isSecret(key) && value.trim() === '') continue;
    if (initial && !isSecret(key) && initial[key] === value) continue;
    body[key] = value;
  }
  if (!initial || initial.minOrder !== values.minOrder) body.minOrderCents = minOrderCents;
  return body;
}

/** The contract's schema holds the spec's rules: one per field, worded by its code in the current language. */
export function validateVendor(values: VendorFormValues, initial: VendorFormValues | null = null): { errors: Record<string, string> } | { body: VendorUpdateBody } {
  const { minOrder, ...rest } = values;
  // Blank is no minimum; "12,50" and "12.50" are both $12.50 (decision 024).
  const typed = minOrder.trim() === '' ? { value: 0 } : typedAmount(minOrder, 'money', t('admin.vendors.minOrder'));
  const minOrderCents = 'error' in typed ? 0 : typed.value;
  const result = v.safeParse(vendorCreateBody, { ...rest, minOrderCents });
  if (result.success && !('error' in typed)) return { body: bodyOf(values, initial, minOrderCents) };
  // Every field's refusal at once, the minimum's with the others.
  const errors: Record<string, string> = 'error' in typed ? { minOrder: typed.error } : {};
  if (result.success) return { errors };
  for (const [key, text] of Object.entries(issueTexts(result.issues))) errors[key] ??= text;
  return { errors };
}

/** Spec 8, vendor save. */
export function vendorSaveError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('admin.access.authFailed');
    if (error.status === 403) return t('admin.access.admin');
    if (error.status === 409) return t('errors.EMAIL_EXISTS');
  }
  return messageOf(error, t('admin.vendors.saveFailed'));
}
