/**
 * The back-office resources, each described once (decision 038): the order of `fields` is the
 * order of the export's columns, the form's fields, the list's columns and each details section's
 * rows. A field added here shows in every place it names; its label needs its words in the web
 * catalogues (on screen) and in the API's CSV header catalogue (when exported). Every back-office
 * list's filters are declared here, the taxonomy lists' and the audit log's too (decision 055).
 */
import type { ResourceDescription } from './resource';

export const VENDOR_RESOURCE = {
  name: 'vendors',
  fields: [
    { key: 'id', type: 'id', label: 'admin.vendors.idHeader', csv: true },
    { key: 'name', type: 'text', label: 'admin.vendors.companyName', column: { sort: 'name' }, detail: 'admin.vendors.companyInfo', form: { required: true }, csv: { import: 'name' } },
    {
      key: 'contactName', type: 'text', label: 'admin.vendors.contactName', column: { label: 'admin.vendors.contact' },
      detail: { section: 'admin.vendors.companyInfo', label: 'admin.vendors.contact' }, form: { required: true }, csv: { import: 'contactName' },
    },
    { key: 'email', type: 'email', label: 'admin.vendors.email', column: true, detail: 'admin.vendors.companyInfo', form: { required: true }, csv: { import: 'email' } },
    { key: 'phone', type: 'text', label: 'admin.vendors.phone', detail: 'admin.vendors.companyInfo', form: {}, csv: { import: 'phone' } },
    { key: 'address', type: 'text', label: 'admin.vendors.address', detail: 'admin.vendors.address', form: { required: true }, csv: { import: 'address' } },
    { key: 'city', type: 'text', label: 'admin.vendors.city', column: { label: 'admin.vendors.location', sort: 'city' }, filter: { input: 'text', after: 'state' }, form: { required: true }, csv: { import: 'city' } },
    { key: 'state', type: 'text', label: 'admin.vendors.state', filter: { input: 'text' }, form: { required: true }, csv: { import: 'state' } },
    { key: 'zipCode', type: 'text', label: 'admin.vendors.zipCode', form: { required: true }, csv: { import: 'zipCode' } },
    { key: 'taxId', type: 'text', label: 'admin.vendors.taxId', detail: 'admin.vendors.financialInfo', form: {}, csv: { import: 'taxId' } },
    { key: 'bankAccount', type: 'secret', label: 'admin.vendors.bankAccount', detail: 'admin.vendors.financialInfo', form: {} },
    { key: 'routingNumber', type: 'secret', label: 'admin.vendors.routingNumber', detail: 'admin.vendors.financialInfo', form: {} },
    { key: 'minOrderCents', type: 'money', label: 'admin.vendors.minOrder', form: { name: 'minOrder' }, csv: { import: 'minOrder' } },
    { key: 'counts.products', type: 'count', label: 'admin.vendors.products', column: true, detail: 'admin.vendors.statistics', csv: true },
    { key: 'counts.vendorOrders', type: 'count', label: 'admin.vendors.orders', column: { hideBelow: 'xl' }, detail: 'admin.vendors.statistics' },
    { key: 'counts.payments', type: 'count', label: 'admin.vendors.payments', detail: 'admin.vendors.statistics' },
    {
      key: 'isActive', type: 'boolean', label: 'admin.vendors.status', column: true, filter: { name: 'activeOnly', input: 'switch', switchLabel: 'admin.vendors.activeOnly' },
      detail: 'admin.vendors.companyInfo', csv: { import: 'active' },
    },
    { key: 'createdAt', type: 'date', label: 'admin.vendors.createdAt', csv: true },
  ],
} as const satisfies ResourceDescription;

