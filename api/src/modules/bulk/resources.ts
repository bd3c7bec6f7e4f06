/**
 * What each back-office list offers in bulk and in its CSV export: the list (its query schema and
 * service), each action as the single action's own service call, and the export's columns, read
 * from the resource's description (decision 038) and headed from the CSV header catalogue in each
 * language. Money is a decimal amount (dollars), dates are ISO 8601.
 */
import * as v from 'valibot';
import type { BulkBody, ExportResource } from '@portal/contract/bulk';
import { chapterListQuery, type ChapterItem, type ChapterListQuery } from '@portal/contract/chapters';
import { eventListQuery, type EventItem, type EventListQuery } from '@portal/contract/events';
import { orderListQuery, type OrderListQuery, type OrderView } from '@portal/contract/orders';
import { productListQuery, type Product, type ProductListQuery } from '@portal/contract/products';
import type { Role } from '@portal/contract/rules';
import { usersListQuery } from '@portal/contract/users';
import type { PublicUser } from '@portal/contract/auth';
import { isVendorAdmin, vendorListQuery, vendorUpdateBody, type VendorAdmin, type VendorListQuery } from '@portal/contract/vendors';
import { schema, type Database } from '@portal/db';
import { CHAPTER_RESOURCE, EVENT_RESOURCE, ORDER_RESOURCE, PRODUCT_RESOURCE, USER_RESOURCE, VENDOR_RESOURCE } from '@portal/contract/resources';
import { EXPORT_LABELS } from '../../lib/export-words';
import { uploadsStorage } from '../../lib/storage';
import { ADMINS, type AuthUser } from '../../plugins/auth';
import * as chapters from '../chapters/chapters.service';
import * as events from '../events/events.service';
import * as orderStatus from '../orders/order-status.service';
import * as orders from '../orders/orders.service';
import * as products from '../products/products.service';
import * as users from '../users/users.service';
import * as vendors from '../vendors/vendors.service';
import type { ListPage } from './bulk-run';
import type { ExportColumn } from './csv-stream';
import { describedColumns } from './described-columns';
import { unlessActive, unlessStatus } from './unchanged';

export interface Caller {
  db: Database;
  user: AuthUser;
  ip: string;
}

export interface ListResource<Row = any, Q = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  name: ExportResource;
  access: readonly Role[];
  query: v.GenericSchema<unknown, Q>;
  list: (caller: Omit<Caller, 'ip'>) => ListPage<Row, Q>;
  /**
   * The export's rows, where paging the list would cost too much for a long list: the same rows,
   * order and shape as `list` gives page after page (only the asked ids when given).
   */
  exportRows?: (caller: Omit<Caller, 'ip'>, query: Q, ids?: number[]) => AsyncIterable<Row>;
  idOf: (row: Row) => number;
  /** The row's name as its list shows it. */
  labelOf: (row: Row) => string;
  columns: readonly ExportColumn<Row>[];
  /** The bulk actions, each the single action's service call; absent: export only. */
  actions?: Record<string, (caller: Caller, id: number, body: BulkBody) => Promise<unknown>>;
}

/** What a product row of a bulk action or an export carries: no pictures, every other relation. */
const PRODUCT_ROW_INCLUDES = { includeImages: false, includeCategories: true, includeTags: true, includeVendor: true } as const;

export { EXPORT_LABELS };

const productResource: ListResource<Product, ProductListQuery> = {
  name: 'products',
  access: ADMINS,
  query: productListQuery,
  list: ({ db, user }) => async (q) => {
    const r = await products.list(db, user, { ...q, ...PRODUCT_ROW_INCLUDES });
    return { rows: r.products, total: r.pagination.total };
  },
  exportRows: ({ db, user }, q, ids) => products.exportRows(db, user, { ...q, ...PRODUCT_ROW_INCLUDES }, ids),
  idOf: (p) => p.id,
  labelOf: (p) => p.name,
  columns: describedColumns<Product>(PRODUCT_RESOURCE, {
    vendor: (p) => p.vendor?.name,
    categories: (p) => p.categories?.map((c) => c.name).join('; '),
    tags: (p) => p.tags?.map((c) => c.name).join('; '),
  }),
  actions: {
    activate: ({ db, user, ip }, id) => unlessActive(db, schema.products, id, true, () => products.setActive(db, user, id, true, ip)),
    deactivate: ({ db, user, ip }, id) => unlessActive(db, schema.products, id, false, () => products.setActive(db, user, id, false, ip)),
    delete: ({ db, user, ip }, id) => products.remove(db, uploadsStorage(db), id, user, ip),
  },
};

