import {  } from '@chakra-ui/react';
import { VENDOR_RESOURCE } from '@portal/contract/resources';
import { useState } from 'react';
import type { VendorPayload } from './vendors-api';
import { FormDialog } from '../kit/form-dialog';
import type { VendorSecretField } from '@portal/contract/vendors';
import { DescribedFormFields } from '../kit/described';
import { validateVendor, type VendorFormValues } from './vendor-form';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  editing: boolean;
  initial: VendorFormValues;
  /** The masked current bank details, shown under their empty inputs. */
  secretHints?: Partial<Record<VendorSecretField, string>>;
  pending: boolean;
  serverError: string | null;
  onSubmit: (body: VendorPayload) => void;
  onClose: () => void;
}

export function VendorFormDialog({ editing, initial, secretHints = {}, pending, serverError, onSubmit, onClose }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const hintOf = (key: string) => (editing ? secretHints[key as VendorSecretField] : undefined);
  const submit = () => {
    const result = validateVendor(values, editing ? initial : null);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    onSubmit(result.body);
  };
  return (
    <FormDialog
      onSubmit={submit}
      size="lg"
      title={editing ? t('admin.vendors.edit') : t('admin.vendors.addNew')}
      onClose={onClose}
      pending={pending}
      submitLabel={editing ? t('admin.common.update') : t('admin.common.create')}
      error={serverError}
    >
      <DescribedFormFields
        description={VENDOR_RESOURCE}
        values={values}
        errors={errors}
        onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        hint={(key) => (hintOf(key) ? t('admin.vendors.secretKeep', { current: hintOf(key) ?? '' }) : undefined)}
      />
    </FormDialog>
  );
}
