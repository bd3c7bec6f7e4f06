/**
 * Row shapes of the device database. Catalogue rows are the sync payloads as the server sent
 * them plus fields the device derives for fast queries; cart and outbox rows are device-made.
 */
import type { PublicUser } from '@portal/contract/auth';
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
  /** Whose sync filled the catalogue: role class and chapter (events are chapter-scoped); null before any. */
  ownerId: number | string | null;
}

export interface CartLineRow {
  productId: number;
  quantity: number;
  addedAt: string;
  /**
   * The product's name and SKU as last known when the line was written, so a line whose product
   * has left the device's catalogue can still say what it was. Shown only then; absent when the
   * product was never known here (a line from another device for a product this one never had).
   */
  name?: string;
  sku?: string | null;
}

export interface CartSelection {
  paymentMethod: PaymentMethod | null;
  eventId: number | null;
  /** Whose cart this is; another person signing in starts with an empty cart. */
  ownerId?: number | null;
}

/**
 * One person's heart on one product. A change made on the device stays `pending` until the server
 * took it; a cleared heart is kept (favourite false) only while its change is pending.
 */
export interface FavouriteRow {
  userId: number;
  productId: number;
  favourite: boolean;
  /** When the heart was last set or cleared (the server keeps the later change). */
  changedAt: string;
  pending: boolean;
}

/** A cart saved under a name for one event, to reopen later; one person's, on this device. */
export interface CartDraftRow {
  id: string;
  userId: number;
  name: string;
  eventId: number | null;
  lines: { productId: number; quantity: number }[];
  savedAt: string;
  /** Saved or deleted here and not yet taken by the server (absent: in step with it). */
  pending?: boolean;
  /** When it was deleted here, kept until the server has taken the deletion; listed never. */
  deletedAt?: string | null;
}

/**
 * A change to one of `userId`'s cart lines not yet taken by the server: the line's quantity after
 * it (0: taken out) and when it was made on this device (decision 033).
 */
export interface CartChangeRow {
  userId: number;
  productId: number;
  quantity: number;
  changedAt: string;
}

/** A signed-in person's tokens, kept where the service worker can read them. */
export interface DeviceCredentialsRow {
  userId: number;
  email: string;
  /** The user as the session stores it, so a page that finds localStorage behind can adopt it. */
  user: PublicUser;
  accessToken: string;
  /** Rotated on every refresh, by whichever side (page or worker) refreshes. */
  refreshToken: string;
  /** The session's delivery key (decision 029): seals this person's queued orders; gone with the row at sign-out. */
  deliveryKey?: { keyId: string; key: string; expiresAt: string };
  updatedAt: string;
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

/**
 * Why the last attempt did not deliver an order, by code and figures: the web words it in the
 * chosen language (outbox-problem-text.ts). A server's refusal keeps the envelope's code and the
 * answer's status; the device's own outcomes have codes of their own (OUTBOX_*, NETWORK).
 */
export interface OutboxProblem {
  code: string;
  figures?: Record<string, string | number>;
}

export interface OutboxRecord {
  /** Device-local key; stays the same when a refused order is resent under a new clientOrderId. */
  localId: string;
  /** Also the Idempotency-Key. */
  clientOrderId: string;
  userId: number;
  /** Who placed it, so an order held for a signed-out person can say whose it is. */
  userEmail?: string;
  payload: PlaceOrderInput;
  lines: OutboxDisplayLine[];
  status: OutboxStatus;
  attempts: number;
  /** The last failure in English, as records made before problems were kept by code have it (shown as it is); null on newer ones. */
  lastError: string | null;
  /** The last failure by code and figures; absent on older records, null once delivered or resent. */
  problem?: OutboxProblem | null;
  /** Epoch ms before which the flush loop leaves the record alone (backoff). */
  nextAttemptAt: number;
  createdAt: string;
  updatedAt: string;
  order: SentOrderSummary | null;
  reasons: OrderRefusalReason[] | null;
  changedLines: ChangedLine[] | null;
  /**
   * The seal made with its author's delivery key (decision 029): with it the order is sent after
   * its author signed out, from this device, whoever uses it. Absent on records from before, and
   * dropped when the server refuses the key: such an order waits for its author to sign in.
   */
  seal?: OrderSeal | null;
}

export interface OrderSeal {
  keyId: string;
  /** HMAC-SHA256, base64url, over sealText(keyId, clientOrderId, payload). */
  seal: string;
}
