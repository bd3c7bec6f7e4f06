import { PRODUCT_RESOURCE } from '@portal/contract/resources';
import { MAX_PACK_SIZE, type Product, type ProductBody } from '@portal/contract/products';
import { t } from '../../../lib/i18n/i18n';
import { typedAmount } from '../kit/typed-amount';
import { emptyValues, valuesOf, type DescribedValues } from '../kit/described-values';

/** The product form's values: text as typed (the price in dollars, a pack size blank for 1), the vendor's id, the ids picked. */
export type ProductFormValues = DescribedValues<typeof PRODUCT_RESOURCE>;

export const emptyProduct: ProductFormValues = emptyValues(PRODUCT_RESOURCE);

export const productToForm = (p: Product): ProductFormValues => valuesOf(PRODUCT_RESOURCE, p);

/** A new product from an existing one: every field but the SKU (each product has its own), under the given name. */
export const copyToForm = (p: Product, name: string): ProductFormValues => ({ ...productToForm(p), name, sku: '' });

/**
 * Spec 5 (product form): name, vendor and price first, then the price itself; SKU only when typed.
 * A copy of another product needs a SKU of its own (the one copied from is left out).
 */
export function validateProduct(v: ProductFormValues, copy = false): { error: string } | { body: ProductBody } {
  if (!v.name.trim() || !v.vendorId || !v.price.trim()) return { error: t('validation.fillRequired') };
  if (copy && !v.sku.trim()) return { error: t('admin.products.form.copySkuRequired') };
  // "12,50" and "12.50" are both $12.50 (decision 024); a zero price is the spec's invalid price.
  const price = typedAmount(v.price, 'money', t('admin.products.form.price'));
  if ('error' in price) return price;
  if (price.value <= 0) return { error: t('validation.invalidPrice') };
  const sku = v.sku.trim();
  const pack = v.packSize.trim() === '' ? { value: 1 } : typedAmount(v.packSize, 'quantity', t('admin.products.form.packSize'));
  if ('error' in pack) return pack;
  const packSize = pack.value;
  if (packSize < 1 || packSize > MAX_PACK_SIZE) return { error: t('validation.invalidPackSize') };
  return {
    body: {
      name: v.name.trim(),
      description: v.description.trim(),
      price: price.value,
      ...(sku ? { sku } : {}),
      vendorId: Number(v.vendorId),
      packSize,
      categoryIds: v.categoryIds,
      tagIds: v.tagIds,
    },
  };
}
