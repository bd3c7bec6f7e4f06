/**
 * Delta sync of the catalogue (GET /sync/catalogue). The client keeps the cursor it got last and
 * asks for what changed after it; cursor 0 is a full sync. Versions come from one database
 * sequence shared by every catalogue table, so one cursor covers every entity kind.
 * Money: price and freeShippingThresholdCents are integer cents; rates are basis points.
 */
import * as v from 'valibot';
import { qInt } from './common';
import { MAX_ID } from './guards';
import { SYNC_PAGE_DEFAULT, SYNC_PAGE_MAX, type PaymentMethod } from './rules';

export const syncQuery = v.object({
  // Row versions are 32-bit integers: a larger cursor is no cursor the server ever gave.
  cursor: v.optional(qInt('cursor', 0, MAX_ID), 0),
  limit: v.optional(qInt('limit', 1, SYNC_PAGE_MAX), SYNC_PAGE_DEFAULT),
  /**
   * 'events': only the caller's events (and their removals), for a device whose catalogue was
   * synced for another chapter: the rest of it is the same for everyone and stays.
   */
  only: v.optional(v.picklist(['events'], 'only must be events')),
});
export type SyncQuery = v.InferOutput<typeof syncQuery>;

export const SYNC_ENTITIES = ['products', 'vendors', 'categories', 'tags', 'events', 'settings'] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];

export interface SyncImage {
  id: number;
  url: string;
  thumbUrl: string;
  fullUrl: string;
  altText: string | null;
  sortOrder: number;
}

export interface SyncProduct {
  id: number;
  name: string;
  description: string;
  /** Integer cents. */
  price: number;
  sku: string | null;
  /** Sold in multiples of this; absent from rows synced before it existed, which means 1. */
  packSize?: number;
  vendorId: number;
  images: SyncImage[];
  categoryIds: number[];
  tagIds: number[];
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface SyncVendor {
  id: number;
  name: string;
  contactName: string;
  email: string;
  /** Integer cents; absent (rows synced before it existed) or 0: no minimum. */
  minOrderCents?: number;
  version: number;
}

export interface SyncTaxon {
  id: number;
  name: string;
  description: string | null;
  version: number;
}

export interface SyncEvent {
  id: number;
  name: string;
  description: string | null;
  startDate: string;
  endDate: string;
  chapterId: number;
  isActive: boolean;
  version: number;
}

export interface SyncSettings {
  taxRateBps: number;
  feeRatesBps: Record<PaymentMethod, number>;
  freeShippingThresholdCents: number;
  version: number;
}

/**
 * A row the client must drop. entity is a SyncEntity, or 'product_images' for a deleted image
 * (its product is re-sent in the same or a later page with its new image list anyway).
 */
export interface SyncRemoval {
  entity: SyncEntity | 'product_images';
  id: number;
}

export interface SyncPage {
  changes: {
    products: SyncProduct[];
    vendors: SyncVendor[];
    categories: SyncTaxon[];
    tags: SyncTaxon[];
    events: SyncEvent[];
    settings: SyncSettings | null;
  };
  removed: SyncRemoval[];
  /** The highest version included; send it back as the next cursor. */
  cursor: number;
  hasMore: boolean;
  /** true: the cursor is older than the kept tombstones; drop the local catalogue and start from 0. */
  reset: boolean;
}
