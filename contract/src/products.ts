/**
 * Products: list query, admin body and the shapes the API answers.
 * Money: every money field here (price, averagePrice, totalValue, minPrice, maxPrice) is an
 * integer number of cents, in requests and responses alike.
 */
import * as v from 'valibot';
import { idParams, isoMoment, paginationAnswer, qBool, qInt, sortOrder } from './common';
import { flatBody } from './guards';
import { rule } from './field-rules';
import { route } from './route';
import { ADMINS, EVERYONE, MAX_PAGE_SIZE, PRODUCT_PAGE_SIZE, PRODUCT_SORTS } from './rules';
import { vendorPublic } from './vendors';

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

export const productBody = flatBody(
  { name: 'FILL_REQUIRED', price: 'FILL_REQUIRED', vendorId: 'FILL_REQUIRED' },
  v.strictObject({
    name: v.pipe(v.string(rule('FILL_REQUIRED')), v.trim(), v.nonEmpty(rule('FILL_REQUIRED')), v.maxLength(200, 'Product name must be at most 200 characters')),
    description: v.optional(v.pipe(v.nullable(v.string('description must be text')), v.transform((s) => (s ?? '').trim()), v.maxLength(5000, 'Description must be at most 5000 characters')), ''),
    price: v.pipe(v.number(rule('INVALID_PRICE')), v.integer(rule('INVALID_PRICE')), v.minValue(1, rule('INVALID_PRICE')), v.maxValue(PRICE_MAX, rule('INVALID_PRICE'))),
    sku: v.optional(
      v.pipe(
        v.nullable(v.string('sku must be text')),
        v.transform((s) => (s == null ? null : s.trim() || null)),
        v.nullable(v.pipe(v.string(), v.maxLength(64, 'SKU must be at most 64 characters'))),
      ),
      null,
    ),
    packSize: v.optional(v.pipe(v.number(rule('INVALID_PACK_SIZE')), v.integer(rule('INVALID_PACK_SIZE')), v.minValue(1, rule('INVALID_PACK_SIZE')), v.maxValue(MAX_PACK_SIZE, rule('INVALID_PACK_SIZE'))), 1),
    vendorId: v.pipe(v.number(rule('FILL_REQUIRED')), v.integer('vendorId must be a whole number'), v.minValue(1, rule('FILL_REQUIRED')), v.maxValue(ID_MAX, 'vendorId is not a known vendor')),
    categoryIds: idList('categoryIds'),
    tagIds: idList('tagIds'),
  }),
);
export type ProductBody = v.InferInput<typeof productBody>;
export type ProductInput = v.InferOutput<typeof productBody>;

export const productImage = v.strictObject({
  id: v.number(),
  /** The card-size variant (480 px); ?v= names the picture's content, so it changes exactly when the picture does. */
  url: v.string(),
  thumbUrl: v.string(),
  fullUrl: v.string(),
  altText: v.nullable(v.string()),
  sortOrder: v.number(),
  isActive: v.boolean(),
});
export type ProductImage = v.InferOutput<typeof productImage>;

export const namedRef = v.strictObject({ id: v.number(), name: v.string() });
export type NamedRef = v.InferOutput<typeof namedRef>;

export const product = v.strictObject({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  /** Integer cents. */
  price: v.number(),
  sku: v.nullable(v.string()),
  /** Sold in multiples of this many units; 1: any quantity. */
  packSize: v.number(),
  isActive: v.boolean(),
  createdAt: isoMoment,
  updatedAt: isoMoment,
  vendorId: v.number(),
  /** With includeVendor, includeImages, includeCategories, includeTags (all on by default and on the detail). */
  vendor: v.optional(vendorPublic),
  images: v.optional(v.array(productImage)),
  categories: v.optional(v.array(namedRef)),
  tags: v.optional(v.array(namedRef)),
});
export type Product = v.InferOutput<typeof product>;

export const productList = v.strictObject({ products: v.array(product), pagination: paginationAnswer });
export type ProductList = v.InferOutput<typeof productList>;

