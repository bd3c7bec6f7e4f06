import { SimpleGrid, Text } from '@chakra-ui/react';
import { applyRate } from '@portal/contract/money';
import { formatMoney } from '../../../lib/i18n/format';
import { PAYMENT_METHODS, type PaymentMethod } from '@portal/contract/rules';
import type { PortalSettings } from '@portal/contract/settings';
import { SettingsField, SettingsFrame } from './settings-frame';
import { bpsToPercent, parsePercent, type Parsed } from './settings-values';
import { collect, useSettingsForm, type FormValues, type ParseResult } from './use-settings-form';
import { t, useI18n } from '../../../lib/i18n/i18n';
import { paymentMethodLabel } from '../kit/format';

const feeKey = (m: PaymentMethod) => `feeRatesBps.${m}`;
const methodName = (m: PaymentMethod) => (m === 'ACH' ? 'ACH' : paymentMethodLabel(m));

const toValues = (s: PortalSettings): FormValues => ({
  taxRateBps: bpsToPercent(s.taxRateBps),
  ...Object.fromEntries(PAYMENT_METHODS.map((m) => [feeKey(m), bpsToPercent(s.feeRatesBps[m])])),
});

function parse(values: FormValues): ParseResult {
  const fields: Record<string, Parsed> = { taxRateBps: parsePercent(values.taxRateBps ?? '', t('admin.system.payments.taxRate')) };
  for (const m of PAYMENT_METHODS) fields[feeKey(m)] = parsePercent(values[feeKey(m)] ?? '', t('admin.system.payments.feeRate', { method: methodName(m) }));
  const result = collect(fields);
  if ('errors' in result) return result;
  const v = result.values;
  return {
    part: {
      taxRateBps: v.taxRateBps!,
      feeRatesBps: Object.fromEntries(PAYMENT_METHODS.map((m) => [m, v[feeKey(m)]!])) as Record<PaymentMethod, number>,
    },
  };
}

/** Tax and processing-fee rates, typed as percentages and stored as basis points. */
export function PaymentsPage() {
  useI18n();
  const form = useSettingsForm(toValues, parse);
  const saved = form.settings;
  return (
    <SettingsFrame
      title={t('admin.system.payments.title')}
      subtitle={t('admin.system.payments.subtitle')}
      form={form}
      aside={
        saved && (
          <Text fontSize="sm" color="fg.muted">
            {[t('admin.system.payments.example', { amount: formatMoney(10_000), tax: formatMoney(applyRate(10_000, saved.taxRateBps)) }), ...PAYMENT_METHODS.map((m) => t('admin.system.payments.exampleFee', { method: methodName(m), fee: formatMoney(applyRate(10_000, saved.feeRatesBps[m])) }))].join(' · ')}
          </Text>
        )
      }
    >
      <SettingsField form={form} name="taxRateBps" label={t('admin.system.payments.taxRate')} help={t('admin.system.payments.taxHelp')} end="%" inputMode="decimal" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {PAYMENT_METHODS.map((m) => (
          <SettingsField key={m} form={form} name={feeKey(m)} label={t('admin.system.payments.feeRate', { method: methodName(m) })} help={t('admin.system.payments.feeHelp')} end="%" inputMode="decimal" />
        ))}
      </SimpleGrid>
    </SettingsFrame>
  );
}
