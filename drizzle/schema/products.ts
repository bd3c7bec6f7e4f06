import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { isActive, syncVersion, timestamps } from './columns';
import { categories, tags } from './taxonomy';
import { vendors } from './vendors';

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** Integer cents. */
    price: integer().notNull(),
    sku: text(),
    /** Sold in multiples of this many units (a case pack); 1 means any quantity. */
    packSize: integer().notNull().default(1),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    isActive: isActive(),
    /** Lower-cased name, description and SKU, kept by the database for substring search. */
    searchText: text().generatedAlwaysAs(
      (): ReturnType<typeof sql> =>
        sql`lower(${products.name} || ' ' || ${products.description} || ' ' || coalesce(${products.sku}, ''))`,
    ),
    syncVersion: syncVersion(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku).where(sql`${t.sku} is not null`),
    index('products_vendor_idx').on(t.vendorId),
    index('products_active_name_idx').on(t.isActive, t.name, t.id),
    index('products_active_price_idx').on(t.isActive, t.price, t.id),
    index('products_active_created_idx').on(t.isActive, t.createdAt, t.id),
    // Admins list every product in these orders (shoppers use the is_active ones above).
    index('products_name_idx').on(t.name, t.id),
    index('products_price_idx').on(t.price, t.id),
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_updated_idx').on(t.updatedAt),
    index('products_sync_idx').on(t.syncVersion),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Server-made storage key; never a name a client chose. */
    fileKey: text().notNull(),
    altText: text(),
    sortOrder: integer().notNull().default(0),
    width: integer(),
    height: integer(),
    isActive: isActive(),
    syncVersion: syncVersion(),
    ...timestamps,
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder), index('product_images_sync_idx').on(t.syncVersion)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category_idx').on(t.categoryId)],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);
