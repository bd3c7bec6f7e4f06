/**
 * An order placed on this device, as its confirmation shows it: the outbox record (live, so the
 * status turns to "sent" when the server acknowledges), its lines grouped by vendor from the
 * device catalogue, and the totals: the server's once sent, computed the same way before.
 */
import { computeTotals, type Totals } from '@portal/contract/money';
import { pricingSettings } from '../../../lib/cart/cart-queries';
import { db } from '../../../lib/db/database';
import type { OutboxDisplayLine, OutboxRecord } from '../../../lib/db/rows';
import { useLiveQuery } from '../../../lib/db/use-live-query';

export interface VendorGroup {
  vendorId: number | null;
  vendorName: string;
  lines: OutboxDisplayLine[];
  subtotal: number;
}

export interface PlacedOrder {
  record: OutboxRecord;
  groups: VendorGroup[];
  totals: Totals;
  /** The event's name from the device catalogue (undefined when it is no longer there). */
  eventName: string | undefined;
  /** Each line's SKU and case pack, from the device catalogue. */
  products: Map<number, { sku: string | null; packSize: number }>;
}

async function readPlacedOrder(localId: string): Promise<PlacedOrder | null> {
  const record = await db.outbox.get(localId);
  if (!record) return null;
  const products = await db.products.bulkGet(record.lines.map((l) => l.productId));
  const vendorIds = [...new Set(products.map((p) => p?.vendorId).filter((id): id is number => id !== undefined))];
  const vendors = new Map((await db.vendors.bulkGet(vendorIds)).flatMap((v) => (v ? [[v.id, v.name] as const] : [])));
  const groups = new Map<number | null, VendorGroup>();
  record.lines.forEach((line, i) => {
    const vendorId = products[i]?.vendorId ?? null;
    const group = groups.get(vendorId) ?? { vendorId, vendorName: (vendorId !== null && vendors.get(vendorId)) || '—', lines: [], subtotal: 0 };
    group.lines.push(line);
    group.subtotal += line.unitPrice * line.quantity;
    groups.set(vendorId, group);
  });
  const totals = record.order
    ? { subtotal: record.order.subtotal, tax: record.order.tax, processingFee: record.order.processingFee, total: record.order.total }
    : computeTotals(record.lines, record.payload.paymentMethod, await pricingSettings());
  const event = await db.events.get(record.payload.eventId);
  const known = new Map(products.flatMap((p) => (p ? [[p.id, { sku: p.sku ?? null, packSize: p.packSize ?? 1 }] as const] : [])));
  return { record, groups: [...groups.values()], totals, eventName: event?.name, products: known };
}

/** undefined while reading; null when this device has no such order. */
export const usePlacedOrder = (localId: string) => useLiveQuery(() => readPlacedOrder(localId), [localId]);
