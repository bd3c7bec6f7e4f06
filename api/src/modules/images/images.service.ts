/**
 * Product image rules: uploads are checked by content and re-encoded before anything is stored;
 * a batch is all-or-nothing (every file is checked and encoded before the first is written);
 * stored names are made here, never taken from the client; deleting an image removes its files.
 */
import type { FieldRule } from '@portal/contract/field-rules';
import { fieldRuleText } from '@portal/contract/field-rule-texts';
import { randomUUID } from 'node:crypto';
import type { Database } from '@portal/db';
import { contentNameOf, type ImageReorderInput, type ImageUpdateInput, type ImageUploadResult, type ImageVariant } from '@portal/contract/products';
import type { BytesCache } from '../../lib/bytes-cache';
import { ValidationError, notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { toImage } from '../products/product-view';
import { detectImageKind, encodeOriginal, encodeVariant, VARIANT_WIDTHS, type EncodedImage } from './image-processing';
import { recordAudit, uploadedPictureNames } from '../audit/audit.repo';
import * as repo from './images.repo';

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/** Who changes a product's pictures, for its history. */
export interface Actor {
  userId: number;
  ip: string | null;
}

/** A picture's name in the history: the file it was uploaded from, or its id when that is not known (uploaded before names were kept). */
const pictureName = (names: Map<number, string>, id: number) => names.get(id) ?? `#${id}`;

/** The name a file was sent under, without any folder a browser put before it, at most 200 characters. */
const fileNameOf = (file: UploadedFile) => (file.filename || 'unnamed file').split(/[\\/]/).pop()!.slice(0, 200);

const productAudit = (productId: number, actor: Actor) => ({ entity: 'product', entityId: productId, actorUserId: actor.userId, ip: actor.ip });

const imageNotFound = () => notFound('image');

async function requireProduct(db: Database, productId: number) {
  if (!(await repo.productExists(db, productId))) throw notFound('product');
}

async function encodeChecked(file: UploadedFile): Promise<EncodedImage> {
  const name = file.filename || 'unnamed file';
  if (!detectImageKind(file.bytes)) {
    throw ValidationError.ofField('images', { code: 'IMAGE_NOT_SUPPORTED', figures: { name } }, `${name} is not a JPEG, PNG, GIF or WebP image`);
  }
  try {
    return await encodeOriginal(file.bytes);
  } catch (error) {
    const tooBig = /pixel limit/i.test((error as Error).message);
    const rule: FieldRule = { code: tooBig ? 'IMAGE_TOO_MANY_PIXELS' : 'IMAGE_UNREADABLE', figures: { name } };
    throw ValidationError.ofField('images', rule, fieldRuleText(rule, 'images'));
  }
}

export async function upload(db: Database, storage: Storage, productId: number, files: UploadedFile[], actor: Actor): Promise<ImageUploadResult> {
  await requireProduct(db, productId);
  if (files.length === 0) throw ValidationError.ofField('images', { code: 'IMAGES_REQUIRED' }, 'Choose at least one image to upload');
  const encoded: EncodedImage[] = [];
  for (const file of files) encoded.push(await encodeChecked(file));
  const keys = encoded.map(() => `products/${productId}/${randomUUID()}.webp`);
  await Promise.all(encoded.map((image, i) => storage.put(keys[i]!, image.data)));
  try {
    const start = await repo.nextSortOrder(db, productId);
    const rows = await db.transaction(async (tx) => {
      const inserted = await repo.insertImages(
        tx,
        encoded.map((image, i) => ({ productId, fileKey: keys[i]!, sortOrder: start + i, width: image.width, height: image.height })),
      );
      const names = files.map(fileNameOf);
      await recordAudit(tx, {
        ...productAudit(productId, actor),
        action: 'product.image_upload',
        details: { pictures: names.join(', '), files: Object.fromEntries(inserted.map((row, i) => [row.id, names[i]])) },
      });
      return inserted;
    });
    return { images: rows.map(toImage), uploadCount: rows.length };
  } catch (error) {
    // The rows did not land (e.g. the product was deleted meanwhile): leave no orphan files.
    await Promise.all(keys.map((key) => storage.remove(key)));
    throw error;
  }
}

export async function reorder(db: Database, productId: number, input: ImageReorderInput, actor: Actor) {
  await requireProduct(db, productId);
  const ids = input.imageOrder.map((i) => i.id);
  if ((await repo.countOwned(db, productId, ids)) !== ids.length) {
    throw ValidationError.ofField('imageOrder', { code: 'IMAGE_NOT_OF_PRODUCT' }, 'imageOrder lists an image that does not belong to this product');
  }
  await db.transaction(async (tx) => {
    const before = await repo.imagesOfProduct(tx, productId);
    for (const item of input.imageOrder) await repo.updateImage(tx, item.id, { sortOrder: item.sortOrder });
    const after = await repo.imagesOfProduct(tx, productId);
    const names = await uploadedPictureNames(tx, productId);
    const order = (rows: typeof before) => rows.map((r) => pictureName(names, r.id)).join(', ');
    if (order(before) !== order(after)) {
      await recordAudit(tx, { ...productAudit(productId, actor), action: 'product.image_reorder', details: { pictureOrder: { from: order(before), to: order(after) } } });
    }
  });
  return { images: (await repo.imagesOfProduct(db, productId)).map(toImage) };
}

async function ownedImage(db: Database, productId: number, imageId: number) {
  const image = await repo.findImage(db, imageId);
  if (!image || image.productId !== productId) throw imageNotFound();
  return image;
}

export async function update(db: Database, productId: number, imageId: number, input: ImageUpdateInput, actor: Actor) {
  const before = await ownedImage(db, productId, imageId);
  if (!Object.keys(input).length) return toImage(before);
  const row = await db.transaction(async (tx) => {
    const after = (await repo.updateImage(tx, imageId, input))!;
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of ['altText', 'sortOrder', 'isActive'] as const) if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
    if (Object.keys(changes).length) {
      const picture = pictureName(await uploadedPictureNames(tx, productId), imageId);
      await recordAudit(tx, { ...productAudit(productId, actor), action: 'product.image_update', details: { picture, ...changes } });
    }
    return after;
  });
  return toImage(row);
}

export async function remove(db: Database, storage: Storage, productId: number, imageId: number, actor: Actor) {
  const image = await ownedImage(db, productId, imageId);
  await db.transaction(async (tx) => {
    await repo.deleteImage(tx, imageId);
    const picture = pictureName(await uploadedPictureNames(tx, productId), imageId);
    await recordAudit(tx, { ...productAudit(productId, actor), action: 'product.image_delete', details: { picture } });
  });
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
