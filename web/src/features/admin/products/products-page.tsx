import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../lib/i18n/format';
import type { NamedRef, Product, ProductBody } from '@portal/contract/products';
import { messageOf } from '../kit/format';
import { handOff } from '../kit/hand-off';
import { useList } from '../kit/list-search';
import { activationActions } from '../kit/bulk-actions';
import { ResourcePage, dispatch, useResourcePage } from '../kit/resource-page';
import { ListActions } from '../kit/refresh-button';
import { StatCards } from '../kit/stat-cards';
import { ProductImportButton } from '../kit/import/import-button';
import { ImageManagerDialog } from './image-manager-dialog';
import { productColumns } from './product-columns';
import { ProductDetailsDialog } from './product-details-dialog';
import { productFilters, ProductToolbar } from './product-filters';
import { copyToForm, emptyProduct, productToForm } from './product-form';
import { ProductFormDialog } from './product-form-dialog';
import { activeCategoriesQuery, activeTagsQuery, activeVendorsQuery, productList, productStatsQuery, useProductAction } from './products-api';
import { useI18n, t } from '../../../lib/i18n/i18n';

/** A product being edited keeps its own vendor, categories and tags in the pickers even when inactive. */
const withRefs = (options: NamedRef[], own: NamedRef[] = []) => [...options, ...own.filter((o) => !options.some((x) => x.id === o.id))];

export function ProductsPage() {
  useI18n();
  const list = useList(productList);
  const { query } = list;
  const statsQuery = useQuery(productStatsQuery());
  const s = statsQuery.data;
  const vendors = useQuery(activeVendorsQuery()).data ?? [];
  const categories = useQuery(activeCategoriesQuery()).data ?? [];
  const tags = useQuery(activeTagsQuery()).data ?? [];
  const described = productFilters(list, { vendors, categories, tags });
  const action = useProductAction();
  const page = useResourcePage<Product>();
  const [imagesOf, setImagesOf] = useState<Product | null>(null);
  // The product a new one is being filled from (Duplicate), while the form is open.
  const [copyOf, setCopyOf] = useState<Product | null>(null);
  const add = () => {
    setCopyOf(null);
    page.edit(null);
  };
  const duplicate = (p: Product) => {
    setCopyOf(p);
    page.edit(null);
  };

  const refresh = () => void Promise.all([query.refetch(), statsQuery.refetch()]);
  const save = (body: ProductBody) => {
    const id = page.editing?.item?.id;
    if (id) return page.save(action.mutateAsync({ kind: 'update', id, body }), t('admin.products.done.updated'));
    if (copyOf) return page.save(action.mutateAsync({ kind: 'copy', body }), t('admin.products.done.copied'));
    page.save(action.mutateAsync({ kind: 'create', body }), t('admin.products.done.created'));
  };
  const toggle = (kind: 'activate' | 'deactivate') => (p: Product) =>
    page.run(action.mutateAsync({ kind, id: p.id }), {
      done: kind === 'activate' ? t('admin.products.done.activated') : t('admin.products.done.deactivated'),
      failed: (e) => messageOf(e, t('admin.products.failed.status')),
    });
  const onAction = dispatch<Product, 'view' | 'edit' | 'duplicate' | 'images' | 'activate' | 'deactivate' | 'delete'>({
    view: page.view,
    edit: page.edit,
    duplicate,
    images: setImagesOf,
    activate: toggle('activate'),
    deactivate: toggle('deactivate'),
    delete: (p) =>
      page.confirm({
        title: t('admin.products.confirmDelete.title'),
        lines: [t('admin.confirm.deleteNamed', { name: p.name }), t('admin.confirm.cannotBeUndone')],
        confirmLabel: t('admin.products.confirmDelete.confirm'),
        run: () => action.mutateAsync({ kind: 'delete', id: p.id }),
        done: t('admin.products.done.deleted'),
        failed: (e) => messageOf(e, t('admin.products.failed.delete')),
      }),
  });

  const editing = page.editing;
  const editingProduct = editing?.item ?? null;
  const copying = editing && !editingProduct ? copyOf : null;
  const source = editingProduct ?? copying;
  return (
    <ResourcePage
      page={page}
      list={list}
      title={t('admin.products.title')}
      subtitle={t('admin.products.subtitle')}
      actions={
        <ListActions onRefresh={refresh} fetching={query.isFetching} refreshLabel={t('admin.products.refresh')} addLabel={t('admin.products.add')} onAdd={add}>
          <ProductImportButton />
        </ListActions>
      }
      fetchFailed={t('admin.products.failed.fetch')}
      onRetry={refresh}
      stats={
        <StatCards
          loading={statsQuery.isPending}
          columns={6}
          items={[
            { label: t('admin.products.stats.total'), value: s?.total ?? 0 },
            { label: t('admin.products.stats.active'), value: s?.active ?? 0, color: 'green.fg' },
            { label: t('admin.products.stats.inactive'), value: s?.inactive ?? 0, color: 'red.fg' },
            { label: t('admin.products.stats.withImages'), value: s?.withImages ?? 0 },
            { label: t('admin.products.stats.averagePrice'), value: formatMoney(s?.averagePrice ?? 0) },
            { label: t('admin.products.stats.totalValue'), value: formatMoney(s?.totalValue ?? 0) },
          ]}
        />
      }
      filters={
        <>
          <ProductToolbar value={list.filters} onChange={list.patch} sortBy={list.sortBy} sortOrder={list.sortOrder} onSort={list.setSort} />
          {described.filters}
        </>
      }
      chips={described.chips}
      bulk={{ resource: 'products', actions: activationActions(), rowId: (p) => p.id, rowLabel: (p) => p.name }}
      exportCsv="products"
      table={{ label: t('admin.products.table'), columns: productColumns(onAction), rows: query.data?.products, empty: t('admin.products.empty'), total: query.data?.pagination.total ?? 0 }}
    >
      {editing && (
        <ProductFormDialog
          editing={Boolean(editingProduct)}
          copy={Boolean(copying)}
          initial={editingProduct ? productToForm(editingProduct) : copying ? copyToForm(copying, t('admin.products.copyName', { name: copying.name })) : emptyProduct}
          vendors={withRefs(vendors, source?.vendor ? [source.vendor] : [])}
          categories={withRefs(categories, source?.categories)}
          tags={withRefs(tags, source?.tags)}
          pending={action.isPending}
          serverError={page.saveError ? messageOf(page.saveError, t('admin.products.failed.save')) : null}
          onSubmit={save}
          onClose={page.closeEdit}
        />
      )}
      <ProductDetailsDialog
        product={page.viewing}
        onClose={page.closeView}
        onEdit={() => page.viewing && page.editFromDetails(page.viewing)}
        onDuplicate={() => {
          const p = page.viewing;
          if (p) handOff(page.closeView, () => duplicate(p));
        }}
      />
      {imagesOf && <ImageManagerDialog product={imagesOf} onClose={() => setImagesOf(null)} />}
    </ResourcePage>
  );
}
