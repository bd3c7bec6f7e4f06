/**
 * Vendors: the back-office form's rules (spec 5, vendor form table) and the shapes the API
 * answers. A create needs every required field; an update may carry any subset (the row
 * toggle sends only the inverted isActive), each field validated when present.
 */
import * as v from 'valibot';
import { qBool, pageQuery, sortQuery } from './common';
import { VENDOR_SORTS } from './rules';
import { MSG } from './messages';
import { flatBody, queryText } from './guards';

const requiredText = (max: number, requiredMessage: string, maxMessage: string) =>
  v.pipe(v.string(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), v.maxLength(max, maxMessage));

/** Optional text that can also be cleared: absent stays absent, null or blank becomes null. */
const clearableText = (max: number, maxMessage: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(maxMessage)),
      v.transform((s) => (s == null ? null : s.trim() || null)),
      v.nullable(v.pipe(v.string(), v.maxLength(max, maxMessage))),
    ),
  );

/** The character a masked secret is shown with; a value holding it can only be a copy of a mask. */
export const MASK_CHAR = '•';

/**
 * A write-only secret (bank details): absent keeps the stored value, null or blank clears it, and a
 * value carrying the mask character is refused so no client can ever store a mask over the number.
 */
const secretText = (max: number, maxMessage: string, maskedMessage: string) =>
  v.optional(
    v.pipe(
      clearableText(max, maxMessage),
      v.check((s) => s == null || !s.includes(MASK_CHAR), maskedMessage),
    ),
  );

export const vendorEmail = v.pipe(
  v.string(MSG.validEmailRequired),
  v.trim(),
  v.nonEmpty(MSG.validEmailRequired),
  v.email(MSG.validEmailRequired),
  v.maxLength(254, MSG.validEmailRequired),
  v.toLowerCase(),
);

export const vendorFields = {
  name: requiredText(100, MSG.companyNameRequired, MSG.companyNameMax),
  contactName: requiredText(100, MSG.contactNameRequired, MSG.contactNameMax),
  email: vendorEmail,
  phone: clearableText(20, MSG.phoneMax),
  address: requiredText(200, MSG.addressRequired, MSG.addressMax),
  city: requiredText(50, MSG.cityRequired, MSG.cityMax),
  state: requiredText(50, MSG.stateRequired, MSG.stateMax),
  zipCode: requiredText(20, MSG.zipRequired, MSG.zipMax),
  taxId: clearableText(50, MSG.taxIdMax),
  bankAccount: secretText(100, MSG.bankAccountMax, MSG.bankAccountMasked),
  routingNumber: secretText(50, MSG.routingNumberMax, MSG.routingNumberMasked),
  isActive: v.optional(v.boolean('isActive must be true or false')),
  minOrderCents: v.optional(v.pipe(v.number(MSG.invalidMinOrder), v.integer(MSG.invalidMinOrder), v.minValue(0, MSG.invalidMinOrder), v.maxValue(100_000_000, MSG.invalidMinOrder))),
};

export const vendorCreateBody = flatBody(
  {
    name: MSG.companyNameRequired,
    contactName: MSG.contactNameRequired,
    email: MSG.validEmailRequired,
    address: MSG.addressRequired,
    city: MSG.cityRequired,
    state: MSG.stateRequired,
    zipCode: MSG.zipRequired,
  },
  v.strictObject(vendorFields),
);
export type VendorCreateBody = v.InferInput<typeof vendorCreateBody>;
export type VendorCreateInput = v.InferOutput<typeof vendorCreateBody>;

export const vendorUpdateBody = flatBody({}, v.strictObject({
  name: v.optional(vendorFields.name),
  contactName: v.optional(vendorFields.contactName),
  email: v.optional(vendorFields.email),
  phone: vendorFields.phone,
  address: v.optional(vendorFields.address),
  city: v.optional(vendorFields.city),
  state: v.optional(vendorFields.state),
  zipCode: v.optional(vendorFields.zipCode),
  taxId: vendorFields.taxId,
  bankAccount: vendorFields.bankAccount,
  routingNumber: vendorFields.routingNumber,
  isActive: vendorFields.isActive,
  minOrderCents: vendorFields.minOrderCents,
}));
export type VendorUpdateBody = v.InferInput<typeof vendorUpdateBody>;
export type VendorUpdateInput = v.InferOutput<typeof vendorUpdateBody>;

export const vendorListQuery = v.object({
  ...pageQuery,
  search: queryText('search'),
  state: queryText('state'),
  city: queryText('city'),
  isActive: v.optional(qBool('isActive')),
  ...sortQuery(VENDOR_SORTS),
});
export type VendorListQuery = v.InferOutput<typeof vendorListQuery>;

/** The vendor fields that are write-only secrets: masked in answers and audit rows, kept unless replaced. */
export const VENDOR_SECRET_FIELDS = ['bankAccount', 'routingNumber'] as const;
export type VendorSecretField = (typeof VENDOR_SECRET_FIELDS)[number];

/** Bank details are shown as '••••' plus the last four characters to all but a super admin. */
export function maskSecret(value: string | null): string | null {
  if (value == null) return null;
  const mask = MASK_CHAR.repeat(4);
  return value.length > 4 ? `${mask}${value.slice(-4)}` : mask;
}

/** What a shopper may see of a vendor. */
export interface VendorPublic {
  id: number;
  name: string;
  contactName: string;
  email: string;
}

export interface VendorCounts {
  products: number;
  vendorOrders: number;
  payments: number;
}

export interface VendorAdmin extends VendorPublic {
  phone: string | null;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  taxId: string | null;
  /** Masked unless the caller is a super admin. */
  bankAccount: string | null;
  routingNumber: string | null;
  /** Integer cents; 0: no minimum. */
  minOrderCents: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  counts: VendorCounts;
}

export interface VendorStats {
  overview: { total: number; active: number; inactive: number; withOrders: number; withProducts: number };
  topVendorsByProducts: Array<{ id: number; name: string; productCount: number }>;
}
