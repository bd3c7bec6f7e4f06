/**
 * A place of a resource description shows its fields in the description's order, except a field
 * that says which one it follows there (decision 044); the export's order never moves.
 */
import { describe, expect, it } from 'vitest';
import { columnOf, csvFields, detailOf, formFields, formInputOf, formNameOf, listFilters, placedFields, type ResourceDescription } from '@portal/contract/resource';
import * as resources from '@portal/contract/resources';
import enAdmin from '@portal/web/lib/i18n/locales/en/admin.ts';
import esAdmin from '@portal/web/lib/i18n/locales/es/admin.ts';
import { AUDIT_RESOURCE, CHAPTER_RESOURCE, EVENT_RESOURCE, ORDER_RESOURCE, PRODUCT_RESOURCE, TAXONOMY_RESOURCE, USER_RESOURCE, VENDOR_RESOURCE } from '@portal/contract/resources';

const keys = (list: { field: { key: string } }[]) => list.map((x) => x.field.key);

describe('placedFields', () => {
  it('puts a field after the one it names in that place only, and keeps the export in the description order', () => {
    expect(keys(placedFields(CHAPTER_RESOURCE, columnOf))).toEqual(['name', 'city', 'phone', 'isActive', 'eventCount', 'orderCount', 'createdAt']);
    expect(csvFields(CHAPTER_RESOURCE).map((c) => c.field.key).slice(-3)).toEqual(['orderCount', 'isActive', 'createdAt']);
  });

  it('follows a chain of fields placed after each other', () => {
    expect(keys(placedFields(EVENT_RESOURCE, detailOf))).toEqual(['name', 'status', 'description', 'chapter.name', 'startDate', 'endDate', 'createdAt', 'updatedAt', 'orderCount']);
  });

  it('places a field after one added later in the description, so its section keeps the screen order', () => {
    expect(keys(placedFields(USER_RESOURCE, detailOf))).toEqual([
      'firstName', 'email', 'role', 'isActive', 'createdAt', 'updatedAt', 'chapter.name', 'chapter.address', 'chapter.city', 'chapter.state', 'chapter.zipCode',
    ]);
    // Fields shown only in the details add no export column.
    expect(csvFields(USER_RESOURCE).map((c) => c.field.key)).toEqual(['id', 'firstName', 'lastName', 'email', 'role', 'chapter.name', 'isActive', 'createdAt']);
  });

  it('orders an order\'s columns and details as its screens do, and its export as before', () => {
    expect(keys(placedFields(ORDER_RESOURCE, columnOf))).toEqual(['orderNumber', 'user', 'chapter.name', 'event.name', 'status', 'paymentMethod', 'total', 'createdAt']);
    expect(keys(placedFields(ORDER_RESOURCE, detailOf))).toEqual([
      'orderNumber', 'status', 'paymentMethod', 'createdAt', 'user', 'user.email', 'chapter.name', 'event.name', 'poNumber', 'subtotal', 'tax', 'processingFee', 'total', 'notes',
    ]);
    expect(csvFields(ORDER_RESOURCE).map((c) => c.field.key)).toEqual([
      'orderNumber', 'status', 'user', 'user.email', 'chapter.name', 'event.name', 'paymentMethod', 'poNumber', 'subtotal', 'tax', 'processingFee', 'total', 'placedAt',
    ]);
  });

  it('shows last, not never, a field placed after one that is not in that place', () => {
    const d: ResourceDescription = {
      name: 'sample',
      fields: [
        { key: 'a', type: 'text', label: 'a', column: true },
        { key: 'b', type: 'text', label: 'b', column: { after: 'missing' } },
        { key: 'c', type: 'text', label: 'c', column: true },
      ],
    };
    expect(keys(placedFields(d, columnOf))).toEqual(['a', 'c', 'b']);
  });
});

