/** Turns product rows and their batched relations into the API's product shape. */
import { imageUrl, type NamedRef, type Product, type ProductImage } from '@portal/contract/products';
import type { VendorPublic } from '@portal/contract/vendors';
import type { ImageRef, ListedProduct, ProductRow } from './products.repo';

export function toImage(row: ImageRef): ProductImage {
  return {
    id: row.id,
    url: imageUrl(row.id, 'card', row.fileKey),
    thumbUrl: imageUrl(row.id, 'thumb', row.fileKey),
    fullUrl: imageUrl(row.id, 'full', row.fileKey),
    altText: row.altText,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
  };
}

export function groupBy<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.productId);
    if (list) list.push(row);
    else map.set(row.productId, [row]);
  }
  return map;
}

export interface Related {
  images?: Map<number, ImageRef[]>;
  categories?: Map<number, Array<NamedRef & { productId: number }>>;
  tags?: Map<number, Array<NamedRef & { productId: number }>>;
  vendors?: Map<number, VendorPublic>;
}

const ref = ({ id, name }: NamedRef): NamedRef => ({ id, name });

export function toProduct(row: ProductRow, related: Related): Product {
  const product: Product = {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    sku: row.sku,
    packSize: row.packSize,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    vendorId: row.vendorId,
  };
  if (related.vendors) product.vendor = related.vendors.get(row.vendorId);
  if (related.images) product.images = (related.images.get(row.id) ?? []).map(toImage);
  if (related.categories) product.categories = (related.categories.get(row.id) ?? []).map(ref);
  if (related.tags) product.tags = (related.tags.get(row.id) ?? []).map(ref);
  return product;
}

/** A list row whose relations came embedded (products.repo listProducts). */
export function toListedProduct(row: ListedProduct): Product {
  return toProduct(row, {
    images: row.images && new Map([[row.id, row.images]]),
    categories: row.categories && new Map([[row.id, row.categories.map((c) => ({ ...c, productId: row.id }))]]),
    tags: row.tags && new Map([[row.id, row.tags.map((t) => ({ ...t, productId: row.id }))]]),
    vendors: row.vendor && new Map([[row.vendorId, row.vendor]]),
  });
}
