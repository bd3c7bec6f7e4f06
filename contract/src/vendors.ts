/**
 * Vendors: the back-office form's rules (spec 5, vendor form table, with the US checks of decision
 * 025: state code, ZIP, ABA routing number, account digits) and the shapes the API answers. A create needs every required field; an update may carry any subset (the row
 * toggle sends only the inverted isActive), each field validated when present.
 */
import * as v from 'valibot';
import { idParams, isoMoment, qBool, pageQuery, paginationAnswer, sortQuery } from './common';
import { route } from './route';
import { ADMINS, EVERYONE, VENDOR_SORTS } from './rules';
import { rule, type RuleMessage } from './field-rules';
import { flatBody, queryText } from './guards';
import { isBankAccount, isRoutingNumber, isStateCode, ZIP_CODE } from './us-fields';

const requiredText = (max: number, requiredMessage: RuleMessage, maxMessage: RuleMessage) =>
  v.pipe(v.string(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), v.maxLength(max, maxMessage));

/** Optional text that can also be cleared: absent stays absent, null or blank becomes null. */
const clearableText = (max: number, maxMessage: RuleMessage) =>
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
const secretText = (max: number, maxMessage: RuleMessage, maskedMessage: RuleMessage, valid: (s: string) => boolean, invalidMessage: RuleMessage) =>
  v.optional(
    v.pipe(
      clearableText(max, maxMessage),
      v.check((s) => s == null || !s.includes(MASK_CHAR), maskedMessage),
      v.check((s) => s == null || s.includes(MASK_CHAR) || valid(s), invalidMessage),
    ),
  );

/** A required state code (decision 025), stored in capitals. */
const stateCode = v.pipe(v.string(rule('STATE_REQUIRED')), v.trim(), v.nonEmpty(rule('STATE_REQUIRED')), v.toUpperCase(), v.check(isStateCode, rule('STATE_INVALID')));
/** A required ZIP or ZIP+4. */
const zipCode = v.pipe(v.string(rule('ZIP_REQUIRED')), v.trim(), v.nonEmpty(rule('ZIP_REQUIRED')), v.maxLength(20, rule('ZIP_MAX')), v.regex(ZIP_CODE, rule('ZIP_INVALID')));

export const vendorEmail = v.pipe(
  v.string(rule('VALID_EMAIL_REQUIRED')),
  v.trim(),
  v.nonEmpty(rule('VALID_EMAIL_REQUIRED')),
  v.email(rule('VALID_EMAIL_REQUIRED')),
  v.maxLength(254, rule('VALID_EMAIL_REQUIRED')),
  v.toLowerCase(),
);

export const vendorFields = {
  name: requiredText(100, rule('COMPANY_NAME_REQUIRED'), rule('COMPANY_NAME_MAX')),
  contactName: requiredText(100, rule('CONTACT_NAME_REQUIRED'), rule('CONTACT_NAME_MAX')),
  email: vendorEmail,
  phone: clearableText(20, rule('PHONE_MAX')),
  address: requiredText(200, rule('ADDRESS_REQUIRED'), rule('ADDRESS_MAX')),
  city: requiredText(50, rule('CITY_REQUIRED'), rule('CITY_MAX')),
  state: stateCode,
  zipCode,
  taxId: clearableText(50, rule('TAX_ID_MAX')),
  bankAccount: secretText(100, rule('BANK_ACCOUNT_MAX'), rule('BANK_ACCOUNT_MASKED'), isBankAccount, rule('BANK_ACCOUNT_INVALID')),
  routingNumber: secretText(50, rule('ROUTING_NUMBER_MAX'), rule('ROUTING_NUMBER_MASKED'), isRoutingNumber, rule('ROUTING_NUMBER_INVALID')),
  isActive: v.optional(v.boolean('isActive must be true or false')),
  minOrderCents: v.optional(v.pipe(v.number(rule('INVALID_MIN_ORDER')), v.integer(rule('INVALID_MIN_ORDER')), v.minValue(0, rule('INVALID_MIN_ORDER')), v.maxValue(100_000_000, rule('INVALID_MIN_ORDER')))),
};

