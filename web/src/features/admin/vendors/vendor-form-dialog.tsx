import { Alert, Button, Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import type { VendorPayload } from './vendors-api';
import { AdminDialog } from '../kit/admin-dialog';
import type { VendorSecretField } from '@portal/contract/vendors';
import { VENDOR_FIELDS, validateVendor, type VendorFormValues } from './vendor-form';
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
    <AdminDialog
      onSubmit={submit}
      open
      size="lg"
      title={editing ? t('admin.vendors.edit') : t('admin.vendors.addNew')}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button colorPalette="primary" loading={pending} type="submit">
            {editing ? t('admin.common.update') : t('admin.common.create')}
          </Button>
        </>
      }
    >
      {serverError && (
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <Alert.Title>{serverError}</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {VENDOR_FIELDS.map(([key, label, required]) => (
          <Field.Root key={key} required={required} invalid={Boolean(errors[key])}>
            <Field.Label>{t(label)}</Field.Label>
            <Input
              value={values[key]}
              autoComplete="off"
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
            />
            {hintOf(key) && <Field.HelperText>{t('admin.vendors.secretKeep', { current: hintOf(key) ?? '' })}</Field.HelperText>}
            <Field.ErrorText>{errors[key]}</Field.ErrorText>
          </Field.Root>
        ))}
      </SimpleGrid>
    </AdminDialog>
  );
}
