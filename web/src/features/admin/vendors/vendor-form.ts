import * as v from 'valibot';
import { VENDOR_RESOURCE } from '@portal/contract/resources';
import { vendorCreateBody, type VendorAdmin, type VendorSecretField, type VendorUpdateBody } from '@portal/contract/vendors';
import { textByStatus } from '../kit/format';
import { typedAmount } from '../kit/typed-amount';
import { emptyValues, secretHintsOf, textBody, valuesOf, type DescribedValues } from '../kit/described-values';
import { t } from '../../../lib/i18n/i18n';
import { issueTexts } from '../../../lib/i18n/errors';

/** The vendor form's values as typed, one per form field of the vendor description. */
export type VendorFormValues = DescribedValues<typeof VENDOR_RESOURCE>;

export const emptyVendor: VendorFormValues = emptyValues(VENDOR_RESOURCE);

/** Bank details are write-only: the edit form starts them empty, with the masked value as a hint. */
export const vendorToForm = (x: VendorAdmin): VendorFormValues => valuesOf(VENDOR_RESOURCE, x);

export const vendorSecretHints = (x: VendorAdmin | null): Partial<Record<VendorSecretField, string>> => (x ? secretHintsOf(VENDOR_RESOURCE, x) : {});

/**
 * The body to send: a new vendor gets every field, an edit only the fields the admin changed; a
 * bank detail left empty is never sent, so the stored number stays as it is. The minimum order is
 * typed in dollars and sent in cents; blank means none.
 */
function bodyOf(values: VendorFormValues, initial: VendorFormValues | null, minOrderCents: number): VendorUpdateBody {
  const body: VendorUpdateBody = textBody(VENDOR_RESOURCE, values, initial);
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
export const vendorSaveError = (error: unknown): string =>
  textByStatus(error, { 401: t('admin.access.authFailed'), 403: t('admin.access.admin'), 409: t('errors.EMAIL_EXISTS') }, t('admin.vendors.saveFailed'));
