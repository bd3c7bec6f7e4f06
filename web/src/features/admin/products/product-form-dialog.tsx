import { Alert, Button, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { NamedRef, ProductBody } from '@portal/contract/products';
import { AdminDialog } from '../kit/admin-dialog';
import { namedChoices, Select } from '../kit/select';
import { PickList } from './pick-list';
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
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (part: Partial<ProductFormValues>) => setValues((v) => ({ ...v, ...part }));
  const submit = () => {
    const result = validateProduct(values, copy);
    if ('error' in result) return setError(result.error);
    setError(null);
    onSubmit(result.body);
  };
  const shown = error ?? serverError;
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
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root required>
            <Field.Label>
              {t('admin.products.form.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={values.name} onChange={(e) => set({ name: e.target.value })} />
          </Field.Root>
          <Field.Root required={copy}>
            <Field.Label>
              {copy ? t('admin.products.form.copySku') : t('admin.products.form.sku')}
              <Field.RequiredIndicator />
            </Field.Label>
            {/* A copy opens on its SKU, the one thing it must not share with the product copied (autoFocus as it mounts; the dialog's initial focus so its focus trap keeps it there). */}
            <Input ref={sku} autoFocus={copy} value={values.sku} onChange={(e) => set({ sku: e.target.value })} />
            {copy && <Field.HelperText>{t('admin.products.form.copyNote')}</Field.HelperText>}
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('admin.products.form.packSize')}</Field.Label>
            <Input inputMode="numeric" placeholder="1" value={values.packSize} onChange={(e) => set({ packSize: e.target.value })} />
            <Field.HelperText>{t('admin.products.form.packSizeHelp')}</Field.HelperText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root required>
          <Field.Label>
            {t('admin.products.form.description')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={3} value={values.description} onChange={(e) => set({ description: e.target.value })} />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root required>
            <Field.Label>
              {t('admin.products.form.price')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input inputMode="decimal" placeholder="0.00" value={values.price} onChange={(e) => set({ price: e.target.value })} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>
              {t('admin.products.form.vendor')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Select value={values.vendorId} onChange={(vendorId) => set({ vendorId })} empty={t('admin.products.form.chooseVendor')} choices={namedChoices(vendors)} />
          </Field.Root>
        </SimpleGrid>
        <PickList label={t('admin.products.form.categories')} options={categories} value={values.categoryIds} onChange={(categoryIds) => set({ categoryIds })} />
        <PickList label={t('admin.products.form.tags')} options={tags} value={values.tagIds} onChange={(tagIds) => set({ tagIds })} />
      </Stack>
    </AdminDialog>
  );
}
