import { centsToInput, parseDollars } from '@portal/contract/money';
import { MAX_PACK_SIZE, type Product, type ProductBody } from '@portal/contract/products';
import { t } from '../../../lib/i18n/i18n';

export interface ProductFormValues {
  name: string;
  sku: string;
  description: string;
  /** Dollars as typed. */
  price: string;
  vendorId: string;
  /** Units per case pack as typed; blank means 1. */
  packSize: string;
  categoryIds: number[];
  tagIds: number[];
}

export const emptyProduct: ProductFormValues = { name: '', sku: '', description: '', price: '', vendorId: '', packSize: '', categoryIds: [], tagIds: [] };

export const productToForm = (p: Product): ProductFormValues => ({
  name: p.name,
  sku: p.sku ?? '',
  description: p.description,
  price: centsToInput(p.price),
  vendorId: String(p.vendorId),
  packSize: p.packSize > 1 ? String(p.packSize) : '',
  categoryIds: (p.categories ?? []).map((c) => c.id),
  tagIds: (p.tags ?? []).map((t) => t.id),
});

/** A new product from an existing one: every field but the SKU (each product has its own), under the given name. */
export const copyToForm = (p: Product, name: string): ProductFormValues => ({ ...productToForm(p), name, sku: '' });

/** Spec 5 (product form): name, vendor and price first, then the price itself; SKU only when typed. */
export function validateProduct(v: ProductFormValues): { error: string } | { body: ProductBody } {
  if (!v.name.trim() || !v.vendorId || !v.price.trim()) return { error: t('validation.fillRequired') };
  const price = parseDollars(v.price);
  if (price === null || price <= 0) return { error: t('validation.invalidPrice') };
  const sku = v.sku.trim();
  const packSize = v.packSize.trim() === '' ? 1 : Number(v.packSize.trim());
  if (!Number.isInteger(packSize) || packSize < 1 || packSize > MAX_PACK_SIZE) return { error: t('validation.invalidPackSize') };
  return {
    body: {
      name: v.name.trim(),
      description: v.description.trim(),
      price,
      ...(sku ? { sku } : {}),
      vendorId: Number(v.vendorId),
      packSize,
      categoryIds: v.categoryIds,
      tagIds: v.tagIds,
    },
  };
}
