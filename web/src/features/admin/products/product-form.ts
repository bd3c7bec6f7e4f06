import { MSG } from '@portal/contract/messages';
import { centsToInput, parseDollars } from '@portal/contract/money';
import type { Product, ProductBody } from '@portal/contract/products';

export interface ProductFormValues {
  name: string;
  sku: string;
  description: string;
  /** Dollars as typed. */
  price: string;
  vendorId: string;
  categoryIds: number[];
  tagIds: number[];
}

export const emptyProduct: ProductFormValues = { name: '', sku: '', description: '', price: '', vendorId: '', categoryIds: [], tagIds: [] };

export const productToForm = (p: Product): ProductFormValues => ({
  name: p.name,
  sku: p.sku ?? '',
  description: p.description,
  price: centsToInput(p.price),
  vendorId: String(p.vendorId),
  categoryIds: (p.categories ?? []).map((c) => c.id),
  tagIds: (p.tags ?? []).map((t) => t.id),
});

/** Spec 5 (product form): name, vendor and price first, then the price itself; SKU only when typed. */
export function validateProduct(v: ProductFormValues): { error: string } | { body: ProductBody } {
  if (!v.name.trim() || !v.vendorId || !v.price.trim()) return { error: MSG.fillRequired };
  const price = parseDollars(v.price);
  if (price === null || price <= 0) return { error: MSG.invalidPrice };
  const sku = v.sku.trim();
  return {
    body: {
      name: v.name.trim(),
      description: v.description.trim(),
      price,
      ...(sku ? { sku } : {}),
      vendorId: Number(v.vendorId),
      categoryIds: v.categoryIds,
      tagIds: v.tagIds,
    },
  };
}
