import { Alert, Button, Stack } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import type { NamedRef, ProductBody } from '@portal/contract/products';
import { AdminDialog } from '../kit/admin-dialog';
import { PRODUCT_RESOURCE } from '@portal/contract/resources';
import { DescribedFormFields } from '../kit/described';
import { namedChoices } from '../kit/select';
import { useCheckedForm } from '../kit/use-checked-form';
import { validateProduct, type ProductFormValues } from './product-form';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  editing: boolean;
  /** A new product filled from an existing one. */
  copy?: boolean;
  initial: ProductFormValues;
  vendors: NamedRef[];
  categories: NamedRef[];
  tags: NamedRef[];
  pending: boolean;
  serverError: string | null;
  onSubmit: (body: ProductBody) => void;
  onClose: () => void;
}

/** Add New Product / Edit Product. What was typed stays in the fields when a save fails. */
export function ProductFormDialog({ editing, copy = false, initial, vendors, categories, tags, pending, serverError, onSubmit, onClose }: Props) {
  const { values, change, error, submit } = useCheckedForm(initial, (v) => validateProduct(v, copy), onSubmit);
  const shown = error ?? serverError;
  // The same choices at every key typed, so the pick lists render only when theirs change.
  const choices = useMemo(() => ({ vendorId: namedChoices(vendors), categoryIds: namedChoices(categories), tagIds: namedChoices(tags) }), [vendors, categories, tags]);
  // The message is above the fields: brought into view, since Create is pressed at the form's foot.
  const alert = useRef<HTMLDivElement>(null);
  const sku = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (shown) alert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  return (
    <AdminDialog
      onSubmit={submit}
      initialFocus={copy ? () => sku.current : undefined}
      open
      size="lg"
      title={editing ? t('admin.products.form.editTitle') : copy ? t('admin.products.form.duplicateTitle') : t('admin.products.form.addTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('admin.products.form.cancel')}
          </Button>
          <Button colorPalette="primary" loading={pending} type="submit">
            {editing ? t('admin.products.form.update') : t('admin.products.form.create')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {shown && (
          <Alert.Root status="error" ref={alert}>
            <Alert.Indicator />
            <Alert.Title>{shown}</Alert.Title>
          </Alert.Root>
        )}
        <DescribedFormFields
          description={PRODUCT_RESOURCE}
          values={values}
          onChange={change}
          choices={choices}
          // A copy opens on its SKU, the one thing it must not share with the product copied (autoFocus as it mounts; the dialog's initial focus so its focus trap keeps it there).
          own={copy ? { sku: { label: t('admin.products.form.copySku'), required: true, help: t('admin.products.form.copyNote'), focus: sku } } : undefined}
          marks
        />
      </Stack>
    </AdminDialog>
  );
}
