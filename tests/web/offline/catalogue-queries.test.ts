import { beforeEach, describe, expect, it } from 'vitest';
import { applyPage } from '../../../web/src/features/catalogue/offline/sync-apply';
import { dropKeptSearches, getProduct, listProducts } from '../../../web/src/lib/catalogue/catalogue-queries';
import { renderHook, waitFor } from '@testing-library/react';
import { useProducts } from '../../../web/src/lib/catalogue/use-catalogue';
import { freshDatabase, page, product, taxon, vendor } from './fixtures';
import { dropCatalogueSnapshot, lastSnapshot, searchIndexOf } from '../../../web/src/lib/catalogue/catalogue-cache';
import { readHead } from '../../../web/src/lib/catalogue/catalogue-head';
import { db } from '../../../web/src/lib/db/database';

beforeEach(async () => {
  await freshDatabase();
  await applyPage(
    page({
      changes: {
        vendors: [vendor(1, 'Acme'), vendor(2, 'Bolt')],
        categories: [taxon(10, 'Shirts'), taxon(11, 'Mugs')],
        tags: [taxon(20, 'Sale')],
        products: [
          product(1, { name: 'banana Shirt', price: 300, vendorId: 1, categoryIds: [10], tagIds: [20] }),
          product(2, { name: 'Apple Mug', price: 100, vendorId: 2, categoryIds: [11], description: 'Holds coffee' }),
          product(3, { name: 'Cherry Shirt', price: 200, vendorId: 2, categoryIds: [10, 11], sku: 'XYZ-77' }),
        ],
      },
      cursor: 3,
    }),
    new Date(),
  );
});

