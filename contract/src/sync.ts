/**
 * Delta sync of the catalogue (GET /sync/catalogue). The client keeps the cursor it got last and
 * asks for what changed after it; cursor 0 is a full sync. Versions come from one database
 * sequence shared by every catalogue table, so one cursor covers every entity kind.
 * Money: price and freeShippingThresholdCents are integer cents; rates are basis points.
 */
import * as v from 'valibot';
import { isoMoment, qInt } from './common';
import { MAX_ID } from './guards';
import { route } from './route';
import { EVERYONE, SYNC_PAGE_DEFAULT, SYNC_PAGE_MAX } from './rules';

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

export const syncImage = v.strictObject({
  id: v.number(),
  url: v.string(),
  thumbUrl: v.string(),
  fullUrl: v.string(),
  altText: v.nullable(v.string()),
  sortOrder: v.number(),
});
export type SyncImage = v.InferOutput<typeof syncImage>;

export const syncProduct = v.strictObject({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  /** Integer cents. */
  price: v.number(),
  sku: v.nullable(v.string()),
  /** Sold in multiples of this; absent from rows synced before it existed, which means 1. */
  packSize: v.optional(v.number()),
  vendorId: v.number(),
  images: v.array(syncImage),
  categoryIds: v.array(v.number()),
  tagIds: v.array(v.number()),
  createdAt: isoMoment,
  updatedAt: isoMoment,
  version: v.number(),
});
export type SyncProduct = v.InferOutput<typeof syncProduct>;

export const syncVendor = v.strictObject({
  id: v.number(),
  name: v.string(),
  contactName: v.string(),
  email: v.string(),
  /** Integer cents; absent (rows synced before it existed) or 0: no minimum. */
  minOrderCents: v.optional(v.number()),
  version: v.number(),
});
export type SyncVendor = v.InferOutput<typeof syncVendor>;

export const syncTaxon = v.strictObject({ id: v.number(), name: v.string(), description: v.nullable(v.string()), version: v.number() });
export type SyncTaxon = v.InferOutput<typeof syncTaxon>;

export const syncEvent = v.strictObject({
  id: v.number(),
  name: v.string(),
  description: v.nullable(v.string()),
  startDate: isoMoment,
  endDate: isoMoment,
  chapterId: v.number(),
  isActive: v.boolean(),
  version: v.number(),
});
export type SyncEvent = v.InferOutput<typeof syncEvent>;

export const syncSettings = v.strictObject({
  taxRateBps: v.number(),
  feeRatesBps: v.strictObject({ ACH: v.number(), DEBIT_CARD: v.number(), CREDIT_CARD: v.number() }),
  freeShippingThresholdCents: v.number(),
  version: v.number(),
});
export type SyncSettings = v.InferOutput<typeof syncSettings>;

/**
 * A row the client must drop. entity is a SyncEntity, or 'product_images' for a deleted image
 * (its product is re-sent in the same or a later page with its new image list anyway).
 */
export const syncRemoval = v.strictObject({ entity: v.picklist([...SYNC_ENTITIES, 'product_images']), id: v.number() });
export type SyncRemoval = v.InferOutput<typeof syncRemoval>;

export const syncPage = v.strictObject({
  changes: v.strictObject({
    products: v.array(syncProduct),
    vendors: v.array(syncVendor),
    categories: v.array(syncTaxon),
    tags: v.array(syncTaxon),
    events: v.array(syncEvent),
    settings: v.nullable(syncSettings),
  }),
  removed: v.array(syncRemoval),
  /** The highest version included; send it back as the next cursor. */
  cursor: v.number(),
  hasMore: v.boolean(),
  /** true: the cursor is older than the kept tombstones; drop the local catalogue and start from 0. */
  reset: v.boolean(),
});
export type SyncPage = v.InferOutput<typeof syncPage>;

/**
 * The catalogue's delta sync, for every signed-in role: a 304 when the page's ETag matches
 * If-None-Match, and SERVER_BUSY (503, Retry-After) when more pages are asked for at once than
 * the process serves (decision 021).
 */
export const syncRoutes = {
  catalogue: route({
    method: 'GET',
    path: '/sync/catalogue',
    access: EVERYONE,
    tag: 'sync',
    summary: 'The catalogue changed since a cursor, a page at a time',
    query: syncQuery,
    answer: syncPage,
    errors: ['SERVER_BUSY'],
  }),
};
