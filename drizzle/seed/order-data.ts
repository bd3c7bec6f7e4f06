/**
 * Demo orders as plain data: placed over the last ~120 days by active shoppers for an event of
 * their chapter, 1-5 lines each, priced and totalled with computeTotals, split into one
 * sub-order per vendor. Older orders are mostly delivered, recent ones pending or processing.
 */
import { computeTotals, type Totals } from '@portal/contract/money';
import { roundUpToPack } from '@portal/contract/order-rules';
import { DEFAULT_FEE_RATES_BPS, DEFAULT_TAX_RATE_BPS, ORDER_STATUSES, type OrderStatus, type PaymentMethod } from '@portal/contract/rules';
import type { CatalogueProduct } from './catalogue';
import type { SeedChapter, SeedEvent } from './chapters';
import { DAY_MS, Random } from './random';
import type { SeedUser } from './users';

export const ORDER_DAYS = 120;
export const FIRST_ORDER_NUMBER = 1001;

export interface SeedOrderLine {
  product: CatalogueProduct;
  quantity: number;
  totalPrice: number;
}

export interface SeedOrder {
  orderNumber: string;
  clientOrderId: string;
  user: SeedUser;
  chapterId: number;
  eventId: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod | null;
  totals: Totals;
  lines: SeedOrderLine[];
  placedAt: Date;
  receivedAt: Date;
  updatedAt: Date;
}

export const PRICING = { taxRateBps: DEFAULT_TAX_RATE_BPS, feeRatesBps: DEFAULT_FEE_RATES_BPS };

export function orderNumberOf(n: number): string {
  return `ORD-${String(n).padStart(6, '0')}`;
}

function statusForAge(random: Random, ageDays: number): OrderStatus {
  if (ageDays < 3) return random.weighted([['PENDING', 60], ['PROCESSING', 35], ['CANCELLED', 5]] as const);
  if (ageDays < 10) return random.weighted([['PENDING', 10], ['PROCESSING', 40], ['SHIPPED', 40], ['CANCELLED', 10]] as const);
  if (ageDays < 30) return random.weighted([['PROCESSING', 10], ['SHIPPED', 35], ['DELIVERED', 45], ['CANCELLED', 10]] as const);
  return random.weighted([['SHIPPED', 5], ['DELIVERED', 85], ['CANCELLED', 10]] as const);
}

/** The event an order at `when` was most likely placed for: the latest active one already begun. */
function eventFor(events: readonly SeedEvent[], when: Date): SeedEvent {
  const active = events.filter((e) => e.isActive);
  const pool = active.length > 0 ? active : events;
  const begun = pool.filter((e) => e.startDate.getTime() <= when.getTime() + 3 * DAY_MS);
  return begun[begun.length - 1] ?? pool[0]!;
}

export interface OrderInputs {
  count: number;
  now: Date;
  products: readonly CatalogueProduct[];
  users: readonly SeedUser[];
  chapters: readonly SeedChapter[];
}

export function orderData(inputs: OrderInputs): SeedOrder[] {
  const random = new Random('orders');
  const products = inputs.products.filter((p) => p.isActive);
  const chapters = new Map(inputs.chapters.map((c) => [c.id, c]));
  const shoppers = inputs.users.filter((u) => u.isActive && u.chapterId !== null && chapters.get(u.chapterId)?.isActive);
  const demoShoppers = shoppers.filter((u) => u.email.endsWith('@chapterportal.test'));
  if (products.length === 0 || shoppers.length === 0) return [];

  const now = inputs.now.getTime();
  const placed = Array.from({ length: inputs.count }, () => now - random.int(0, ORDER_DAYS * 24 * 60) * 60_000).sort((a, b) => a - b);
  const orders = placed.map((at, i): SeedOrder => {
    // One order in eight belongs to the demo chapter, so its people see a history.
    const user = demoShoppers.length > 0 && random.chance(0.125) ? random.pick(demoShoppers) : random.pick(shoppers);
    const chapter = chapters.get(user.chapterId!)!;
    const placedAt = new Date(at);
    const offline = random.chance(0.2);
    const receivedAt = new Date(Math.min(now, at + (offline ? random.int(600, 172_800) : random.int(0, 5)) * 1000));
    const ageDays = (now - at) / DAY_MS;
    const status = statusForAge(random, ageDays);
    const paymentMethod = random.weighted([['ACH', 40], ['CREDIT_CARD', 30], ['DEBIT_CARD', 25], [null, 5]] as const);
    const lines = random.sample(products, random.weighted([[1, 3], [2, 3], [3, 2], [4, 1], [5, 1]] as const)).map((product) => {
      // A case-pack product is ordered in whole packs, as the API requires.
      const quantity = roundUpToPack(random.weighted([[1, 4], [2, 3], [3, 2], [random.int(4, 12), 2], [random.int(13, 48), 1]] as const), product.packSize);
      return { product, quantity, totalPrice: product.price * quantity };
    });
    const totals = computeTotals(lines.map((l) => ({ unitPrice: l.product.price, quantity: l.quantity })), paymentMethod, PRICING);
    const progressed = status === 'PENDING' ? 0 : random.int(1, Math.max(1, Math.floor(ageDays)));
    return {
      orderNumber: orderNumberOf(FIRST_ORDER_NUMBER + i),
      clientOrderId: random.uuid(),
      user,
      chapterId: chapter.id,
      eventId: eventFor(chapter.events, placedAt).id,
      status,
      paymentMethod,
      totals,
      lines,
      placedAt,
      receivedAt,
      updatedAt: new Date(Math.min(now, receivedAt.getTime() + progressed * DAY_MS)),
    };
  });
  // Small seeds still show every status at least once.
  ORDER_STATUSES.forEach((status, k) => {
    if (orders.length > k && !orders.some((o) => o.status === status)) orders[orders.length - 1 - k]!.status = status;
  });
  return orders;
}

/**
 * Splits `amount` over `parts` in proportion (largest remainder), so the shares are whole cents
 * and add up exactly to `amount`.
 */
export function allocate(amount: number, parts: readonly number[]): number[] {
  const whole = parts.reduce((s, p) => s + p, 0);
  if (whole === 0) return parts.map((_, i) => (i === 0 ? amount : 0));
  const shares = parts.map((p) => Math.floor((amount * p) / whole));
  const order = parts.map((p, i) => ({ i, rest: (amount * p) % whole })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  let left = amount - shares.reduce((s, x) => s + x, 0);
  for (const { i } of order) {
    if (left-- <= 0) break;
    shares[i]! += 1;
  }
  return shares;
}