export const PRODUCT_RESOURCE = {
  name: 'products',
  fields: [
    // The key of a product without a SKU when the file is imported back.
    { key: 'id', type: 'id', label: 'admin.products.idHeader', csv: { import: 'id' } },
    {
      key: 'name', type: 'text', label: 'admin.products.details.name', column: { label: 'admin.products.columns.product', sort: 'name' }, detail: true,
      form: { label: 'admin.products.form.name', required: true }, csv: { import: 'name' },
    },
    { key: 'sku', type: 'text', label: 'admin.products.details.sku', detail: true, form: { label: 'admin.products.form.sku' }, csv: { import: 'sku' } },
    {
      key: 'description', type: 'text', label: 'admin.products.form.description', detail: { label: 'admin.products.details.description', after: 'updatedAt', wide: true },
      form: { required: true, input: 'lines' }, csv: { import: 'description' },
    },
    {
      key: 'price', type: 'money', label: 'admin.products.details.price', column: { label: 'admin.products.columns.price', sort: 'price' },
      // Typed as a range of money after the tag (decision 050), each end a filter of its own in the address.
      filter: { input: 'amounts', from: { name: 'minPrice', label: 'admin.products.filters.minPrice' }, to: { name: 'maxPrice', label: 'admin.products.filters.maxPrice' }, after: 'tags' },
      detail: true, form: { label: 'admin.products.form.price', required: true, placeholder: '0.00' }, csv: { import: 'price' },
    },
    {
      key: 'packSize', type: 'count', label: 'admin.products.packSize', form: { label: 'admin.products.form.packSize', after: 'sku', blank: '1', help: 'admin.products.form.packSizeHelp' },
      csv: { import: 'packSize' },
    },
    {
      key: 'vendor', type: 'relation', label: 'admin.products.details.vendor', column: { label: 'admin.products.columns.vendor', after: 'name' },
      filter: { name: 'vendorId', label: 'admin.products.filters.vendor', all: 'admin.products.filters.allVendors' }, detail: true,
      form: { name: 'vendorId', label: 'admin.products.form.vendor', required: true, empty: 'admin.products.form.chooseVendor' }, csv: { import: 'vendor' },
    },
    {
      key: 'categories', type: 'relation', label: 'admin.products.details.categories', column: { label: 'admin.products.columns.categories', hideBelow: 'xl' },
      filter: { name: 'categoryId', label: 'admin.products.filters.category', all: 'admin.products.filters.allCategories' }, detail: true,
      form: { name: 'categoryIds', label: 'admin.products.form.categories', input: 'picks' }, csv: { import: 'categories' },
    },
    {
      key: 'tags', type: 'relation', label: 'admin.products.details.tags', filter: { name: 'tagId', label: 'admin.products.filters.tag', all: 'admin.products.filters.allTags' }, detail: true,
      form: { name: 'tagIds', label: 'admin.products.form.tags', input: 'picks' }, csv: { import: 'tags' },
    },
    {
      key: 'isActive', type: 'boolean', label: 'admin.products.details.status', column: { label: 'admin.products.columns.status' },
      // The status in the list's own words.
      filter: { label: 'admin.products.filters.status', all: 'admin.products.filters.all', active: 'admin.products.filters.active', inactive: 'admin.products.filters.inactive' },
      detail: { after: 'vendor' }, csv: { import: 'active' },
    },
    // How many images a product has: shown, never exported.
    { key: 'images', type: 'count', label: 'admin.products.details.images', column: { label: 'admin.products.columns.images' }, detail: { after: 'isActive' } },
    { key: 'createdAt', type: 'date', label: 'admin.products.details.created', column: { label: 'admin.products.columns.created', hideBelow: 'xl', sort: 'createdAt' }, detail: true, csv: true },
    { key: 'updatedAt', type: 'date', label: 'admin.products.details.updated', detail: true, csv: true },
  ],
} as const satisfies ResourceDescription;

export const USER_RESOURCE = {
  name: 'users',
  fields: [
    { key: 'id', type: 'id', label: 'admin.users.idHeader', csv: true },
    // The list's User column and the details' Name show the whole name; the list's with the id under it.
    { key: 'firstName', type: 'text', label: 'admin.users.firstName', column: { label: 'admin.users.user', sort: 'name' }, detail: { section: 'admin.users.personalInfo', label: 'admin.users.name' }, csv: true },
    { key: 'lastName', type: 'text', label: 'admin.users.lastName', csv: true },
    { key: 'email', type: 'email', label: 'admin.users.email', column: { sort: 'email' }, detail: 'admin.users.personalInfo', csv: true },
    {
      key: 'role', type: 'enum', words: 'role', label: 'admin.users.role', column: { sort: 'role' }, filter: { all: 'admin.users.allRoles' }, detail: 'admin.users.personalInfo', form: {}, csv: true,
      edit: 'SUPER_ADMIN',
    },
    {
      key: 'chapter.name', type: 'relation', label: 'admin.users.chapter', column: true,
      detail: { section: 'admin.users.chapterInfo', label: 'admin.users.name', after: 'updatedAt' }, csv: true,
    },
    { key: 'isActive', type: 'boolean', label: 'admin.users.status', column: true, filter: true, detail: 'admin.users.accountInfo', form: { label: 'admin.common.active' }, csv: true },
    { key: 'createdAt', type: 'date', label: 'admin.users.created', column: { sort: 'createdAt' }, detail: 'admin.users.accountInfo', csv: true },
    // Shown in the details only: the last change and the chapter's address.
    { key: 'updatedAt', type: 'date', label: 'admin.users.lastUpdated', detail: 'admin.users.accountInfo' },
    { key: 'chapter.address', type: 'text', label: 'admin.users.address', detail: 'admin.users.chapterInfo' },
    { key: 'chapter.city', type: 'text', label: 'admin.users.city', detail: 'admin.users.chapterInfo' },
    { key: 'chapter.state', type: 'text', label: 'admin.users.state', detail: 'admin.users.chapterInfo' },
    { key: 'chapter.zipCode', type: 'text', label: 'admin.users.zipCode', detail: 'admin.users.chapterInfo' },
  ],
} as const satisfies ResourceDescription;

