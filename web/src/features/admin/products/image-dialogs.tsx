import { Field, Image, Input, Switch } from '@chakra-ui/react';
import type { ProductImage } from '@portal/contract/products';
import { useState } from 'react';
import { AdminDialog } from '../kit/admin-dialog';
import { FormDialog } from '../kit/form-dialog';
import type { ImageEdit } from './images-api';
import { t } from '../../../lib/i18n/i18n';

export function ImagePreviewDialog({ image, onClose }: { image: ProductImage | null; onClose: () => void }) {
  return (
    <AdminDialog open={Boolean(image)} title={t('admin.images.previewTitle')} size="xl" onClose={onClose}>
      {image && <Image src={image.fullUrl} alt={image.altText ?? ''} maxH="70vh" mx="auto" objectFit="contain" />}
    </AdminDialog>
  );
}

interface EditProps {
  image: ProductImage;
  pending: boolean;
  serverError: string | null;
  onSubmit: (body: ImageEdit) => void;
  onClose: () => void;
}

/** Alt Text, Sort Order (an integer, 0 when left empty; lower appears first) and Active. */
export function ImageEditDialog({ image, pending, serverError, onSubmit, onClose }: EditProps) {
  const [altText, setAltText] = useState(image.altText ?? '');
  const [sortOrder, setSortOrder] = useState(String(image.sortOrder));
  const [isActive, setIsActive] = useState(image.isActive);
  const submit = () => {
    const n = Number.parseInt(sortOrder, 10);
    onSubmit({ altText: altText.trim() || null, sortOrder: Number.isNaN(n) ? 0 : n, isActive });
  };
  return (
    <FormDialog
      onSubmit={submit}
      title={t('admin.images.editTitle')}
      onClose={onClose}
      pending={pending}
      submitLabel={t('admin.images.save')}
      cancelLabel={t('admin.images.cancel')}
      error={serverError}
    >
      <Image src={image.thumbUrl} alt={image.altText ?? ''} maxH="32" objectFit="contain" alignSelf="center" />
      <Field.Root>
        <Field.Label>{t('admin.images.altText')}</Field.Label>
        <Input value={altText} onChange={(e) => setAltText(e.target.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('admin.images.sortOrder')}</Field.Label>
        <Input type="number" min={0} step={1} value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} />
        <Field.HelperText>{t('admin.images.sortOrderHint')}</Field.HelperText>
      </Field.Root>
      <Switch.Root checked={isActive} onCheckedChange={(d) => setIsActive(d.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('admin.images.active')}</Switch.Label>
      </Switch.Root>
    </FormDialog>
  );
}
