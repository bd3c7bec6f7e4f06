import { Text } from '@chakra-ui/react';
import { centsToInput } from '@portal/contract/money';
import { formatMoney } from '../../../lib/i18n/format';
import type { PortalSettings } from '@portal/contract/settings';
import { SettingsField, SettingsFrame } from './settings-frame';
import { parseThreshold } from './settings-values';
import { collect, useSettingsForm, type FormValues, type ParseResult } from './use-settings-form';
import { t, useI18n } from '../../../lib/i18n/i18n';

const toValues = (s: PortalSettings): FormValues => ({ freeShippingThresholdCents: centsToInput(s.freeShippingThresholdCents) });

function parse(values: FormValues): ParseResult {
  const result = collect({ freeShippingThresholdCents: parseThreshold(values.freeShippingThresholdCents ?? '', t('admin.system.shipping.threshold')) });
  return 'errors' in result ? result : { part: { freeShippingThresholdCents: result.values.freeShippingThresholdCents } };
}

/** The free-shipping threshold, typed in dollars and stored in cents. */
export function ShippingPage() {
  useI18n();
  const form = useSettingsForm(toValues, parse);
  return (
    <SettingsFrame
      title={t('admin.system.shipping.title')}
      subtitle={t('admin.system.shipping.subtitle')}
      form={form}
      aside={
        form.settings && (
          <Text fontSize="sm" color="fg.muted">
            {t('admin.system.shipping.current', { amount: formatMoney(form.settings.freeShippingThresholdCents) })}
          </Text>
        )
      }
    >
      <SettingsField form={form} name="freeShippingThresholdCents" label={t('admin.system.shipping.threshold')} help={t('admin.system.shipping.help')} start="$" inputMode="decimal" />
    </SettingsFrame>
  );
}