export const EVENT_RESOURCE = {
  name: 'events',
  fields: [
    { key: 'id', type: 'id', label: 'admin.events.idHeader', csv: true },
    { key: 'name', type: 'text', label: 'admin.events.name', column: { label: 'admin.events.event', sort: 'name' }, detail: true, form: { label: 'admin.events.eventName', required: true }, csv: true },
    {
      key: 'chapter.name', type: 'relation', label: 'admin.events.chapter', column: true, filter: { name: 'chapterId', all: 'admin.events.allChapters' }, detail: true,
      form: { name: 'chapterId', required: true, after: 'endDate', empty: 'admin.events.chooseChapter' }, csv: true,
    },
    {
      key: 'startDate', type: 'date', label: 'admin.events.start', column: { label: 'admin.events.dates', sort: 'startDate' }, filter: { label: 'admin.events.startDate' }, detail: true,
      form: { label: 'admin.events.startDate', required: true }, csv: true,
    },
    { key: 'endDate', type: 'date', label: 'admin.events.end', filter: { label: 'admin.events.endDate' }, detail: true, form: { label: 'admin.events.endDate', required: true }, csv: true },
    {
      key: 'status', type: 'enum', words: 'eventStatus', label: 'admin.events.statusLabel', column: true, filter: { all: 'admin.common.allStatus', after: 'chapter.name' }, detail: { after: 'name' },
      csv: true,
    },
    { key: 'orderCount', type: 'count', label: 'admin.events.orders', column: true, detail: { after: 'updatedAt' }, csv: true },
    { key: 'isActive', type: 'boolean', label: 'admin.events.active', csv: true },
    { key: 'description', type: 'text', label: 'admin.events.description', detail: { after: 'status' }, form: { input: 'lines', after: 'name' }, csv: true },
    { key: 'createdAt', type: 'date', label: 'admin.events.created', column: { sort: 'createdAt' }, detail: true },
    { key: 'updatedAt', type: 'date', label: 'admin.events.lastUpdated', detail: true },
  ],
} as const satisfies ResourceDescription;

export const ORDER_RESOURCE = {
  name: 'orders',
  fields: [
    { key: 'orderNumber', type: 'text', label: 'admin.orders.orderNumber', column: { label: 'admin.orders.orderNo', sort: 'orderNumber' }, detail: true, csv: true },
    {
      key: 'status', type: 'enum', words: 'orderStatus', label: 'admin.orders.status', column: { sort: 'status', after: 'event.name' }, filter: { all: 'admin.orders.allStatuses' }, detail: true,
      csv: true,
    },
    // The customer's whole name; the list shows the email under it.
    { key: 'user', type: 'relation', label: 'admin.orders.customer', column: true, detail: { after: 'createdAt' }, csv: true },
    { key: 'user.email', type: 'email', label: 'admin.orders.email', detail: true, csv: true },
    { key: 'chapter.name', type: 'relation', label: 'admin.orders.chapter', column: { hideBelow: 'xl' }, detail: true, csv: true },
    { key: 'event.name', type: 'relation', label: 'admin.orders.event', column: { hideBelow: 'xl' }, detail: true, csv: true },
    {
      key: 'paymentMethod', type: 'enum', words: 'paymentMethod', label: 'admin.orders.paymentMethod', column: { label: 'admin.orders.payment', hideBelow: 'xl' },
      filter: { all: 'admin.orders.allMethods' }, detail: { after: 'status' }, csv: true,
    },
    { key: 'poNumber', type: 'text', label: 'admin.orders.poNumber', detail: { whenSet: true }, csv: true },
    { key: 'subtotal', type: 'money', label: 'admin.orders.subtotal', detail: 'admin.orders.summary', csv: true },
    { key: 'tax', type: 'money', label: 'admin.orders.tax', detail: 'admin.orders.summary', csv: true },
    { key: 'processingFee', type: 'money', label: 'admin.orders.processingFee', detail: 'admin.orders.summary', csv: true },
    { key: 'total', type: 'money', label: 'admin.orders.total', column: { sort: 'total', align: 'end' }, detail: 'admin.orders.summary', csv: true },
    { key: 'placedAt', type: 'date', label: 'admin.orders.placed', csv: true },
    // When the server took the order: the list's Date, the details' Created.
    { key: 'createdAt', type: 'date', label: 'admin.orders.created', column: { label: 'admin.orders.date', sort: 'createdAt' }, detail: { after: 'paymentMethod' } },
    { key: 'notes', type: 'text', label: 'admin.orders.notes', detail: { wide: true, whenSet: true } },
    // A filter only, not a field of the row: a failed payment nothing has settled since, as the
    // dashboard's Failed payments counts them (the orders query's unsettledFailedPayment).
    {
      key: 'unsettledFailedPayment', type: 'boolean', label: 'admin.orders.failedPayments',
      filter: { all: 'admin.orders.allOrders', active: 'admin.orders.unsettled', inactive: 'admin.orders.noneUnsettled' },
    },
  ],
} as const satisfies ResourceDescription;

