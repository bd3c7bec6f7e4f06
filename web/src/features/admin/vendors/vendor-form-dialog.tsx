import { VENDOR_RESOURCE } from '@portal/contract/resources';
import type { VendorPayload } from './vendors-api';
import { FormDialog } from '../kit/form-dialog';
import { useCheckedForm } from '../kit/use-checked-form';
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
  const { values, change, errors, submit } = useCheckedForm(initial, (v) => validateVendor(v, editing ? initial : null), onSubmit);
  // The masked current bank details, under their empty inputs when editing.
  const own = editing ? Object.fromEntries(Object.entries(secretHints).flatMap(([name, current]) => (current ? [[name, { help: t('admin.vendors.secretKeep', { current }) }]] : []))) : {};
  return (
    <FormDialog
      onSubmit={submit}
      size="lg"
      title={editing ? t('admin.vendors.edit') : t('admin.vendors.addNew')}
      onClose={onClose}
      pending={pending}
      editing={editing}
      error={serverError}
    >
      <DescribedFormFields
        description={VENDOR_RESOURCE}
        values={values}
        errors={errors}
        onChange={change}
        own={own}
      />
    </FormDialog>
  );
}
