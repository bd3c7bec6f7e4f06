import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { applyPage } from '../../../web/src/features/catalogue/offline/sync-apply';
import { getProduct, listProducts, peekProduct, peekProducts } from '../../../web/src/lib/catalogue/catalogue-queries';
import { useProducts } from '../../../web/src/lib/catalogue/use-catalogue';
import { catalogueSettled, dropCatalogueSnapshot } from '../../../web/src/lib/catalogue/catalogue-cache';
import { db } from '../../../web/src/lib/db/database';
import { freshDatabase, page, product, taxon, vendor } from './fixtures';

const names = ['Pen blue', 'Pencil', 'Penguin mug', 'Open tray', 'Paper', 'Pennant', 'Spent box'];

beforeEach(async () => {
  await catalogueSettled();
  dropCatalogueSnapshot();
  await freshDatabase();
  await applyPage(
    page({
      changes: {
        vendors: [vendor(1, 'Acme')],
        categories: [taxon(10, 'Office')],
        tags: [taxon(20, 'Sale')],
        products: names.map((name, i) => product(i + 1, { name, description: '', sku: `S-${i + 1}`, categoryIds: i % 2 ? [10] : [], tagIds: [20], price: 100 * (i + 1) })),
      },
      cursor: 1,
    }),
    new Date(),
  );
});

const shown = (list: { products: { name: string }[] } | undefined) => list?.products.map((p) => p.name);

describe('the catalogue answered from memory', () => {
  it('answers nothing before the first snapshot, then each search as the device database does, whichever key grew or was taken back', async () => {
    expect(peekProducts({ search: 'pen' })).toBeUndefined();
    expect(peekProduct(1)).toBeUndefined();
    await listProducts({ search: 'p' });
    // Typed one key at a time, then taken back, across sorts and pages: memory and the device agree.
    const asks = ['p', 'pe', 'pen', 'penc', 'pen', 'pe', 'pen', 'peng', 'x', '', 'ent', 'pen'].flatMap((search) => [
      { search, pageSize: 2, page: 1 },
      { search, pageSize: 2, page: 2, sortBy: 'price' as const, sortOrder: 'desc' as const },
      { search, categoryId: 10 },
    ]);
    for (const ask of asks) {
      const quick = peekProducts(ask);
      expect(quick, JSON.stringify(ask)).toEqual(await listProducts(ask));
      // And as a plain search of the names would count them (the kept searches are shared).
      const matching = names.filter((name, i) => name.toLowerCase().includes(ask.search) && (ask.categoryId === undefined || i % 2 === 1));
      expect(quick?.total, JSON.stringify(ask)).toBe(matching.length);
    }
    expect(shown(peekProducts({ search: 'pen' }))).toEqual(['Open tray', 'Pen blue', 'Pencil', 'Penguin mug', 'Pennant', 'Spent box']);
    expect(shown(peekProducts({ search: 'penc' }))).toEqual(['Pencil']);
    expect(shown(peekProducts({ search: 'pen', sortBy: 'price', sortOrder: 'desc', pageSize: 2 }))).toEqual(['Spent box', 'Pennant']);
  });

  it("holds a product's page as the device database reads it", async () => {
    await listProducts({});
    expect(peekProduct(3)).toEqual(await getProduct(3));
    expect(peekProduct(99)).toBeUndefined();
  });

  it('shows a new search in the render that asks for it, then what the device database reads', async () => {
    await listProducts({});
    const { result, rerender } = renderHook(({ search }) => useProducts({ search }), { initialProps: { search: undefined as string | undefined } });
    await waitFor(() => expect(result.current?.total).toBe(7));
    // Meanwhile a sync renamed a product: memory still has the older name until the next read.
    await db.products.update(2, { name: 'Pencil case', search: 'pencil case' });
    rerender({ search: 'penc' });
    expect(shown(result.current)).toEqual(['Pencil']);
    await act(async () => {
      await applyPage(page({ changes: { products: [product(2, { name: 'Pencil case', description: '', sku: 'S-2', price: 200 })] }, cursor: 2 }), new Date());
    });
    await waitFor(() => expect(shown(result.current)).toEqual(['Pencil case']));
  });
});
