/**
 * What each back-office list offers in bulk and in its CSV export: the list (its query schema and
 * service), each action as the single action's own service call, and the export's columns with
 * English and Spanish headers. Money is a decimal amount (dollars), dates are ISO 8601.
 */
import * as v from 'valibot';
import type { BulkBody, ExportResource } from '@portal/contract/bulk';
import { chapterListQuery, type ChapterItem, type ChapterListQuery } from '@portal/contract/chapters';
import { eventListQuery, type EventItem, type EventListQuery } from '@portal/contract/events';
import { MSG } from '@portal/contract/messages';
import { orderListQuery, type OrderListQuery, type OrderView } from '@portal/contract/orders';
import { productListQuery, type Product, type ProductListQuery } from '@portal/contract/products';
import type { Role } from '@portal/contract/rules';
import { usersListQuery } from '@portal/contract/users';
import type { PublicUser } from '@portal/contract/auth';
import { isVendorAdmin, vendorListQuery, vendorUpdateBody, type VendorAdmin, type VendorListQuery } from '@portal/contract/vendors';
import { schema, type Database } from '@portal/db';
import { dollars } from '../../lib/csv';
import { EXPORT_LABELS, word, yes } from '../../lib/export-words';
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
import { unlessActive, unlessStatus } from './unchanged';

export interface Caller {
  db: Database;
  user: AuthUser;
  ip: string;
}

export interface ListResource<Row = any, Q = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  name: ExportResource;
  access: readonly Role[];
  deniedMessage?: string;
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

const h = (en: string, es: string) => ({ en, es });
/** What a product row of a bulk action or an export carries: no pictures, every other relation. */
const PRODUCT_ROW_INCLUDES = { includeImages: false, includeCategories: true, includeTags: true, includeVendor: true } as const;
const col = <Row>(en: string, es: string, value: ExportColumn<Row>['value']): ExportColumn<Row> => ({ header: h(en, es), value });
/** A column the list's CSV import reads back, as the import column it names. */
const io = <Row>(importAs: string, en: string, es: string, value: ExportColumn<Row>['value']): ExportColumn<Row> => ({ header: h(en, es), value, importAs });

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
  columns: [
    // The key of a product without a SKU when the file is imported back.
    io('id', 'ID', 'ID', (p) => p.id),
    io('name', 'Name', 'Nombre', (p) => p.name),
    io('sku', 'SKU', 'SKU', (p) => p.sku),
    io('price', 'Price', 'Precio', (p) => dollars(p.price)),
    io('packSize', 'Pack size', 'Unidades por paquete', (p) => p.packSize),
    io('vendor', 'Vendor', 'Proveedor', (p) => p.vendor?.name),
    io('categories', 'Categories', 'Categorías', (p) => p.categories?.map((c) => c.name).join('; ')),
    io('tags', 'Tags', 'Etiquetas', (p) => p.tags?.map((c) => c.name).join('; ')),
    io('active', 'Active', 'Activo', (p, lang) => yes(p.isActive, lang)),
    col('Created', 'Creado', (p) => p.createdAt),
    col('Updated', 'Actualizado', (p) => p.updatedAt),
  ],
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
  columns: [
    col('ID', 'ID', (x) => x.id),
    io('name', 'Name', 'Nombre', (x) => x.name),
    io('contactName', 'Contact', 'Contacto', (x) => x.contactName),
    io('email', 'Email', 'Correo electrónico', (x) => x.email),
    io('phone', 'Phone', 'Teléfono', (x) => x.phone),
    io('address', 'Address', 'Dirección', (x) => x.address),
    io('city', 'City', 'Ciudad', (x) => x.city),
    io('state', 'State', 'Estado', (x) => x.state),
    io('zipCode', 'ZIP code', 'Código postal', (x) => x.zipCode),
    io('minOrder', 'Minimum order', 'Pedido mínimo', (x) => dollars(x.minOrderCents)),
    col('Products', 'Productos', (x) => x.counts.products),
    io('active', 'Active', 'Activo', (x, lang) => yes(x.isActive, lang)),
    col('Created', 'Creado', (x) => x.createdAt),
  ],
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
  deniedMessage: MSG.accessDeniedUsers,
  query: usersListQuery,
  list: ({ db }) => async (q) => {
    const r = await users.listUsers(db, q);
    return { rows: r.users, total: r.pagination.total };
  },
  idOf: (u) => u.id,
  labelOf: (u) => `${u.firstName} ${u.lastName}`.trim() || u.email,
  columns: [
    col('ID', 'ID', (u) => u.id),
    col('First name', 'Nombre', (u) => u.firstName),
    col('Last name', 'Apellidos', (u) => u.lastName),
    col('Email', 'Correo electrónico', (u) => u.email),
    col('Role', 'Rol', (u, lang) => word(EXPORT_LABELS.role, u.role, lang)),
    col('Chapter', 'Capítulo', (u) => u.chapter?.name),
    col('Active', 'Activo', (u, lang) => yes(u.isActive, lang)),
    col('Created', 'Creado', (u) => u.createdAt),
  ],
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
  columns: [
    col('ID', 'ID', (e) => e.id),
    col('Name', 'Nombre', (e) => e.name),
    col('Chapter', 'Capítulo', (e) => e.chapter?.name),
    col('Start', 'Inicio', (e) => e.startDate),
    col('End', 'Fin', (e) => e.endDate),
    col('Status', 'Estado', (e, lang) => word(EXPORT_LABELS.eventStatus, e.status, lang)),
    col('Orders', 'Pedidos', (e) => e.orderCount),
    col('Active', 'Activo', (e, lang) => yes(e.isActive, lang)),
    col('Description', 'Descripción', (e) => e.description),
  ],
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
  columns: [
    col('Order number', 'Número de pedido', (o) => o.orderNumber),
    col('Status', 'Estado', (o, lang) => word(EXPORT_LABELS.orderStatus, o.status, lang)),
    col('Customer', 'Cliente', (o) => `${o.user.firstName} ${o.user.lastName}`),
    col('Email', 'Correo electrónico', (o) => o.user.email),
    col('Chapter', 'Capítulo', (o) => o.chapter.name),
    col('Event', 'Evento', (o) => o.event.name),
    col('Payment method', 'Método de pago', (o, lang) => word(EXPORT_LABELS.paymentMethod, o.paymentMethod, lang)),
    col('PO number', 'Número de orden de compra', (o) => o.poNumber),
    col('Subtotal', 'Subtotal', (o) => dollars(o.subtotal)),
    col('Tax', 'Impuesto', (o) => dollars(o.tax)),
    col('Processing fee', 'Cargo por procesamiento', (o) => dollars(o.processingFee)),
    col('Total', 'Total', (o) => dollars(o.total)),
    col('Placed', 'Realizado', (o) => o.placedAt),
  ],
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
  columns: [
    col('ID', 'ID', (c) => c.id),
    col('Name', 'Nombre', (c) => c.name),
    col('Address', 'Dirección', (c) => c.address),
    col('City', 'Ciudad', (c) => c.city),
    col('State', 'Estado', (c) => c.state),
    col('ZIP code', 'Código postal', (c) => c.zipCode),
    col('Phone', 'Teléfono', (c) => c.phone),
    col('Tax ID', 'Identificación fiscal', (c) => c.taxId),
    col('Account email', 'Correo de la cuenta', (c) => c.user?.email),
    col('Events', 'Eventos', (c) => c.eventCount),
    col('Orders', 'Pedidos', (c) => c.orderCount),
    col('Active', 'Activo', (c, lang) => yes(c.isActive, lang)),
    col('Created', 'Creado', (c) => c.createdAt),
  ],
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