const vendorActive = (isActive: boolean) => v.parse(vendorUpdateBody, { isActive });
const vendorResource: ListResource<VendorAdmin, VendorListQuery> = {
  name: 'vendors',
  access: ADMINS,
  query: vendorListQuery,
  list: ({ db, user }) => async (q) => {
    // The lists are for admins, whose rows all carry the admin fields: the guard says so to the type.
    const r = await vendors.list(db, user, q);
    return { rows: r.vendors.filter(isVendorAdmin), total: r.pagination.total };
  },
  idOf: (x) => x.id,
  labelOf: (x) => x.name,
  columns: describedColumns<VendorAdmin>(VENDOR_RESOURCE),
  actions: {
    activate: ({ db, user, ip }, id) => unlessActive(db, schema.vendors, id, true, () => vendors.update(db, user, id, vendorActive(true), ip)),
    deactivate: ({ db, user, ip }, id) => unlessActive(db, schema.vendors, id, false, () => vendors.update(db, user, id, vendorActive(false), ip)),
    delete: ({ db, user, ip }, id) => vendors.remove(db, id, user, ip),
  },
};

type UsersQuery = Parameters<typeof users.listUsers>[1];
const userResource: ListResource<PublicUser, UsersQuery> = {
  name: 'users',
  access: ADMINS,
  query: usersListQuery,
  list: ({ db }) => async (q) => {
    const r = await users.listUsers(db, q);
    return { rows: r.users, total: r.pagination.total };
  },
  idOf: (u) => u.id,
  labelOf: (u) => `${u.firstName} ${u.lastName}`.trim() || u.email,
  columns: describedColumns<PublicUser>(USER_RESOURCE),
  actions: {
    activate: ({ db, user, ip }, id) => unlessActive(db, schema.users, id, true, () => users.setUserActive(db, user, id, true, ip)),
    deactivate: ({ db, user, ip }, id) => unlessActive(db, schema.users, id, false, () => users.setUserActive(db, user, id, false, ip)),
    delete: ({ db, user, ip }, id) => users.deleteUser(db, user, id, ip),
  },
};

const eventResource: ListResource<EventItem, EventListQuery> = {
  name: 'events',
  access: ADMINS,
  query: eventListQuery,
  list: ({ db, user }) => async (q) => {
    const r = await events.list(db, user, { ...q, includeChapter: true, includeOrders: true });
    return { rows: r.items, total: r.pagination.total };
  },
  idOf: (e) => e.id,
  labelOf: (e) => e.name,
  columns: describedColumns<EventItem>(EVENT_RESOURCE),
  actions: {
    activate: ({ db, user }, id) => unlessActive(db, schema.events, id, true, () => events.setActive(db, user, id, true)),
    deactivate: ({ db, user }, id) => unlessActive(db, schema.events, id, false, () => events.setActive(db, user, id, false)),
    delete: ({ db }, id) => events.remove(db, id),
  },
};

const orderResource: ListResource<OrderView, OrderListQuery> = {
  name: 'orders',
  access: ADMINS,
  query: orderListQuery,
  list: ({ db, user }) => async (q) => {
    const r = await orders.list(db, user, q);
    return { rows: r.items, total: r.pagination.total };
  },
  idOf: (o) => o.id,
  labelOf: (o) => o.orderNumber,
  columns: describedColumns<OrderView>(ORDER_RESOURCE, { user: (o) => `${o.user.firstName} ${o.user.lastName}` }),
  actions: {
    status: ({ db, user }, id, body) => unlessStatus(db, id, body.status, () => orderStatus.update(db, user, id, { status: body.status })),
  },
};

const chapterResource: ListResource<ChapterItem, ChapterListQuery> = {
  name: 'chapters',
  access: ADMINS,
  query: chapterListQuery,
  list: ({ db }) => async (q) => {
    const r = await chapters.list(db, { ...q, includeUser: true, includeEvents: true, includeOrders: true });
    return { rows: r.items, total: r.pagination.total };
  },
  idOf: (c) => c.id,
  labelOf: (c) => c.name,
  columns: describedColumns<ChapterItem>(CHAPTER_RESOURCE),
};

export const LIST_RESOURCES: readonly ListResource[] = [productResource, vendorResource, userResource, eventResource, orderResource, chapterResource];

/**
 * A list export's headers as its import reads them (lower case, both languages): those naming an
 * import column, and the read-only ones (ID, Created...) an import reads past.
 */
export function importHeaderWords(name: 'products' | 'vendors'): { aliases: Map<string, string>; readOnly: Set<string> } {
  const columns: ReadonlyArray<Pick<ExportColumn<never>, 'header' | 'importAs'>> = name === 'products' ? productResource.columns : vendorResource.columns;
  const aliases = new Map<string, string>();
  const readOnly = new Set<string>();
  for (const c of columns) {
    for (const header of Object.values(c.header)) {
      if (c.importAs) aliases.set(header.toLowerCase(), c.importAs);
      else readOnly.add(header.toLowerCase());
    }
  }
  return { aliases, readOnly };
}
