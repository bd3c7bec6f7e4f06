import { Field, NativeSelect } from '@chakra-ui/react';
import { ADMIN_PAGE_SIZES } from '@portal/contract/rules';
import type { PortalSettings } from '@portal/contract/settings';
import { SettingsField, SettingsFrame } from './settings-frame';
import { useSettingsForm, type FormValues, type ParseResult, type SettingsForm } from './use-settings-form';
import { t, useI18n } from '../../../lib/i18n/i18n';

const NAME_MAX = 100;
type PageSize = (typeof ADMIN_PAGE_SIZES)[number];

const toValues = (s: PortalSettings): FormValues => ({ portalName: s.portalName, defaultPageSize: String(s.defaultPageSize) });

function parse(values: FormValues): ParseResult {
  const errors: Record<string, string> = {};
  const portalName = (values.portalName ?? '').trim();
  if (!portalName) errors.portalName = t('admin.system.required', { label: t('admin.system.settings.portalName') });
  else if (portalName.length > NAME_MAX) errors.portalName = t('admin.system.tooLong', { label: t('admin.system.settings.portalName'), max: NAME_MAX });
  const size = Number(values.defaultPageSize);
  if (!ADMIN_PAGE_SIZES.includes(size as PageSize)) errors.defaultPageSize = t('admin.system.pageSizeChoice', { label: t('admin.system.settings.defaultPageSize'), sizes: ADMIN_PAGE_SIZES.join(', ') });
  return Object.keys(errors).length ? { errors } : { part: { portalName, defaultPageSize: size as PageSize } };
}

function PageSizeField({ form }: { form: SettingsForm }) {
  const error = form.errors.defaultPageSize;
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>{t('admin.system.settings.defaultPageSize')}</Field.Label>
      <NativeSelect.Root maxW="40">
        <NativeSelect.Field name="defaultPageSize" value={form.values?.defaultPageSize ?? ''} onChange={(e) => form.set('defaultPageSize', e.target.value)}>
          {ADMIN_PAGE_SIZES.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{t('admin.system.settings.pageSizeHelp')}</Field.HelperText>}
    </Field.Root>
  );
}

/** Portal name and the back office's default page size. */
export function SystemSettingsPage() {
  useI18n();
  const form = useSettingsForm(toValues, parse);
  return (
    <SettingsFrame
      title={t('admin.system.settings.title')}
      subtitle={t('admin.system.settings.subtitle')}
      form={form}
    >
      <SettingsField form={form} name="portalName" label={t('admin.system.settings.portalName')} />
      <PageSizeField form={form} />
    </SettingsFrame>
  );
}
