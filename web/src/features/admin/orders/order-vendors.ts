import type { OrderItemView, OrderView } from '@portal/contract/orders';

/** One vendor's part of an order: what it ships, and its subtotal in cents. */
export interface VendorPart {
  vendorId: number;
  vendorName: string | null;
  items: OrderItemView[];
  subtotal: number;
}

/**
 * The order's lines grouped by vendor, in the order the vendors first appear. The vendor's name
 * comes from its payment (one per vendor order); each subtotal adds whole cents.
 */
export function vendorParts(order: OrderView): VendorPart[] {
  const names = new Map((order.payments ?? []).filter((p) => p.vendorId !== null).map((p) => [p.vendorId!, p.vendorName]));
  const parts = new Map<number, VendorPart>();
  for (const item of order.items ?? []) {
    const part = parts.get(item.vendorId) ?? { vendorId: item.vendorId, vendorName: names.get(item.vendorId) ?? null, items: [], subtotal: 0 };
    part.items.push(item);
    part.subtotal += item.totalPrice;
    parts.set(item.vendorId, part);
  }
  return [...parts.values()];
}
