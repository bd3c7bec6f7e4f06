/**
 * The device database (IndexedDB 'chapter-portal' through Dexie). It stores the replicated
 * catalogue (products, vendors, categories, tags, events, settings), sync bookkeeping (meta), the
 * cart (cartLines + meta 'cart'), the order outbox and the device's credentials (one row per
 * signed-in person, read by the service worker too). Only lib/ (db, catalogue, cart) and the slices' device-storage modules
 * may touch it; screens go through their hooks.
 *
 * Versions: never edit a version once shipped; add a new db.version(n + 1) with the new stores (and
 * an upgrade function when rows need rewriting).
 */
import { Dexie, type EntityTable, type Table } from 'dexie';
import type {
  CartChangeRow,
  CartDraftRow,
  CartLineRow,
  CategoryRow,
  DeviceCredentialsRow,
  EventRow,
  FavouriteRow,
  MetaRow,
  OutboxRecord,
  ProductRow,
  SettingsRow,
  TagRow,
  VendorRow,
} from './rows';
import { guardAgainstFrozenPages, openTransactions } from './frozen-pages';
import { writesOutsideLiveQueries } from './outside-live-query';

export const DB_NAME = 'chapter-portal';

export class PortalDb extends Dexie {
  products!: EntityTable<ProductRow, 'id'>;
  vendors!: EntityTable<VendorRow, 'id'>;
  categories!: EntityTable<CategoryRow, 'id'>;
  tags!: EntityTable<TagRow, 'id'>;
  events!: EntityTable<EventRow, 'id'>;
  settings!: EntityTable<SettingsRow, 'id'>;
  meta!: Table<MetaRow, string>;
  cartLines!: EntityTable<CartLineRow, 'productId'>;
  outbox!: EntityTable<OutboxRecord, 'localId'>;
  credentials!: EntityTable<DeviceCredentialsRow, 'userId'>;
  favourites!: Table<FavouriteRow, [number, number]>;
  cartDrafts!: EntityTable<CartDraftRow, 'id'>;
  cartChanges!: Table<CartChangeRow, [number, number]>;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores({
      // Indexes serve the shopper's sorts and filters; search is a scan of the lower-cased field.
      products: 'id, name, price, createdAt, vendorId, *categoryIds',
      vendors: 'id, name',
      categories: 'id, name',
      tags: 'id, name',
      events: 'id, name, startDate, chapterId',
      settings: 'id',
      meta: 'key',
      cartLines: 'productId, addedAt',
      outbox: 'localId, &clientOrderId, status, userId, createdAt',
    });
    // Lists, sorts and filters run over the in-memory snapshot (lib/catalogue/catalogue-cache.ts), never over
    // these indexes, and keeping them up cost about 1.5 s of a 20,000-product first sync.
    this.version(2).stores({ products: 'id' });
    // The signed-in person's tokens, so the service worker can deliver queued orders with the app
    // closed (lib/session/device-credentials.ts).
    this.version(3).stores({ credentials: 'userId' });
    // Each person's favourites (with changes not sent yet) and saved cart drafts: a shared tablet
    // shows each member their own (features/catalogue/offline/favourites.ts, lib/cart/cart-drafts.ts).
    this.version(4).stores({ favourites: '[userId+productId], userId', cartDrafts: 'id, userId, savedAt' });
    // Each person's cart changes not yet taken by the server, removals included, so the server's
    // merge keeps the later change per line (lib/cart/cart-sync.ts, decision 033).
    // What a device held before carts followed the buyer was never sent: its cart lines become the
    // owner's changes and its saved carts pending saves, so the first sync sends them rather than
    // take the server's empty cart over them.
    this.version(5)
      .stores({ cartChanges: '[userId+productId], userId' })
      .upgrade(async (tx) => {
        await tx.table('cartDrafts').toCollection().modify({ pending: true, deletedAt: null });
        const ownerId = ((await tx.table('meta').get('cart')) as { value?: { ownerId?: number | null } } | undefined)?.value?.ownerId;
        if (typeof ownerId !== 'number') return;
        const lines = (await tx.table('cartLines').toArray()) as CartLineRow[];
        await tx.table('cartChanges').bulkPut(lines.map((l): CartChangeRow => ({ userId: ownerId, productId: l.productId, quantity: l.quantity, changedAt: l.addedAt })));
      });
    // Each cart line keeps its product's name and SKU, so a line whose product later leaves the
    // catalogue can still say what it was (lib/cart/cart-line-names.ts). No index changes; the
    // lines a device holds already take them from the products it still has.
    this.version(6)
      .stores({})
      .upgrade(async (tx) => {
        const lines = (await tx.table('cartLines').toArray()) as CartLineRow[];
        const products = (await tx.table('products').bulkGet(lines.map((l) => l.productId))) as (ProductRow | undefined)[];
        await tx.table('cartLines').bulkPut(lines.flatMap((line, i) => (products[i] ? [{ ...line, name: products[i].name, sku: products[i].sku ?? null }] : [])));
      });
    // A page WebKit freezes in its back/forward cache must not keep a store locked (frozen-pages.ts).
    this.use(openTransactions);
    // A write that starts just after a live query's read is saved, not refused (outside-live-query.ts).
    this.use(writesOutsideLiveQueries);
  }
}

export const db = new PortalDb();
guardAgainstFrozenPages();

export const CATALOGUE_TABLES = ['products', 'vendors', 'categories', 'tags', 'events', 'settings'] as const;
export type CatalogueTable = (typeof CATALOGUE_TABLES)[number];
