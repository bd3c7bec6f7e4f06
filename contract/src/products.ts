/**
 * Products: list query, admin body and the shapes the API answers.
 * Money: every money field here (price, averagePrice, totalValue, minPrice, maxPrice) is an
 * integer number of cents, in requests and responses alike.
 */
import * as v from 'valibot';
import { qBool, qInt, sortOrder, type Pagination } from './common';
import { MSG } from './messages';
import { MAX_PAGE_SIZE, PRODUCT_PAGE_SIZE, PRODUCT_SORTS } from './rules';
import { requireKeys } from './required-keys';
import type { VendorPublic } from './vendors';

const ID_MAX = 2_147_483_647;
const PRICE_MAX = 2_000_000_000;
export const MAX_PACK_SIZE = 10_000;

export const productListQuery = v.object({
  page: v.optional(qInt('page', 1, 1_000_000), 1),
  limit: v.optional(qInt('limit', 1, MAX_PAGE_SIZE), PRODUCT_PAGE_SIZE),
  search: v.optional(v.pipe(v.string('search must be text'), v.trim(), v.maxLength(200, 'search must be at most 200 characters'))),
  vendorId: v.optional(qInt('vendorId', 1, ID_MAX)),
  categoryId: v.optional(qInt('categoryId', 1, ID_MAX)),
  tagId: v.optional(qInt('tagId', 1, ID_MAX)),
  minPrice: v.optional(qInt('minPrice', 0, PRICE_MAX)),
  maxPrice: v.optional(qInt('maxPrice', 0, PRICE_MAX)),
  isActive: v.optional(qBool('isActive')),
  sortBy: v.optional(v.picklist(PRODUCT_SORTS, `sortBy must be one of ${PRODUCT_SORTS.join(', ')}`)),
  sortOrder,
  includeImages: v.optional(qBool('includeImages'), true),
  includeCategories: v.optional(qBool('includeCategories'), true),
  includeTags: v.optional(qBool('includeTags'), true),
  includeVendor: v.optional(qBool('includeVendor'), true),
});
export type ProductListQuery = v.InferOutput<typeof productListQuery>;

const idList = (field: string) =>
  v.optional(
    v.pipe(
      v.array(v.pipe(v.number(`${field} must be a list of ids`), v.integer(`${field} must be a list of ids`), v.minValue(1, `${field} must be a list of ids`), v.maxValue(ID_MAX, `${field} must be a list of ids`)), `${field} must be a list of ids`),
      v.maxLength(100, `${field} may hold at most 100 ids`),
      v.transform((ids) => [...new Set(ids)]),
    ),
    [],
  );

export const productBody = requireKeys(
  { name: MSG.fillRequired, price: MSG.fillRequired, vendorId: MSG.fillRequired },
  v.strictObject({
    name: v.pipe(v.string(MSG.fillRequired), v.trim(), v.nonEmpty(MSG.fillRequired), v.maxLength(200, 'Product name must be at most 200 characters')),
    description: v.optional(v.pipe(v.nullable(v.string('description must be text')), v.transform((s) => (s ?? '').trim()), v.maxLength(5000, 'Description must be at most 5000 characters')), ''),
    price: v.pipe(v.number(MSG.invalidPrice), v.integer(MSG.invalidPrice), v.minValue(1, MSG.invalidPrice), v.maxValue(PRICE_MAX, MSG.invalidPrice)),
    sku: v.optional(
      v.pipe(
        v.nullable(v.string('sku must be text')),
        v.transform((s) => (s == null ? null : s.trim() || null)),
        v.nullable(v.pipe(v.string(), v.maxLength(64, 'SKU must be at most 64 characters'))),
      ),
      null,
    ),
    packSize: v.optional(v.pipe(v.number(MSG.invalidPackSize), v.integer(MSG.invalidPackSize), v.minValue(1, MSG.invalidPackSize), v.maxValue(MAX_PACK_SIZE, MSG.invalidPackSize)), 1),
    vendorId: v.pipe(v.number(MSG.fillRequired), v.integer('vendorId must be a whole number'), v.minValue(1, MSG.fillRequired), v.maxValue(ID_MAX, 'vendorId is not a known vendor')),
    categoryIds: idList('categoryIds'),
    tagIds: idList('tagIds'),
  }),
);
export type ProductBody = v.InferInput<typeof productBody>;
export type ProductInput = v.InferOutput<typeof productBody>;