export const vendorCreateBody = flatBody(
  {
    name: 'COMPANY_NAME_REQUIRED',
    contactName: 'CONTACT_NAME_REQUIRED',
    email: 'VALID_EMAIL_REQUIRED',
    address: 'ADDRESS_REQUIRED',
    city: 'CITY_REQUIRED',
    state: 'STATE_REQUIRED',
    zipCode: 'ZIP_REQUIRED',
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
export const vendorPublic = v.strictObject({ id: v.number(), name: v.string(), contactName: v.string(), email: v.string() });
export type VendorPublic = v.InferOutput<typeof vendorPublic>;

export const vendorCounts = v.strictObject({ products: v.number(), vendorOrders: v.number(), payments: v.number() });
export type VendorCounts = v.InferOutput<typeof vendorCounts>;

/** What an admin sees of a vendor. */
export const vendorAdmin = v.strictObject({
  ...vendorPublic.entries,
  phone: v.nullable(v.string()),
  address: v.string(),
  city: v.string(),
  state: v.string(),
  zipCode: v.string(),
  taxId: v.nullable(v.string()),
  /** Masked unless the caller is a super admin. */
  bankAccount: v.nullable(v.string()),
  routingNumber: v.nullable(v.string()),
  /** Integer cents; 0: no minimum. */
  minOrderCents: v.number(),
  isActive: v.boolean(),
  createdAt: isoMoment,
  updatedAt: isoMoment,
  counts: vendorCounts,
});
export type VendorAdmin = v.InferOutput<typeof vendorAdmin>;

/** An admin gets every field (bank details masked but for a super admin); a shopper the public ones of an active vendor. */
const vendorSeen = v.union([vendorAdmin, vendorPublic]);

/** Tells an admin's row from a shopper's: only an admin's carries the counts. */
export const isVendorAdmin = (vendor: VendorAdmin | VendorPublic): vendor is VendorAdmin => 'counts' in vendor;

export const vendorList = v.strictObject({ vendors: v.array(vendorSeen), pagination: paginationAnswer });
export type VendorList = v.InferOutput<typeof vendorList>;

export const vendorStats = v.strictObject({
  overview: v.strictObject({ total: v.number(), active: v.number(), inactive: v.number(), withOrders: v.number(), withProducts: v.number() }),
  topVendorsByProducts: v.array(v.strictObject({ id: v.number(), name: v.string(), productCount: v.number() })),
});
export type VendorStats = v.InferOutput<typeof vendorStats>;

const tag = 'vendors';
const one = '/vendors/:id';

/**
 * The vendors routes. Every signed-in role reads them (a shopper only active vendors' public
 * fields; any other is not found); admins write. E-mail is unique; a vendor with products or
 * orders is not deleted.
 */
export const vendorRoutes = {
  list: route({ method: 'GET', path: '/vendors', access: EVERYONE, tag, summary: "List vendors; shoppers see active vendors' public fields", query: vendorListQuery, answer: vendorList, errors: [] }),
  stats: route({ method: 'GET', path: '/vendors/stats', access: ADMINS, tag, summary: 'Counts of vendors and those with the most products', answer: vendorStats, errors: [] }),
  get: route({ method: 'GET', path: one, access: EVERYONE, tag, summary: 'One vendor, as the caller may see it', params: idParams, answer: vendorSeen, errors: ['NOT_FOUND'] }),
  create: route({ method: 'POST', path: '/vendors', access: ADMINS, tag, summary: 'Create a vendor', body: vendorCreateBody, answer: vendorAdmin, status: 201, errors: ['EMAIL_EXISTS'] }),
  update: route({ method: 'PUT', path: one, access: ADMINS, tag, summary: "Change some of a vendor's fields; bank details kept unless replaced", params: idParams, body: vendorUpdateBody, answer: vendorAdmin, errors: ['NOT_FOUND', 'EMAIL_EXISTS'] }),
  remove: route({ method: 'DELETE', path: one, access: ADMINS, tag, summary: 'Delete a vendor that has no products or orders', params: idParams, answer: null, errors: ['NOT_FOUND', 'VENDOR_IN_USE'] }),
};
