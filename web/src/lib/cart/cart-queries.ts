/**
 * The cart as screens show it: lines joined with their catalogue products, the item count, and
 * totals from computeTotals (contract/money.ts) with the synced settings, or the contract's
 * defaults before the first sync. A line whose product left the catalogue keeps product null and
 * counts neither money nor items (the badge leaves it out too: cart-mirror.ts); it still has the
 * name and SKU its row kept (cart-line-names.ts), so the screen can say which product it was and
 * ask the shopper to remove it.
 */
import { computeTotals, type PricingSettings, type Totals } from '@portal/contract/money';
import { shortfalls, type OrderShortfalls } from '@portal/contract/order-rules';
import { DEFAULT_FEE_RATES_BPS, DEFAULT_TAX_RATE_BPS, type PaymentMethod } from '@portal/contract/rules';
import { db } from '../db/database';
import { readCartSelection } from '../db/meta';
import { SETTINGS_ID, type CartLineRow, type ProductRow, type VendorRow } from '../db/rows';

/** A cart line with its product; `name` and `sku` are what the line kept of it, for when it is gone. */
export interface CartLineView extends CartLineRow {
  product: ProductRow | null;
  vendor: VendorRow | null;
  /** Unit price x quantity in cents; 0 when the product is unknown. */
  lineTotal: number;
}

export interface CartView {
  lines: CartLineView[];
  /** The items that can be ordered: lines whose product is gone are not counted, as the badge does. */
  count: number;
  paymentMethod: PaymentMethod | null;
  eventId: number | null;
  totals: Totals;
  /** The tax and fee rates the totals were computed with, to show beside them. */
  pricing: PricingSettings;
  /** Quantities off their case pack and vendors under their minimum (contract/order-rules). */
  shortfalls: OrderShortfalls;
}

export async function pricingSettings(): Promise<PricingSettings> {
  const synced = await db.settings.get(SETTINGS_ID);
  return synced ?? { taxRateBps: DEFAULT_TAX_RATE_BPS, feeRatesBps: DEFAULT_FEE_RATES_BPS };
}

export async function readCart(): Promise<CartView> {
  const [rows, selection, settings] = await Promise.all([db.cartLines.orderBy('addedAt').toArray(), readCartSelection(), pricingSettings()]);
  const products = await db.products.bulkGet(rows.map((r) => r.productId));
  const vendors = await db.vendors.bulkGet(products.map((p) => p?.vendorId ?? -1));
  const lines = rows.map((row, i) => {
    const product = products[i] ?? null;
    return { ...row, product, vendor: vendors[i] ?? null, lineTotal: product ? product.price * row.quantity : 0 };
  });
  const priced = lines.flatMap((l) => (l.product ? [{ unitPrice: l.product.price, quantity: l.quantity }] : []));
  return {
    lines,
    count: priced.reduce((sum, l) => sum + l.quantity, 0),
    paymentMethod: selection.paymentMethod,
    eventId: selection.eventId,
    totals: computeTotals(priced, selection.paymentMethod, settings),
    pricing: settings,
    shortfalls: shortfalls(
      lines.flatMap((l) =>
        l.product
          ? [{ productId: l.productId, productName: l.product.name, quantity: l.quantity, unitPrice: l.product.price, packSize: l.product.packSize, vendorId: l.product.vendorId, vendorName: l.vendor?.name ?? '', vendorMinOrderCents: l.vendor?.minOrderCents }]
          : [],
      ),
    ),
  };
}

/** The quantity of one product in the cart (0 when absent), for add / minus-plus controls. */
export async function quantityInCart(productId: number): Promise<number> {
  return (await db.cartLines.get(productId))?.quantity ?? 0;
}

/** How many of each product the cart holds (absent: none), in one read for a whole grid. */
export async function cartQuantities(): Promise<Map<number, number>> {
  return new Map((await db.cartLines.toArray()).map((line) => [line.productId, line.quantity] as const));
}