describe('offline catalogue queries', () => {
  it('paints the first page of a freshly opened app from the stored head, without reading the whole catalogue', async () => {
    await listProducts({});
    await waitFor(async () => expect((await readHead())?.total).toBe(3));
    // A new page load: nothing in memory, and reading the whole catalogue takes "forever".
    dropCatalogueSnapshot();
    const toArray = db.products.toArray.bind(db.products);
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    db.products.toArray = (() => slow.then(() => toArray())) as unknown as typeof db.products.toArray;
    try {
      const first = await listProducts({ pageSize: 2 });
      expect(first.products.map((p) => p.name)).toEqual(['Apple Mug', 'banana Shirt']);
      expect(first.products[0]).toMatchObject({ vendorName: 'Bolt', categories: [{ id: 11, name: 'Mugs' }] });
      expect(first).toMatchObject({ total: 3, pages: 2, page: 1 });
      expect((await listProducts({ sortBy: 'price', sortOrder: 'desc', pageSize: 1 })).products.map((p) => p.id)).toEqual([1]);
    } finally {
      release();
      db.products.toArray = toArray;
    }
    // Searches still use the whole catalogue (built in the background meanwhile).
    expect((await listProducts({ search: 'shirt' })).total).toBe(2);
  });

  it('once a snapshot is built, a catalogue change waits for the next one instead of painting the older stored head', async () => {
    await listProducts({});
    await waitFor(async () => expect((await readHead())?.total).toBe(3));
    // Apple Mug is withdrawn: the stored head still lists it until a snapshot of the change is built.
    await applyPage(page({ removed: [{ entity: 'products', id: 2 }], cursor: 4 }), new Date());
    const after = await listProducts({ pageSize: 2 });
    expect(after.products.map((p) => p.name)).toEqual(['banana Shirt', 'Cherry Shirt']);
    expect(after.total).toBe(2);
  });

  it('sorts by name case-insensitively and joins vendor and category names', async () => {
    const list = await listProducts({});
    expect(list.products.map((p) => p.name)).toEqual(['Apple Mug', 'banana Shirt', 'Cherry Shirt']);
    expect(list.products[2]).toMatchObject({ vendorName: 'Bolt', categories: [{ id: 10, name: 'Shirts' }, { id: 11, name: 'Mugs' }] });
    expect(list).toMatchObject({ total: 3, pages: 1, page: 1 });
  });

  it('searches name, description and sku as a case-insensitive substring', async () => {
    expect((await listProducts({ search: 'SHIRT' })).products.map((p) => p.id)).toEqual([1, 3]);
    expect((await listProducts({ search: 'coffee' })).products.map((p) => p.id)).toEqual([2]);
    expect((await listProducts({ search: 'xyz-7' })).products.map((p) => p.id)).toEqual([3]);
    expect((await listProducts({ search: 'nothing like it' })).total).toBe(0);
  });

  it('answers a search the same with the filters and in either sort order, kept or searched again', async () => {
    const asks = [
      { search: 'shirt' },
      { search: 'SHIRT', sortBy: 'price' as const, sortOrder: 'desc' as const },
      { search: 'irt', categoryId: 11 },
      { search: 'xyz-77', vendorId: 2 },
      { search: 'hol', sortBy: 'createdAt' as const },
      { search: 'zzz' },
    ];
    const scanned = [];
    for (const ask of asks) scanned.push((await listProducts(ask)).products.map((p) => p.id));
    dropKeptSearches();
    for (const [i, ask] of asks.entries()) expect((await listProducts(ask)).products.map((p) => p.id), ask.search).toEqual(scanned[i]);
    expect(scanned).toEqual([[1, 3], [1, 3], [3], [3], [2], []]);
  });

  it('answers searches over a large catalogue the same while its search index is built and after', async () => {
    const words = ['pen', 'Coffee', 'tray', 'box', 'crème', 'İznik', 'ß', '50%', 'Tote'];
    const many = Array.from({ length: 1200 }, (_, i) =>
      product(100 + i, {
        name: `${words[i % 9]} ${words[(i * 7) % 9]} ${i}`,
        description: i % 5 === 0 ? undefined : `${words[(i * 3) % 9]}-${words[(i * 5) % 9]}`,
        sku: i % 4 === 0 ? null : `SKU-${(i * 37) % 1000}`,
        price: 100 + ((i * 7919) % 5000),
        vendorId: 1 + (i % 2),
        categoryIds: i % 3 === 0 ? [10] : [11],
      }),
    );
    await applyPage(page({ changes: { products: many }, cursor: 4 }), new Date());
    const all = (await db.products.toArray()).sort((a, b) => a.id - b.id);
    const asks = ['p', 'pe', 'pen', 'coffee', 'ox', 'x 1', 'crè', 'i̇z', 'ß', '0%', 'sku-9', 'e-t', 'tote box 1', 'q', ' ', '-', 'è'].flatMap((search) => [
      { search },
      { search, sortBy: 'price' as const, sortOrder: 'desc' as const },
      { search, categoryId: 10, vendorId: 2, sortBy: 'createdAt' as const },
    ]);
    // What each ask must find, read the slow way: every product's text, sorted as asked.
    const expected = (ask: (typeof asks)[number]) => {
      const needle = ask.search.trim().toLowerCase();
      const order = ask.sortBy === 'price' ? (a: (typeof all)[number], b: (typeof all)[number]) => a.price - b.price || a.id - b.id : ask.sortBy === 'createdAt' ? (a: (typeof all)[number], b: (typeof all)[number]) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id : undefined;
      let found = all.filter((p) => p.search.includes(needle) && (ask.categoryId === undefined || p.categoryIds.includes(ask.categoryId)) && (ask.vendorId === undefined || p.vendorId === ask.vendorId));
      if (order) found = found.sort(order);
      else found = found.sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id - b.id));
      if (ask.sortOrder === 'desc') found.reverse();
      return found.map((p) => p.id);
    };
    const answers = async () => {
      for (const ask of asks) {
        const list = await listProducts({ ...ask, pageSize: 20 });
        const found = expected(ask);
        expect(list.products.map((p) => p.id), JSON.stringify(ask)).toEqual(found.slice(0, 20));
        expect(list.total, JSON.stringify(ask)).toBe(found.length);
      }
    };
    // Before the index: the texts are read.
    dropCatalogueSnapshot();
    dropKeptSearches();
    await listProducts({ search: 'warm' });
    expect(searchIndexOf(lastSnapshot()!)).toBeNull();
    await answers();
    // After it: the same answers.
    await waitFor(() => expect(searchIndexOf(lastSnapshot()!)).not.toBeNull());
    dropKeptSearches();
    await answers();
    expect(expected({ search: 'pen' }).length).toBeGreaterThan(0);
    expect(expected({ search: 'q' })).toEqual([]);
  });

  it('filters by category and vendor together', async () => {
    expect((await listProducts({ categoryId: 10 })).products.map((p) => p.id)).toEqual([1, 3]);
    expect((await listProducts({ categoryId: 10, vendorId: 2 })).products.map((p) => p.id)).toEqual([3]);
  });

  it('sorts by price and by newest in either order', async () => {
    expect((await listProducts({ sortBy: 'price' })).products.map((p) => p.price)).toEqual([100, 200, 300]);
    expect((await listProducts({ sortBy: 'price', sortOrder: 'desc' })).products.map((p) => p.price)).toEqual([300, 200, 100]);
    expect((await listProducts({ sortBy: 'createdAt', sortOrder: 'desc' })).products.map((p) => p.id)).toEqual([3, 2, 1]);
  });

  it('pages results and counts the pages', async () => {
    const second = await listProducts({ pageSize: 2, page: 2 });
    expect(second).toMatchObject({ total: 3, pages: 2, page: 2 });
    expect(second.products.map((p) => p.name)).toEqual(['Cherry Shirt']);
  });

  it('sees products written by a later sync (the in-memory copy is refreshed)', async () => {
    expect((await listProducts({ search: 'durian' })).total).toBe(0);
    await applyPage(page({ changes: { products: [product(4, { name: 'Durian Cap' })] }, cursor: 4 }), new Date());
    expect((await listProducts({ search: 'durian' })).total).toBe(1);
  });

  it('returns a product with its vendor, categories and tags, or null when unknown', async () => {
    const detail = await getProduct(1);
    expect(detail).toMatchObject({ vendor: { name: 'Acme', contactName: 'Acme contact' }, categories: [{ name: 'Shirts' }], tags: [{ name: 'Sale' }] });
    expect(await getProduct(999)).toBeNull();
  });

  it('re-renders useProducts when a sync brings new matches', async () => {
    const { result } = renderHook(() => useProducts({ search: 'durian' }));
    await waitFor(() => expect(result.current?.total).toBe(0));
    await applyPage(page({ changes: { products: [product(4, { name: 'Durian Cap' })] }, cursor: 4 }), new Date());
    await waitFor(() => expect(result.current?.products.map((p) => p.name)).toEqual(['Durian Cap']));
  });
});