export const productStats = v.strictObject({
  total: v.number(),
  active: v.number(),
  inactive: v.number(),
  withImages: v.number(),
  /** Integer cents, rounded half up. */
  averagePrice: v.number(),
  /** Integer cents: the sum of all product prices. */
  totalValue: v.number(),
});
export type ProductStats = v.InferOutput<typeof productStats>;

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

export const imageUploadResult = v.strictObject({ images: v.array(productImage), uploadCount: v.number() });
export type ImageUploadResult = v.InferOutput<typeof imageUploadResult>;

const tag = 'products';
const one = '/products/:id';

/**
 * The products routes. Every signed-in role reads them (a shopper only active products of active
 * vendors; any other is not found); admins write. SKUs are unique; a product with orders is not
 * deleted.
 */
export const productRoutes = {
  list: route({ method: 'GET', path: '/products', access: EVERYONE, tag, summary: 'List products with filters; shoppers see active ones', query: productListQuery, answer: productList, errors: [] }),
  stats: route({ method: 'GET', path: '/products/stats', access: ADMINS, tag, summary: 'Counts and price figures of the catalogue', answer: productStats, errors: [] }),
  get: route({ method: 'GET', path: one, access: EVERYONE, tag, summary: 'One product with its vendor, pictures, categories and tags', params: idParams, answer: product, errors: ['NOT_FOUND'] }),
  create: route({ method: 'POST', path: '/products', access: ADMINS, tag, summary: 'Create a product', body: productBody, answer: product, status: 201, errors: ['SKU_EXISTS'] }),
  update: route({ method: 'PUT', path: one, access: ADMINS, tag, summary: 'Replace a product', params: idParams, body: productBody, answer: product, errors: ['NOT_FOUND', 'SKU_EXISTS'] }),
  activate: route({ method: 'PATCH', path: `${one}/activate`, access: ADMINS, tag, summary: 'Activate a product', params: idParams, answer: product, errors: ['NOT_FOUND'] }),
  deactivate: route({ method: 'PATCH', path: `${one}/deactivate`, access: ADMINS, tag, summary: 'Deactivate a product', params: idParams, answer: product, errors: ['NOT_FOUND'] }),
  remove: route({ method: 'DELETE', path: one, access: ADMINS, tag, summary: 'Delete a product that is in no order', params: idParams, answer: null, errors: ['NOT_FOUND', 'PRODUCT_HAS_ORDERS'] }),
};

const images = '/products/:id/images';

/**
 * A product's pictures: admins upload (multipart/form-data, field `images`, at most 20 files of
 * 10 MB each; the body is read by the handler, not by a schema), reorder, edit and delete them.
 * Anyone loads a picture's variants by URL (plain <img> tags); the bytes come as a WebP file.
 */
export const imageRoutes = {
  upload: route({ method: 'POST', path: images, access: ADMINS, tag: 'images', summary: 'Upload pictures of a product (multipart/form-data, field images)', params: idParams, upload: { types: ['multipart/form-data'], field: 'images', description: 'JPEG, PNG, GIF or WebP pictures, each at most 10 MB, at most 20 at once' }, answer: imageUploadResult, status: 201, errors: ['NOT_FOUND'] }),
  reorder: route({ method: 'PATCH', path: `${images}/reorder`, access: ADMINS, tag: 'images', summary: "Set the order of a product's pictures", params: idParams, body: imageReorderBody, answer: v.strictObject({ images: v.array(productImage) }), errors: ['NOT_FOUND'] }),
  update: route({ method: 'PUT', path: `${images}/:imageId`, access: ADMINS, tag: 'images', summary: "Change a picture's text, place or visibility", params: imageParams, body: imageUpdateBody, answer: productImage, errors: ['NOT_FOUND'] }),
  remove: route({ method: 'DELETE', path: `${images}/:imageId`, access: ADMINS, tag: 'images', summary: 'Delete a picture and its files', params: imageParams, answer: null, errors: ['NOT_FOUND'] }),
  variant: route({ method: 'GET', path: '/images/:imageId/:variant', access: 'public', tag: 'images', summary: "A picture's thumb, card or full variant as WebP, cached for good by its URL", params: imageVariantParams, answer: null, file: 'image/webp', errors: ['NOT_FOUND'] }),
};
