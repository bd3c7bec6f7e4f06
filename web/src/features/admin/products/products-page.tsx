import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MSG } from '@portal/contract/messages';
import { formatCents } from '@portal/contract/money';
import type { NamedRef, Product, ProductBody } from '@portal/contract/products';
import { messageOf } from '../kit/format';
import { useList } from '../kit/list-search';
import { activationActions } from '../kit/bulk-actions';
import { ResourcePage, dispatch, useResourcePage } from '../kit/resource-page';
import { StatCards } from '../kit/stat-cards';
import { ProductImportButton } from '../kit/import/import-button';
import { ImageManagerDialog } from './image-manager-dialog';
import { productColumns } from './product-columns';
import { ProductDetailsDialog } from './product-details-dialog';
import { ProductFiltersPanel, ProductToolbar } from './product-filters';
import { emptyProduct, productToForm } from './product-form';
import { ProductFormDialog } from './product-form-dialog';
import { activeCategoriesQuery, activeTagsQuery, activeVendorsQuery, productList, productStatsQuery, useProductAction } from './products-api';
import { PRODUCT_TEXT as T } from './text';
import { useI18n } from '../../../lib/i18n/i18n';

/** A product being edited keeps its own vendor, categories and tags in the pickers even when inactive. */
const withRefs = (options: NamedRef[], own: NamedRef[] = []) => [...options, ...own.filter((o) => !options.some((x) => x.id === o.id))];

const noFilters = { vendorId: '', categoryId: '', tagId: '', minPrice: '', maxPrice: '', isActive: '' };

export function ProductsPage() {
  useI18n();
  const list = useList(productList);
  const { query } = list;
  const statsQuery = useQuery(productStatsQuery());
  const s = statsQuery.data;
  const vendors = useQuery(activeVendorsQuery()).data ?? [];
  const categories = useQuery(activeCategoriesQuery()).data ?? [];
  const tags = useQuery(activeTagsQuery()).data ?? [];
  const action = useProductAction();
  const page = useResourcePage<Product>();
  const [imagesOf, setImagesOf] = useState<Product | null>(null);

  const refresh = () => void Promise.all([query.refetch(), statsQuery.refetch()]);
  const save = (body: ProductBody) => {
    const id = page.editing?.item?.id;
    page.save(action.mutateAsync(id ? { kind: 'update', id, body } : { kind: 'create', body }), id ? T.done.updated : T.done.created);
  };
  const toggle = (kind: 'activate' | 'deactivate') => (p: Product) =>
    page.run(action.mutateAsync({ kind, id: p.id }), {
      done: kind === 'activate' ? T.done.activated : T.done.deactivated,
      failed: (e) => messageOf(e, T.failed.status),
    });
  const onAction = dispatch<Product, 'view' | 'edit' | 'images' | 'activate' | 'deactivate' | 'delete'>({
    view: page.view,
    edit: page.edit,
    images: setImagesOf,
    activate: toggle('activate'),
    deactivate: toggle('deactivate'),
    delete: (p) =>
      page.confirm({
        title: T.confirmDelete.title,
        lines: [MSG.deleteNamedConfirm(p.name), MSG.cannotBeUndone],
        confirmLabel: T.confirmDelete.confirm,
        run: () => action.mutateAsync({ kind: 'delete', id: p.id }),
        done: T.done.deleted,
        failed: (e) => messageOf(e, T.failed.delete),
      }),
  });

  const editing = page.editing;
  const editingProduct = editing?.item ?? null;
  return (
    <ResourcePage
      page={page}
      list={list}
      title={T.title}
      subtitle={T.subtitle}
      actions={
        <>
          <Button size="sm" variant="outline" loading={query.isFetching} onClick={refresh}>
            {T.refresh}
          </Button>
          <ProductImportButton />
          <Button size="sm" colorPalette="primary" onClick={() => page.edit(null)}>
            {T.add}
          </Button>
        </>
      }
      fetchFailed={T.failed.fetch}
      onRetry={refresh}
      stats={
        <StatCards
          loading={statsQuery.isPending}
          columns={6}
          items={[
            { label: T.stats.total, value: s?.total ?? 0 },
            { label: T.stats.active, value: s?.active ?? 0, color: 'green.fg' },
            { label: T.stats.inactive, value: s?.inactive ?? 0, color: 'red.fg' },
            { label: T.stats.withImages, value: s?.withImages ?? 0 },
            { label: T.stats.averagePrice, value: formatCents(s?.averagePrice ?? 0) },
            { label: T.stats.totalValue, value: formatCents(s?.totalValue ?? 0) },
          ]}
        />
      }
      filters={
        <>
          <ProductToolbar value={list.filters} onChange={list.patch} sortBy={list.sortBy} sortOrder={list.sortOrder} onSort={list.setSort} />
          <ProductFiltersPanel value={list.filters} vendors={vendors} categories={categories} tags={tags} onChange={list.patch} onClear={() => list.patch(noFilters)} />
        </>
      }
      bulk={{ resource: 'products', actions: activationActions(), rowId: (p) => p.id, rowLabel: (p) => p.name }}
      exportCsv="products"
      table={{
        label: T.table,
        columns: productColumns(onAction),
        rows: query.data?.products,
        rowKey: (p) => p.id,
        empty: T.empty,
        total: query.data?.pagination.total ?? 0,
      }}
    >
      {editing && (
        <ProductFormDialog
          editing={Boolean(editingProduct)}
          initial={editingProduct ? productToForm(editingProduct) : emptyProduct}
          vendors={withRefs(vendors, editingProduct?.vendor ? [editingProduct.vendor] : [])}
          categories={withRefs(categories, editingProduct?.categories)}
          tags={withRefs(tags, editingProduct?.tags)}
          pending={action.isPending}
          serverError={page.saveError ? messageOf(page.saveError, T.failed.save) : null}
          onSubmit={save}
          onClose={page.closeEdit}
        />
      )}
      <ProductDetailsDialog
        product={page.viewing}
        onClose={page.closeView}
        onEdit={() => page.viewing && page.editFromDetails(page.viewing)}
      />
      {imagesOf && <ImageManagerDialog product={imagesOf} onClose={() => setImagesOf(null)} />}
    </ResourcePage>
  );
}
