/**
 * Demo products as plain rows (no database): names built from the category's nouns, prices in
 * integer cents within the category's band, unique SKUs (some products have none), an active
 * vendor that carries the category, 1-3 categories, 0-3 tags and 0-3 pictures. About a third are
 * sold in case packs of 6, 12 or 24 (a multiple of the pack per order); a pack of another size is
 * one unit holding that many pieces ("Pack of 50").
 */
import type { schema } from '../client';
import { CATEGORY_SPECS, PACK_SIZES, PRODUCT_ADJECTIVES, PRODUCT_FEATURES, PRODUCT_VARIANTS } from './catalogue-words';
import type { SeedImage } from './images';
import { DAY_MS, Random } from './random';

export interface SeedProduct {
  row: typeof schema.products.$inferInsert & { name: string; price: number; vendorId: number };
  /** Indexes into CATEGORY_SPECS, the first one is the product's main category. */
  categories: number[];
  /** Indexes into the tag list. */
  tags: number[];
  images: Array<{ image: SeedImage; altText: string }>;
}

export interface ProductInputs {
  count: number;
  now: Date;
  /** Active vendors: id and name. */
  vendors: ReadonlyArray<{ id: number; name: string }>;
  tagCount: number;
  images: readonly SeedImage[];
}

const CENT_ENDINGS = [0, 0, 49, 50, 95, 99, 99, 99, 25, 75] as const;
/** Pack sizes sold as case packs: ordered in multiples of the pack. */
const CASE_PACKS: ReadonlySet<number> = new Set([6, 12, 24]);

/** Each category is carried by a few vendors, so one vendor's products look like a real range. */
function vendorsByCategory(random: Random, vendors: ProductInputs['vendors']): number[][] {
  const carriers: number[][] = CATEGORY_SPECS.map(() => []);
  vendors.forEach((_, v) => {
    for (const c of random.sample(CATEGORY_SPECS.map((_, i) => i), 3)) carriers[c]!.push(v);
  });
  carriers.forEach((list, c) => {
    if (list.length === 0) list.push(c % vendors.length);
  });
  return carriers;
}

function vendorCode(name: string): string {
  return name.replace(/[^A-Za-z ]/g, '').split(' ').map((w) => w[0]).join('').slice(0, 3).toUpperCase();
}

export function productData(inputs: ProductInputs): SeedProduct[] {
  if (inputs.vendors.length === 0) throw new Error('products need at least one active vendor');
  const random = new Random('products');
  const carriers = vendorsByCategory(random, inputs.vendors);
  const out: SeedProduct[] = [];
  for (let i = 0; i < inputs.count; i++) {
    const main = random.int(0, CATEGORY_SPECS.length - 1);
    const spec = CATEGORY_SPECS[main]!;
    const vendor = inputs.vendors[random.pick(carriers[main]!)]!;
    const noun = random.pick(spec.nouns);
    const pack = random.pick(PACK_SIZES);
    const variant = random.chance(0.6) ? `, ${random.pick(PRODUCT_VARIANTS)}` : '';
    const casePack = CASE_PACKS.has(pack) ? pack : 1;
    const name = `${random.pick(PRODUCT_ADJECTIVES)} ${noun}${variant}${pack > 1 && casePack === 1 ? ` (Pack of ${pack})` : ''}`;
    const dollars = random.int(spec.priceDollars[0], spec.priceDollars[1]) * (pack >= 50 ? 3 : 1);
    const price = Math.max(99, dollars * 100 + random.pick(CENT_ENDINGS) - (random.chance(0.5) ? 100 : 0));
    const sku = random.chance(0.92) ? `${spec.code}-${vendorCode(vendor.name)}-${String(i + 1).padStart(6, '0')}` : null;
    const createdAt = new Date(inputs.now.getTime() - random.int(0, 364) * DAY_MS - random.int(0, DAY_MS - 1));
    const description = `${name} from ${vendor.name.replace(/\.$/, '')}. ${random.pick(PRODUCT_FEATURES)} ${
      casePack > 1 ? `Sold in cases of ${casePack}.` : pack > 1 ? `Sold in packs of ${pack}.` : 'Sold individually.'
    } Ships in ${random.int(1, 7)} business days.`;
    const extra = random.weighted([[0, 5], [1, 3], [2, 2]] as const);
    const others = random.sample(CATEGORY_SPECS.map((_, c) => c).filter((c) => c !== main), extra);
    const tags = random.sample(Array.from({ length: inputs.tagCount }, (_, t) => t), random.weighted([[0, 3], [1, 4], [2, 2], [3, 1]] as const));
    const imageCount = inputs.images.length === 0 ? 0 : random.weighted([[0, 1], [1, 4], [2, 3], [3, 2]] as const);
    const images = random.sample(inputs.images, imageCount).map((image, k) => ({
      image,
      altText: k === 0 ? name : `${name}, view ${k + 1}`,
    }));
    out.push({
      row: { name, description, price, sku, packSize: casePack, vendorId: vendor.id, isActive: random.chance(0.94), createdAt, updatedAt: createdAt },
      categories: [main, ...others],
      tags,
      images,
    });
  }
  return out;
}