export interface ProductImage {
  id: number;
  /** The card-size variant (480 px); ?v= names the picture's content, so it changes exactly when the picture does. */
  url: string;
  thumbUrl: string;
  fullUrl: string;
  altText: string | null;
  sortOrder: number;
  isActive: boolean;
}

export interface NamedRef {
  id: number;
  name: string;
}

export interface Product {
  id: number;
  name: string;
  description: string;
  /** Integer cents. */
  price: number;
  sku: string | null;
  /** Sold in multiples of this many units; 1: any quantity. */
  packSize: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  vendorId: number;
  vendor?: VendorPublic;
  images?: ProductImage[];
  categories?: NamedRef[];
  tags?: NamedRef[];
}

export interface ProductList {
  products: Product[];
  pagination: Pagination;
}

export interface ProductStats {
  total: number;
  active: number;
  inactive: number;
  withImages: number;
  /** Integer cents, rounded half up. */
  averagePrice: number;
  /** Integer cents: the sum of all product prices. */
  totalValue: number;
}

/** Where an image variant is served; the product list and the sync use the same URLs. */
export const IMAGE_VARIANTS = ['thumb', 'card', 'full'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];
/**
 * The name of a stored picture's content: the server-made part of its file key ('products/12/
 * <uuid>.webp' -> '<uuid>'). A key is made anew for every upload and its bytes never change, so a
 * URL carrying it changes exactly when the picture does and can be cached for good.
 */
export const contentNameOf = (fileKey: string) => fileKey.replace(/^.*\//, '').replace(/\.webp$/, '');
/**
 * What a URL carries of the content name: its first 10 characters without dashes. An image id
 * never gets other bytes (a new picture is a new image), so this only has to tell one image's
 * contents apart, and a 20,000-product sync does not carry 36 random characters per picture.
 */
export const contentTagOf = (fileKey: string) => contentNameOf(fileKey).replace(/-/g, '').slice(0, 10);
export const imageUrl = (id: number, variant: ImageVariant, fileKey: string) => `/api/v1/images/${id}/${variant}?v=${contentTagOf(fileKey)}`;

const sortOrderField = (field: string) => v.pipe(v.number(`${field} must be a whole number`), v.integer(`${field} must be a whole number`), v.minValue(0, `${field} must be at least 0`), v.maxValue(10_000, `${field} must be at most 10000`));

export const imageReorderBody = v.strictObject({
  imageOrder: v.pipe(
    v.array(
      v.strictObject({
        id: v.pipe(v.number('imageOrder id must be an image id'), v.integer('imageOrder id must be an image id'), v.minValue(1, 'imageOrder id must be an image id'), v.maxValue(ID_MAX, 'imageOrder id must be an image id')),
        sortOrder: sortOrderField('sortOrder'),
      }),
      'imageOrder must be a list of { id, sortOrder }',
    ),
    v.minLength(1, 'imageOrder must list at least one image'),
    v.maxLength(100, 'imageOrder may list at most 100 images'),
    v.check((list) => new Set(list.map((i) => i.id)).size === list.length, 'imageOrder lists an image twice'),
  ),
});
export type ImageReorderInput = v.InferOutput<typeof imageReorderBody>;

export const imageUpdateBody = v.strictObject({
  altText: v.optional(
    v.pipe(
      v.nullable(v.string('altText must be text')),
      v.transform((s) => (s == null ? null : s.trim() || null)),
      v.nullable(v.pipe(v.string(), v.maxLength(300, 'altText must be at most 300 characters'))),
    ),
  ),
  sortOrder: v.optional(sortOrderField('sortOrder')),
  isActive: v.optional(v.boolean('isActive must be true or false')),
});
export type ImageUpdateInput = v.InferOutput<typeof imageUpdateBody>;

export const imageParams = v.object({
  id: qInt('id', 1, ID_MAX),
  imageId: qInt('imageId', 1, ID_MAX),
});
export type ImageParams = v.InferOutput<typeof imageParams>;

export const imageVariantParams = v.object({
  imageId: qInt('imageId', 1, ID_MAX),
  variant: v.picklist(IMAGE_VARIANTS, 'variant must be thumb, card or full'),
});
export type ImageVariantParams = v.InferOutput<typeof imageVariantParams>;

export interface ImageUploadResult {
  images: ProductImage[];
  uploadCount: number;
}
