import { useQuery } from '@tanstack/react-query';
import { fieldErrorTexts } from '../../../lib/i18n/errors';
import { useState } from 'react';
import type { PortalSettings, SettingsInput } from '@portal/contract/settings';
import { ApiError } from '../../../lib/api/api-error';
import { notify } from '../../../ui/toaster';
import { messageOf } from '../kit/format';
import { settingsQuery } from '../../../lib/query/settings-query';
import { useSaveSettings } from './settings-api';
import { t } from '../../../lib/i18n/i18n';

export type FormValues = Record<string, string>;
export type ParseResult = { errors: Record<string, string> } | { part: Partial<SettingsInput> };

/**
 * The form state of one settings screen. Field names are the API's own ('taxRateBps',
 * 'feeRatesBps.ACH'), so the server's field errors land on the right input. The form follows the
 * stored settings until the person edits it; a failed save keeps what they typed.
 */
export function useSettingsForm(toValues: (s: PortalSettings) => FormValues, parse: (values: FormValues) => ParseResult) {
  const query = useQuery(settingsQuery());
  const save = useSaveSettings();
  const [edited, setEdited] = useState<FormValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const values = edited ?? (query.data ? toValues(query.data) : null);

  const set = (name: string, value: string) => {
    if (values) setEdited({ ...values, [name]: value });
  };
  const reset = () => {
    setEdited(null);
    setErrors({});
    setServerError(null);
  };
  const submit = () => {
    if (!values) return;
    const result = parse(values);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    setServerError(null);
    save.mutate(result.part, {
      onSuccess: () => {
        setEdited(null);
        notify.success(t('admin.system.saved'));
      },
      onError: (e) => {
        setServerError(messageOf(e, t('admin.system.saveFailed')));
        if (e instanceof ApiError) setErrors(fieldErrorTexts(e));
      },
    });
  };
  return { query, settings: query.data, values, errors, serverError, pending: save.isPending, dirty: edited !== null, set, reset, submit, clearServerError: () => setServerError(null) };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;

/** Collects the first error per field from parsed fields, or the values when all parsed. */
export function collect<K extends string>(parsed: Record<K, { value: number } | { error: string }>): { errors: Record<string, string> } | { values: Record<K, number> } {
  const errors: Record<string, string> = {};
  const values = {} as Record<K, number>;
  for (const [key, result] of Object.entries(parsed) as Array<[K, { value: number } | { error: string }]>) {
    if ('error' in result) errors[key] = result.error;
    else values[key] = result.value;
  }
  return Object.keys(errors).length ? { errors } : { values };
}