describe('formFields', () => {
  it('gives a form its fields in its own order, each under its form name', () => {
    expect(formFields(EVENT_RESOURCE).map(formNameOf)).toEqual(['name', 'description', 'startDate', 'endDate', 'chapterId']);
    expect(formFields(PRODUCT_RESOURCE).map(formNameOf)).toEqual(['name', 'sku', 'packSize', 'description', 'price', 'vendorId', 'categoryIds', 'tagIds']);
    // The export keeps the description's order: the pack size after the price.
    expect(csvFields(PRODUCT_RESOURCE).map((c) => c.field.key).slice(3, 6)).toEqual(['description', 'price', 'packSize']);
  });

  it('takes each field by its type unless the form names its input', () => {
    const inputs = (d: ResourceDescription) => Object.fromEntries(formFields(d).map((f) => [formNameOf(f), formInputOf(f)]));
    expect(inputs(USER_RESOURCE)).toEqual({ role: 'menu', isActive: 'switch' });
    expect(inputs(EVENT_RESOURCE)).toEqual({ name: 'text', description: 'lines', startDate: 'datetime', endDate: 'datetime', chapterId: 'menu' });
    expect(inputs(PRODUCT_RESOURCE)).toMatchObject({ price: 'text', vendorId: 'menu', categoryIds: 'picks', tagIds: 'picks' });
    // A state is stored as text, and chosen from a menu.
    expect(inputs(CHAPTER_RESOURCE).state).toBe('menu');
    });
});

describe('filter places', () => {
  it('order a list\'s filters as its panel shows them, under the names its address uses', () => {
    const named = (d: ResourceDescription) => listFilters(d).map((f) => f.name);
    expect(named(EVENT_RESOURCE)).toEqual(['chapterId', 'status', 'startDate', 'endDate']);
    expect(named(USER_RESOURCE)).toEqual(['role', 'isActive']);
    expect(named(CHAPTER_RESOURCE)).toEqual(['state', 'isActive']);
    // The unsettled failed payments (the dashboard's) after the payment method, though no field of an order.
    expect(named(ORDER_RESOURCE)).toEqual(['status', 'paymentMethod', 'unsettledFailedPayment']);
    // The vendors' bar types the state before the city, though the export has the city first.
    expect(named(VENDOR_RESOURCE)).toEqual(['state', 'city', 'activeOnly']);
    // The price is typed as a range after the tag, each end a filter of its own.
    expect(named(PRODUCT_RESOURCE)).toEqual(['vendorId', 'categoryId', 'tagId', 'minPrice', 'maxPrice', 'isActive']);
    expect(named(TAXONOMY_RESOURCE)).toEqual(['isActive']);
    expect(named(AUDIT_RESOURCE)).toEqual(['entity', 'entityId', 'actorUserId', 'action', 'from', 'to']);
  });

  it('take each filter as its place says, else by its field\'s type', () => {
    const kinds = (d: ResourceDescription) => Object.fromEntries(listFilters(d).map((f) => [f.name, f.kind]));
    expect(kinds(PRODUCT_RESOURCE)).toEqual({ vendorId: 'choice', categoryId: 'choice', tagId: 'choice', minPrice: 'amount', maxPrice: 'amount', isActive: 'status' });
    expect(kinds(AUDIT_RESOURCE)).toEqual({ entity: 'choice', entityId: 'text', actorUserId: 'text', action: 'text', from: 'day', to: 'day' });
    expect(kinds(VENDOR_RESOURCE)).toEqual({ state: 'text', city: 'text', activeOnly: 'switch' });
    // A status menu starts at All Status unless its place words it otherwise.
    expect(listFilters(USER_RESOURCE).find((f) => f.name === 'isActive')?.all).toBe('admin.common.allStatus');
    expect(listFilters(TAXONOMY_RESOURCE)[0]).toMatchObject({ all: 'admin.taxonomy.common.allStatus', active: 'admin.taxonomy.common.active', inactive: 'admin.taxonomy.common.inactive' });
    expect(listFilters(ORDER_RESOURCE).find((f) => f.name === 'unsettledFailedPayment')).toMatchObject({ kind: 'status', all: 'admin.orders.allOrders', active: 'admin.orders.unsettled', inactive: 'admin.orders.noneUnsettled' });
    expect(listFilters(AUDIT_RESOURCE).find((f) => f.name === 'entityId')?.within).toBe('entity');
  });

  it.each([
    ['en', enAdmin],
    ['es', esAdmin],
  ] as const)('word every filter\'s label, first choice, switch, status words and sample in the %s catalogue', (_lang, catalogue) => {
    const words = catalogue as Record<string, string>;
    const missing = (Object.values(resources) as ResourceDescription[]).flatMap((d) =>
      listFilters(d).flatMap((f) => [f.label, f.all, f.switchLabel, f.active, f.inactive, f.hint].filter((k): k is string => Boolean(k) && !words[k!])),
    );
    expect(missing).toEqual([]);
  });
});
