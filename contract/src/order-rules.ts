/**
 * Case packs and vendor minimums: the one implementation of what an order is short of, used by
 * the API to refuse an order and by the app (offline too) to show the shopper what to add.
 * A product with a pack size N is sold in multiples of N; a vendor with a minimum order value
 * ships only when its lines' subtotal (cents) reaches it. Amounts are integer cents.
 */

export interface RuleLine {
  productId: number;
  productName: string;
  quantity: number;
  /** Integer cents. */
  unitPrice: number;
  /** 1 (or absent) means any quantity. */
  packSize?: number | null;
  vendorId: number;
  vendorName: string;
  /** Integer cents; 0 (or absent) means no minimum. */
  vendorMinOrderCents?: number | null;
}

export interface PackShortfall {
  productId: number;
  productName: string;
  packSize: number;
  quantity: number;
  /** The nearest multiple of the pack size at or above the quantity. */
  nextValid: number;
}

export interface VendorShortfall {
  vendorId: number;
  vendorName: string;
  minOrderCents: number;
  subtotal: number;
  /** Cents still to add. */
  missingCents: number;
}

export interface OrderShortfalls {
  packs: PackShortfall[];
  vendors: VendorShortfall[];
}

export const packSizeOf = (packSize: number | null | undefined): number => (packSize && packSize > 1 ? Math.floor(packSize) : 1);

/** The quantity rounded up to the next whole pack (at least one pack). */
export function roundUpToPack(quantity: number, packSize: number | null | undefined): number {
  const pack = packSizeOf(packSize);
  return Math.max(pack, Math.ceil(quantity / pack) * pack);
}

export function shortfalls(lines: readonly RuleLine[]): OrderShortfalls {
  const packs: PackShortfall[] = [];
  const vendors = new Map<number, VendorShortfall>();
  for (const line of lines) {
    const pack = packSizeOf(line.packSize);
    if (line.quantity % pack !== 0) {
      packs.push({ productId: line.productId, productName: line.productName, packSize: pack, quantity: line.quantity, nextValid: roundUpToPack(line.quantity, pack) });
    }
    const vendor = vendors.get(line.vendorId) ?? {
      vendorId: line.vendorId,
      vendorName: line.vendorName,
      minOrderCents: Math.max(0, line.vendorMinOrderCents ?? 0),
      subtotal: 0,
      missingCents: 0,
    };
    vendor.subtotal += line.unitPrice * line.quantity;
    vendors.set(line.vendorId, vendor);
  }
  const short = [...vendors.values()]
    .map((v) => ({ ...v, missingCents: Math.max(0, v.minOrderCents - v.subtotal) }))
    .filter((v) => v.missingCents > 0);
  return { packs, vendors: short };
}

export const hasShortfalls = (s: OrderShortfalls) => s.packs.length > 0 || s.vendors.length > 0;

/** The server's wording (English, like every API message). The app words them in its language. */
export const packMessage = (p: PackShortfall) => `${p.productName} is sold in packs of ${p.packSize}: order a multiple of ${p.packSize} (for example ${p.nextValid})`;
export const vendorMessage = (v: VendorShortfall, format: (cents: number) => string) =>
  `${v.vendorName} has a minimum order of ${format(v.minOrderCents)}: add ${format(v.missingCents)} more from this vendor`;
