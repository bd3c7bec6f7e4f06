/** Writes the demo catalogue: settings, vendors, categories, tags, products and their links. */
import { DEFAULT_FEE_RATES_BPS, DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS, DEFAULT_TAX_RATE_BPS, PRODUCT_NAME, ADMIN_DEFAULT_PAGE_SIZE } from '@portal/contract/rules';
import { sql } from 'drizzle-orm';
import { resultRows, schema, type Executor } from '../client';
import { CATEGORY_SPECS, TAG_SPECS } from './catalogue-words';
import type { SeedImage } from './images';
import { insertAll, insertIds } from './insert';
import { productData } from './products';
import { DAY_MS } from './random';
import { vendorRows } from './vendors';
import { vendorMinimums } from './minimums';

export interface CatalogueProduct {
  id: number;
  name: string;
  price: number;
  sku: string | null;
  vendorId: number;
  isActive: boolean;
  packSize: number;
}

export interface Catalogue {
  vendorCount: number;
  categoryCount: number;
  tagCount: number;
  products: CatalogueProduct[];
  imageRows: number;
}

/** Tags that are switched off in the demo, so filters and admin screens show both states. */
const INACTIVE_TAGS = new Set(['Clearance', 'Holiday', 'Back to School']);

/**
 * Runs `work` with the insert triggers that re-version a product when its images, categories or
 * tags change switched off (migrations/0002_sync_triggers.sql). The products were inserted in this
 * same transaction with fresh versions, so re-versioning them adds nothing for syncing clients,
 * but it would rewrite every product row three times and triple the seed time. ALTER TABLE is
 * transactional: the triggers are back on at commit, and also if the seed fails.
 */
async function withoutProductTouches(tx: Executor, work: () => Promise<void>): Promise<void> {
  const triggers = resultRows<{ table: string; name: string }>(
    await tx.execute(sql`
      select c.relname as "table", t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and t.tgenabled <> 'D' and t.tgname like '%touch_ins'
        and c.relname in ('product_images', 'product_categories', 'product_tags')`),
  );
  const alter = async (action: 'disable' | 'enable') => {
    for (const t of triggers) await tx.execute(sql.raw(`alter table "${t.table}" ${action} trigger "${t.name}"`));
  };
  await alter('disable');
  await work();
  await alter('enable');
}

export async function seedSettings(tx: Executor): Promise<void> {
  await tx.insert(schema.settings).values({
    id: 1,
    taxRateBps: DEFAULT_TAX_RATE_BPS,
    feeAchBps: DEFAULT_FEE_RATES_BPS.ACH,
    feeDebitCardBps: DEFAULT_FEE_RATES_BPS.DEBIT_CARD,
    feeCreditCardBps: DEFAULT_FEE_RATES_BPS.CREDIT_CARD,
    freeShippingThresholdCents: DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS,
    portalName: PRODUCT_NAME,
    defaultPageSize: ADMIN_DEFAULT_PAGE_SIZE,
  });
}

export async function seedCatalogue(
  tx: Executor,
  options: { products: number; now: Date; images: readonly SeedImage[] },
): Promise<Catalogue> {
  const created = new Date(options.now.getTime() - 400 * DAY_MS);
  const vendors = vendorRows(options.now);
  // Products are drawn against vendor indexes first, so the minimums can be set on the vendor rows before they are written.
  const activeVendors = vendors.flatMap((v, i) => (v.isActive ? [{ id: i, name: v.name }] : []));
  const data = productData({ count: options.products, now: options.now, vendors: activeVendors, tagCount: TAG_SPECS.length, images: options.images });
  for (const [index, cents] of vendorMinimums(data.map((p) => p.row), activeVendors.map((v) => v.id))) vendors[index]!.minOrderCents = cents;
  const vendorIds = await insertIds(tx, schema.vendors, vendors);
  for (const p of data) p.row.vendorId = vendorIds[p.row.vendorId]!;
  const categoryIds = await insertIds(
    tx,
    schema.categories,
    CATEGORY_SPECS.map((c) => ({ name: c.name, description: c.description, createdAt: created, updatedAt: created })),
  );
  const tagIds = await insertIds(
    tx,
    schema.tags,
    TAG_SPECS.map(([name, description]) => ({ name, description, isActive: !INACTIVE_TAGS.has(name), createdAt: created, updatedAt: created })),
  );

  const productIds = await insertIds(tx, schema.products, data.map((p) => p.row));

  const links = { categories: [] as Array<typeof schema.productCategories.$inferInsert>, tags: [] as Array<typeof schema.productTags.$inferInsert>, images: [] as Array<typeof schema.productImages.$inferInsert> };
  data.forEach((p, i) => {
    const productId = productIds[i]!;
    for (const c of p.categories) links.categories.push({ productId, categoryId: categoryIds[c]! });
    for (const t of p.tags) links.tags.push({ productId, tagId: tagIds[t]! });
    p.images.forEach(({ image, altText }, sortOrder) =>
      links.images.push({ productId, fileKey: image.fileKey, altText, sortOrder, width: image.width, height: image.height }),
    );
  });
  await withoutProductTouches(tx, async () => {
    await insertAll(tx, schema.productCategories, links.categories);
    await insertAll(tx, schema.productTags, links.tags);
    await insertAll(tx, schema.productImages, links.images);
  });

  return {
    vendorCount: vendorIds.length,
    categoryCount: categoryIds.length,
    tagCount: tagIds.length,
    imageRows: links.images.length,
    products: data.map((p, i) => ({
      id: productIds[i]!,
      name: p.row.name,
      price: p.row.price,
      sku: p.row.sku ?? null,
      vendorId: p.row.vendorId,
      isActive: p.row.isActive ?? true,
      packSize: p.row.packSize ?? 1,
    })),
  };
}
