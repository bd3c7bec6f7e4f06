import { Alert, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Product, ProductImage } from '@portal/contract/products';
import { AdminDialog } from '../kit/admin-dialog';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { messageOf } from '../kit/format';
import { EmptyState } from '../kit/states';
import { ImageEditDialog, ImagePreviewDialog } from './image-dialogs';
import { ImageGrid } from './image-grid';
import { checkImageFiles } from './image-upload';
import { ImageUploadArea } from './image-upload-area';
import { ordered, useDeleteImage, useReorderImages, useUpdateImage, useUploadImages, type ImageEdit } from './images-api';
import { productQuery } from './products-api';
import { useFlash } from './use-flash';
import { t } from '../../../lib/i18n/i18n';

/** Manage Product Images: upload, reorder, preview, edit and delete the images of one product. */
export function ImageManagerDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const query = useQuery({ ...productQuery(product.id), initialData: product });
  const current = query.data;
  const images = ordered(current.images);
  const upload = useUploadImages(product.id);
  const reorder = useReorderImages(product.id);
  const update = useUpdateImage(product.id);
  const remove = useDeleteImage(product.id);
  const flash = useFlash();
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [previewing, setPreviewing] = useState<ProductImage | null>(null);
  const [editing, setEditing] = useState<ProductImage | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProductImage | null>(null);

  const send = (files: File[]) => {
    const checked = checkImageFiles(files);
    setErrors(checked.errors);
    // A batch goes up whole or not at all, as the server stores it: nothing is sent while any file is refused.
    if (checked.errors.length || checked.accepted.length === 0) return;
    setProgress(0);
    upload.mutate(
      { files: checked.accepted, onProgress: (f) => setProgress(Math.round(f * 100)) },
      {
        onSuccess: (result) => flash.show(t('admin.images.uploaded', { count: (result?.uploadCount ?? checked.accepted.length) }), 3000),
        onError: (e) => setErrors([messageOf(e, t('admin.images.failed.upload'))]),
        onSettled: () => setProgress(null),
      },
    );
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length || from === to) return;
    const next = [...images];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setErrors([]);
    reorder.mutate(next, {
      onSuccess: () => flash.show(t('admin.images.reordered')),
      onError: (e) => setErrors([messageOf(e, t('admin.images.failed.reorder'))]),
    });
  };
  const save = (body: ImageEdit) =>
    editing &&
    update.mutate(
      { id: editing.id, body },
      {
        onSuccess: () => {
          setEditing(null);
          flash.show(t('admin.images.updated'));
        },
        onError: (e) => setEditError(messageOf(e, t('admin.images.failed.update'))),
      },
    );
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => flash.show(t('admin.images.deleted')),
      onError: (e) => setErrors([messageOf(e, t('admin.images.failed.delete'))]),
      onSettled: () => setDeleting(null),
    });

  return (
    <AdminDialog open title={t('admin.images.title')} size="xl" onClose={onClose}>
      <Stack gap="4">
        <Text>
          <Text as="span" fontWeight="semibold">
            {current.name}
          </Text>
          {' · '}
          {t('admin.images.count', { count: images.length })}
        </Text>
        {errors.length > 0 && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              {errors.map((line) => (
                <Alert.Description key={line}>{line}</Alert.Description>
              ))}
            </Alert.Content>
          </Alert.Root>
        )}
        {flash.message && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>{flash.message}</Alert.Title>
          </Alert.Root>
        )}
        <ImageUploadArea progress={progress} onFiles={send} />
        {images.length === 0 ? (
          <EmptyState text={t('admin.images.none')} />
        ) : (
          <ImageGrid
            images={images}
            onMove={move}
            onPreview={setPreviewing}
            onEdit={(image) => {
              setEditError(null);
              setEditing(image);
            }}
            onDelete={setDeleting}
          />
        )}
      </Stack>
      <ImagePreviewDialog image={previewing} onClose={() => setPreviewing(null)} />
      {editing && <ImageEditDialog image={editing} pending={update.isPending} serverError={editError} onSubmit={save} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('admin.images.deleteTitle')}
        lines={[t('admin.confirm.deleteImage'), t('admin.confirm.cannotBeUndone')]}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </AdminDialog>
  );
}