export const CHAPTER_RESOURCE = {
  name: 'chapters',
  fields: [
    { key: 'id', type: 'id', label: 'admin.chapters.idHeader', csv: true },
    { key: 'name', type: 'text', label: 'admin.chapters.name', column: { label: 'admin.chapters.chapter', sort: 'name' }, detail: true, form: { required: true }, csv: true },
    { key: 'address', type: 'text', label: 'admin.chapters.address', detail: true, form: { required: true }, csv: true },
    { key: 'city', type: 'text', label: 'admin.chapters.city', column: { label: 'admin.chapters.location', sort: 'city' }, form: { required: true }, csv: true },
    { key: 'state', type: 'text', label: 'admin.chapters.state', filter: { all: 'admin.chapters.allStates' }, form: { required: true, input: 'menu', empty: 'admin.chapters.chooseState' }, csv: true },
    { key: 'zipCode', type: 'text', label: 'admin.chapters.zipCode', form: { required: true }, csv: true },
    { key: 'phone', type: 'text', label: 'admin.chapters.phone', column: { label: 'admin.chapters.contact' }, detail: true, form: { placeholder: '(555) 123-4567' }, csv: true },
    { key: 'taxId', type: 'text', label: 'admin.chapters.taxId', detail: true, form: { placeholder: 'XX-XXXXXXX' }, csv: true },
    { key: 'user.email', type: 'email', label: 'admin.chapters.user', detail: true, csv: true },
    { key: 'eventCount', type: 'count', label: 'admin.chapters.events', column: { hideBelow: 'xl' }, detail: true, csv: true },
    { key: 'orderCount', type: 'count', label: 'admin.chapters.orders', column: true, detail: true, csv: true },
    { key: 'isActive', type: 'boolean', label: 'admin.chapters.status', column: { after: 'phone' }, filter: true, detail: { after: 'name' }, csv: true },
    { key: 'createdAt', type: 'date', label: 'admin.chapters.created', column: { hideBelow: 'xl', sort: 'createdAt' }, detail: true, csv: true },
    { key: 'updatedAt', type: 'date', label: 'admin.chapters.lastUpdated', detail: true },
  ],
} as const satisfies ResourceDescription;

/**
 * Categories and Tags Management, as far as it is described: the status the two lists filter by,
 * in their own words (decision 050). Their columns and forms are the screen's.
 */
export const TAXONOMY_RESOURCE = {
  name: 'taxonomy',
  fields: [
    {
      key: 'isActive', type: 'boolean', label: 'admin.taxonomy.common.status',
      filter: { all: 'admin.taxonomy.common.allStatus', active: 'admin.taxonomy.common.active', inactive: 'admin.taxonomy.common.inactive' },
    },
  ],
} as const satisfies ResourceDescription;

/**
 * The audit log, as far as it is described: its filters (decision 050), the record type, then its
 * id (typed once a type is chosen), the actor's number, the action typed with a sample, and the
 * days from and to. Its columns are the screen's.
 */
export const AUDIT_RESOURCE = {
  name: 'audit',
  fields: [
    { key: 'entity', type: 'enum', label: 'admin.audit.entity', filter: { all: 'admin.audit.entity.all' } },
    { key: 'entityId', type: 'text', label: 'admin.audit.entityId', filter: { input: 'text', within: 'entity' } },
    { key: 'actorUserId', type: 'id', label: 'admin.audit.actor', filter: { input: 'text', digits: true } },
    { key: 'action', type: 'text', label: 'admin.audit.action', filter: { input: 'text', hint: 'admin.audit.actionPlaceholder' } },
    { key: 'from', type: 'date', label: 'admin.audit.from', filter: true },
    { key: 'to', type: 'date', label: 'admin.audit.to', filter: true },
  ],
} as const satisfies ResourceDescription;
