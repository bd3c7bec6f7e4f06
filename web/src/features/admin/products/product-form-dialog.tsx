import { Alert, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { NamedRef, ProductBody } from '@portal/contract/products';
import { AdminDialog } from '../kit/admin-dialog';
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
    const result = validateProduct(values);
    if ('error' in result) return setError(result.error);
    setError(null);
    onSubmit(result.body);
  };
  const shown = error ?? serverError;
  return (
    <AdminDialog
      open
      size="lg"
      title={editing ? t('admin.products.form.editTitle') : copy ? t('admin.products.form.duplicateTitle') : t('admin.products.form.addTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('admin.products.form.cancel')}
          </Button>
          <Button colorPalette="primary" loading={pending} onClick={submit}>
            {editing ? t('admin.products.form.update') : t('admin.products.form.create')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {shown && (
          <Alert.Root status="error">
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
          <Field.Root>
            <Field.Label>{t('admin.products.form.sku')}</Field.Label>
            <Input value={values.sku} onChange={(e) => set({ sku: e.target.value })} />
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
            <NativeSelect.Root>
              <NativeSelect.Field value={values.vendorId} onChange={(e) => set({ vendorId: e.target.value })}>
                <option value="">{t('admin.products.form.chooseVendor')}</option>
                {vendors.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
        <PickList label={t('admin.products.form.categories')} options={categories} value={values.categoryIds} onChange={(categoryIds) => set({ categoryIds })} />
        <PickList label={t('admin.products.form.tags')} options={tags} value={values.tagIds} onChange={(tagIds) => set({ tagIds })} />
      </Stack>
    </AdminDialog>
  );
}
