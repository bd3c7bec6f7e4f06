/**
 * Portal settings: pricing rates (basis points), the free-shipping threshold, the portal name and
 * the back office's default page size. One row; a super admin edits it.
 */
import * as v from 'valibot';
import { route } from './route';
import { ADMIN_PAGE_SIZES, EVERYONE, PAYMENT_METHODS, SUPER_ADMINS, type PaymentMethod } from './rules';

export const portalSettings = v.strictObject({
  taxRateBps: v.number(),
  feeRatesBps: v.strictObject(Object.fromEntries(PAYMENT_METHODS.map((m) => [m, v.number()])) as Record<PaymentMethod, v.NumberSchema<undefined>>),
  freeShippingThresholdCents: v.number(),
  portalName: v.string(),
  defaultPageSize: v.number(),
  /** Moves on every change; the catalogue sync carries it. */
  version: v.number(),
});
export type PortalSettings = v.InferOutput<typeof portalSettings>;

const bps = (field: string) =>
  v.pipe(
    v.number(`${field} must be a whole number of basis points`),
    v.integer(`${field} must be a whole number of basis points`),
    v.minValue(0, `${field} must be between 0 and 10000`),
    v.maxValue(10_000, `${field} must be between 0 and 10000`),
  );

export const settingsBody = v.strictObject({
  taxRateBps: bps('taxRateBps'),
  feeRatesBps: v.strictObject(
    Object.fromEntries(PAYMENT_METHODS.map((m) => [m, bps(`feeRatesBps.${m}`)])) as Record<PaymentMethod, ReturnType<typeof bps>>,
  ),
  freeShippingThresholdCents: v.pipe(
    v.number('freeShippingThresholdCents must be a whole number of cents'),
    v.integer('freeShippingThresholdCents must be a whole number of cents'),
    v.minValue(0, 'freeShippingThresholdCents must be at least 0'),
    v.maxValue(2_000_000_000, 'freeShippingThresholdCents is too large'),
  ),
  portalName: v.pipe(
    v.string('Portal name is required'),
    v.trim(),
    v.nonEmpty('Portal name is required'),
    v.maxLength(100, 'Portal name must be at most 100 characters'),
  ),
  defaultPageSize: v.picklist(ADMIN_PAGE_SIZES, `defaultPageSize must be one of ${ADMIN_PAGE_SIZES.join(', ')}`),
});
export type SettingsInput = v.InferOutput<typeof settingsBody>;

const tag = 'settings';
export const settingsRoutes = {
  get: route({ method: 'GET', path: '/settings', access: EVERYONE, tag, summary: 'The portal settings: rates, free shipping, name, page size', answer: portalSettings, errors: [] }),
  update: route({ method: 'PUT', path: '/settings', access: SUPER_ADMINS, tag, summary: 'Replace the portal settings', body: settingsBody, answer: portalSettings, errors: [] }),
};
