/**
 * Vendors: the back-office form's rules (spec 5, vendor form table) and the shapes the API
 * answers. A create needs every required field; an update may carry any subset (the row
 * toggle sends only the inverted isActive), each field validated when present.
 */
import * as v from 'valibot';
import { qBool, pageQuery } from './common';
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
  bankAccount: clearableText(100, MSG.bankAccountMax),
  routingNumber: clearableText(50, MSG.routingNumberMax),
  isActive: v.optional(v.boolean('isActive must be true or false')),
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
}));
export type VendorUpdateBody = v.InferInput<typeof vendorUpdateBody>;
export type VendorUpdateInput = v.InferOutput<typeof vendorUpdateBody>;

export const vendorListQuery = v.object({
  ...pageQuery,
  search: queryText('search'),
  state: queryText('state'),
  city: queryText('city'),
  isActive: v.optional(qBool('isActive')),
});
export type VendorListQuery = v.InferOutput<typeof vendorListQuery>;

/** Bank details are shown as '••••' plus the last four characters to all but a super admin. */
export function maskSecret(value: string | null): string | null {
  if (value == null) return null;
  return value.length > 4 ? `••••${value.slice(-4)}` : '••••';
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
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  counts: VendorCounts;
}

export interface VendorStats {
  overview: { total: number; active: number; inactive: number; withOrders: number; withProducts: number };
  topVendorsByProducts: Array<{ id: number; name: string; productCount: number }>;
}
