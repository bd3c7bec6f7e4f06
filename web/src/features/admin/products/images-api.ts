import { useMutation, useQueryClient } from '@tanstack/react-query';
import { imageRoutes, type Product, type ProductImage } from '@portal/contract/products';
import { call } from '../../../lib/api/call';
import { uploadImages } from './image-upload';
import { productKey, useReloadProducts } from './products-api';
import { t } from '../../../lib/i18n/i18n';

export interface ImageEdit {
  altText: string | null;
  sortOrder: number;
  isActive: boolean;
}

/** Images in the order shoppers see them: sortOrder, then upload order. */
export const ordered = (images: ProductImage[] = []) => [...images].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

export function useUploadImages(productId: number) {
  const reload = useReloadProducts();
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: File[]; onProgress: (fraction: number) => void }) => uploadImages(productId, files, onProgress),
    onSuccess: () => reload(productId),
  });
}

/**
 * The new order shows at once; the position becomes sortOrder. If the server refuses, the
 * previous order comes back (spec 4).
 */
export function useReorderImages(productId: number) {
  const queryClient = useQueryClient();
  const reload = useReloadProducts();
  const key = productKey(productId);
  return useMutation({
    mutationFn: (images: ProductImage[]) =>
      call(imageRoutes.reorder, {
        params: { id: productId },
        body: { imageOrder: images.map((image, i) => ({ id: image.id, sortOrder: i })) },
        fallback: t('admin.images.failed.reorder'),
      }),
    onMutate: async (images) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Product>(key);
      queryClient.setQueryData<Product>(key, (p) => p && { ...p, images: images.map((image, i) => ({ ...image, sortOrder: i })) });
      return { previous };
    },
    onError: (_error, _images, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: () => reload(productId),
  });
}

export function useUpdateImage(productId: number) {
  const reload = useReloadProducts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ImageEdit }) =>
      call(imageRoutes.update, { params: { id: productId, imageId: id }, body, fallback: t('admin.images.failed.update') }),
    onSuccess: () => reload(productId),
  });
}

export function useDeleteImage(productId: number) {
  const reload = useReloadProducts();
  return useMutation({
    mutationFn: (id: number) => call(imageRoutes.remove, { params: { id: productId, imageId: id }, fallback: t('admin.images.failed.delete') }),
    onSuccess: () => reload(productId),
  });
}
