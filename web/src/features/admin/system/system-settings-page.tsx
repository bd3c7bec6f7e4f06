import { Field, NativeSelect } from '@chakra-ui/react';
import { ADMIN_PAGE_SIZES } from '@portal/contract/rules';
import type { PortalSettings } from '@portal/contract/settings';
import { SettingsField, SettingsFrame } from './settings-frame';
import { useSettingsForm, type FormValues, type ParseResult, type SettingsForm } from './use-settings-form';
import { SYSTEM_TEXT } from './text';
import { useI18n } from '../../../lib/i18n/i18n';

const T = SYSTEM_TEXT.settings;
const NAME_MAX = 100;
type PageSize = (typeof ADMIN_PAGE_SIZES)[number];

const toValues = (s: PortalSettings): FormValues => ({ portalName: s.portalName, defaultPageSize: String(s.defaultPageSize) });

function parse(values: FormValues): ParseResult {
  const errors: Record<string, string> = {};
  const portalName = (values.portalName ?? '').trim();
  if (!portalName) errors.portalName = SYSTEM_TEXT.required(T.portalName);
  else if (portalName.length > NAME_MAX) errors.portalName = SYSTEM_TEXT.tooLong(T.portalName, NAME_MAX);
  const size = Number(values.defaultPageSize);
  if (!ADMIN_PAGE_SIZES.includes(size as PageSize)) errors.defaultPageSize = SYSTEM_TEXT.pageSizeChoice(T.defaultPageSize, ADMIN_PAGE_SIZES);
  return Object.keys(errors).length ? { errors } : { part: { portalName, defaultPageSize: size as PageSize } };
}

function PageSizeField({ form }: { form: SettingsForm }) {
  const error = form.errors.defaultPageSize;
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>{T.defaultPageSize}</Field.Label>
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
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{T.pageSizeHelp}</Field.HelperText>}
    </Field.Root>
  );
}

/** Portal name and the back office's default page size. */
export function SystemSettingsPage() {
  useI18n();
  const form = useSettingsForm(toValues, parse);
  return (
    <SettingsFrame
      title={T.title}
      subtitle={T.subtitle}
      form={form}
    >
      <SettingsField form={form} name="portalName" label={T.portalName} />
      <PageSizeField form={form} />
    </SettingsFrame>
  );
}
