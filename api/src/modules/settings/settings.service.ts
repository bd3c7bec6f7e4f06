/** Settings rules: the row is made from the contract defaults on first read. */
import type { Executor } from '@portal/db';
import type { PricingSettings } from '@portal/contract/money';
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  DEFAULT_FEE_RATES_BPS,
  DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS,
  DEFAULT_TAX_RATE_BPS,
  PRODUCT_NAME,
} from '@portal/contract/rules';
import type { PortalSettings, SettingsInput } from '@portal/contract/settings';
import * as repo from './settings.repo';

const DEFAULTS: repo.SettingsValues = {
  taxRateBps: DEFAULT_TAX_RATE_BPS,
  feeAchBps: DEFAULT_FEE_RATES_BPS.ACH,
  feeDebitCardBps: DEFAULT_FEE_RATES_BPS.DEBIT_CARD,
  feeCreditCardBps: DEFAULT_FEE_RATES_BPS.CREDIT_CARD,
  freeShippingThresholdCents: DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS,
  portalName: PRODUCT_NAME,
  defaultPageSize: ADMIN_DEFAULT_PAGE_SIZE,
};

function present(row: repo.SettingsRow): PortalSettings {
  return {
    taxRateBps: row.taxRateBps,
    feeRatesBps: { ACH: row.feeAchBps, DEBIT_CARD: row.feeDebitCardBps, CREDIT_CARD: row.feeCreditCardBps },
    freeShippingThresholdCents: row.freeShippingThresholdCents,
    portalName: row.portalName,
    defaultPageSize: row.defaultPageSize,
    version: row.syncVersion,
  };
}

export async function getSettings(db: Executor): Promise<PortalSettings> {
  return present((await repo.findSettings(db)) ?? (await repo.ensureSettings(db, DEFAULTS)));
}

export async function updateSettings(db: Executor, input: SettingsInput): Promise<PortalSettings> {
  await repo.ensureSettings(db, DEFAULTS);
  const row = await repo.updateSettings(db, {
    taxRateBps: input.taxRateBps,
    feeAchBps: input.feeRatesBps.ACH,
    feeDebitCardBps: input.feeRatesBps.DEBIT_CARD,
    feeCreditCardBps: input.feeRatesBps.CREDIT_CARD,
    freeShippingThresholdCents: input.freeShippingThresholdCents,
    portalName: input.portalName,
    defaultPageSize: input.defaultPageSize,
  });
  return present(row);
}

/** The rates computeTotals needs, as they are now. */
export async function pricingSettings(db: Executor): Promise<PricingSettings> {
  const s = await getSettings(db);
  return { taxRateBps: s.taxRateBps, feeRatesBps: s.feeRatesBps };
}
