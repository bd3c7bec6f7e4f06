/**
 * A place of a resource description shows its fields in the description's order, except a field
 * that says which one it follows there (decision 044); the export's order never moves.
 */
import { describe, expect, it } from 'vitest';
import { columnOf, csvFields, detailOf, formFields, formInputOf, formNameOf, placedFields, type ResourceDescription } from '@portal/contract/resource';
import { CHAPTER_RESOURCE, EVENT_RESOURCE, PRODUCT_RESOURCE, USER_RESOURCE } from '@portal/contract/resources';

const keys = (list: { field: { key: string } }[]) => list.map((x) => x.field.key);

describe('placedFields', () => {
  it('puts a field after the one it names in that place only, and keeps the export in the description order', () => {
    expect(keys(placedFields(CHAPTER_RESOURCE, columnOf))).toEqual(['name', 'city', 'phone', 'isActive', 'eventCount', 'orderCount', 'createdAt']);
    expect(csvFields(CHAPTER_RESOURCE).map((c) => c.field.key).slice(-3)).toEqual(['orderCount', 'isActive', 'createdAt']);
  });

  it('follows a chain of fields placed after each other', () => {
    expect(keys(placedFields(EVENT_RESOURCE, detailOf))).toEqual(['name', 'status', 'description', 'chapter.name', 'startDate', 'endDate', 'createdAt', 'updatedAt', 'orderCount']);
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
