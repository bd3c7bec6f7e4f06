/**
 * Row shapes of the device database. Catalogue rows are the sync payloads as the server sent
 * them plus fields the device derives for fast queries; cart and outbox rows are device-made.
 */
import type { ChangedLine, OrderRefusalReason, PlaceOrderInput } from '@portal/contract/orders';
import type { PaymentMethod } from '@portal/contract/rules';
import type { SyncEvent, SyncProduct, SyncSettings, SyncTaxon, SyncVendor } from '@portal/contract/sync';

export interface ProductRow extends SyncProduct {
  /** Lower-cased name + description + sku, for substring search. */
  search: string;
}
export type VendorRow = SyncVendor;
export type CategoryRow = SyncTaxon;
export type TagRow = SyncTaxon;
export type EventRow = SyncEvent;
export interface SettingsRow extends SyncSettings {
  /** Always SETTINGS_ID: one row. */
  id: string;
}
export const SETTINGS_ID = 'current';

export interface MetaRow {
  key: string;
  value: unknown;
}

export interface CatalogueMeta {
  /** The last page's cursor; 0 means nothing synced yet. */
  cursor: number;
  lastSyncedAt: string | null;
  /** Bumped on every write to the catalogue, so in-memory caches know to reload. */
  generation: number;
  /** The user whose sync filled the catalogue (events are chapter-scoped); null before any. */
  ownerId: number | null;
}

export interface CartLineRow {
  productId: number;
  quantity: number;
  addedAt: string;
}

export interface CartSelection {
  paymentMethod: PaymentMethod | null;
  eventId: number | null;
}

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'needs_attention';

/** What the server answered for a placed order, kept for the device's order history. */
export interface SentOrderSummary {
  id: number;
  orderNumber: string;
  status: string;
  subtotal: number;
  tax: number;
  processingFee: number;
  total: number;
}

/** A line as the shopper saw it, so a queued order can be shown with no network. */
export interface OutboxDisplayLine {
  productId: number;
  name: string;
  quantity: number;
  unitPrice: number;
}

export interface OutboxRecord {
  /** Device-local key; stays the same when a refused order is resent under a new clientOrderId. */
  localId: string;
  /** Also the Idempotency-Key. */
  clientOrderId: string;
  userId: number;
  payload: PlaceOrderInput;
  lines: OutboxDisplayLine[];
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  /** Epoch ms before which the flush loop leaves the record alone (backoff). */
  nextAttemptAt: number;
  createdAt: string;
  updatedAt: string;
  order: SentOrderSummary | null;
  reasons: OrderRefusalReason[] | null;
  changedLines: ChangedLine[] | null;
}
