/**
 * Product image rules: uploads are checked by content and re-encoded before anything is stored;
 * a batch is all-or-nothing (every file is checked and encoded before the first is written);
 * stored names are made here, never taken from the client; deleting an image removes its files.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@portal/db';
import { MSG, NOT_FOUND } from '@portal/contract/messages';
import { contentNameOf, type ImageReorderInput, type ImageUpdateInput, type ImageUploadResult, type ImageVariant } from '@portal/contract/products';
import type { BytesCache } from '../../lib/bytes-cache';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { toImage } from '../products/product-view';
import { detectImageKind, encodeOriginal, encodeVariant, VARIANT_WIDTHS, type EncodedImage } from './image-processing';
import * as repo from './images.repo';

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

const imageNotFound = () => new NotFoundError(NOT_FOUND.image);

async function requireProduct(db: Database, productId: number) {
  if (!(await repo.productExists(db, productId))) throw new NotFoundError(MSG.productNotFound);
}

async function encodeChecked(file: UploadedFile): Promise<EncodedImage> {
  const name = file.filename || 'unnamed file';
  if (!detectImageKind(file.bytes)) {
    throw new ValidationError(`${name} is not a JPEG, PNG, GIF or WebP image`, { images: `${name} is not a JPEG, PNG, GIF or WebP image` });
  }
  try {
    return await encodeOriginal(file.bytes);
  } catch (error) {
    const tooBig = /pixel limit/i.test((error as Error).message);
    const message = tooBig ? `${name} has too many pixels (at most 40 megapixels)` : `${name} could not be read as an image`;
    throw new ValidationError(message, { images: message });
  }
}

export async function upload(db: Database, storage: Storage, productId: number, files: UploadedFile[]): Promise<ImageUploadResult> {
  await requireProduct(db, productId);
  if (files.length === 0) throw new ValidationError('Choose at least one image to upload', { images: 'Choose at least one image to upload' });
  const encoded: EncodedImage[] = [];
  for (const file of files) encoded.push(await encodeChecked(file));
  const keys = encoded.map(() => `products/${productId}/${randomUUID()}.webp`);
  await Promise.all(encoded.map((image, i) => storage.put(keys[i]!, image.data)));
  try {
    const start = await repo.nextSortOrder(db, productId);
    const rows = await repo.insertImages(
      db,
      encoded.map((image, i) => ({ productId, fileKey: keys[i]!, sortOrder: start + i, width: image.width, height: image.height })),
    );
    return { images: rows.map(toImage), uploadCount: rows.length };
  } catch (error) {
    // The rows did not land (e.g. the product was deleted meanwhile): leave no orphan files.
    await Promise.all(keys.map((key) => storage.remove(key)));
    throw error;
  }
}

export async function reorder(db: Database, productId: number, input: ImageReorderInput) {
  await requireProduct(db, productId);
  const ids = input.imageOrder.map((i) => i.id);
  if ((await repo.countOwned(db, productId, ids)) !== ids.length) {
    throw new ValidationError('imageOrder lists an image that does not belong to this product', {
      imageOrder: 'imageOrder lists an image that does not belong to this product',
    });
  }
  await db.transaction(async (tx) => {
    for (const item of input.imageOrder) await repo.updateImage(tx, item.id, { sortOrder: item.sortOrder });
  });
  return { images: (await repo.imagesOfProduct(db, productId)).map(toImage) };
}

async function ownedImage(db: Database, productId: number, imageId: number) {
  const image = await repo.findImage(db, imageId);
  if (!image || image.productId !== productId) throw imageNotFound();
  return image;
}

export async function update(db: Database, productId: number, imageId: number, input: ImageUpdateInput) {
  await ownedImage(db, productId, imageId);
  const row = Object.keys(input).length ? await repo.updateImage(db, imageId, input) : await repo.findImage(db, imageId);
  return toImage(row!);
}

export async function remove(db: Database, storage: Storage, productId: number, imageId: number) {
  const image = await ownedImage(db, productId, imageId);
  await repo.deleteImage(db, imageId);
  await Promise.all([image.fileKey, ...Object.keys(VARIANT_WIDTHS).map((v) => variantKey(image.fileKey, v as ImageVariant))].map((k) => storage.remove(k)));
}

const variantKey = (fileKey: string, variant: ImageVariant) => (variant === 'full' ? fileKey : fileKey.replace(/\.webp$/, `.${variant}.webp`));

/**
 * A variant's ETag (known without touching the files, so a revalidation costs one row read) and
 * a reader for its bytes, made from the original on first request and kept beside it. A stored
 * file's key names its content (a new upload gets a new key), so its bytes are kept in `pictures`
 * for every later request; the image row is still read every time, so a deleted image is gone.
 */
export async function variantOf(db: Database, storage: Storage, pictures: BytesCache, imageId: number, variant: ImageVariant) {
  const image = await repo.findImage(db, imageId);
  if (!image) throw imageNotFound();
  const etag = `"${contentNameOf(image.fileKey)}-${variant}"`;
  const key = variantKey(image.fileKey, variant);
  const load = async (): Promise<Buffer> => {
    const stored = await storage.get(key);
    if (stored) return stored;
    if (variant === 'full') throw imageNotFound();
    const original = await storage.get(image.fileKey);
    if (!original) throw imageNotFound();
    const data = await encodeVariant(original, VARIANT_WIDTHS[variant]);
    await storage.put(key, data);
    return data;
  };
  const read = () => pictures.get(key, async () => ({ body: await load(), keep: true }));
  return { etag, read };
}
