import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MSG } from '@portal/contract/messages';
import { formatCents } from '@portal/contract/money';
import type { NamedRef, Product, ProductBody } from '@portal/contract/products';
import { notify } from '../../../ui/toaster';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable } from '../kit/data-table';
import { messageOf } from '../kit/format';
import { PageHeader } from '../kit/page-header';
import { StatCards } from '../kit/stat-cards';
import { ErrorAlert } from '../kit/states';
import { useListState } from '../kit/use-list-state';
import { ImageManagerDialog } from './image-manager-dialog';
import { productColumns, type ProductRowAction } from './product-columns';
import { ProductDetailsDialog } from './product-details-dialog';
import { ProductFiltersPanel, ProductToolbar } from './product-filters';
import { emptyProduct, productToForm } from './product-form';
import { ProductFormDialog } from './product-form-dialog';
import {
  activeCategoriesQuery,
  activeTagsQuery,
  activeVendorsQuery,
  initialProductFilters,
  productStatsQuery,
  productsQuery,
  useProductAction,
} from './products-api';
import { PRODUCT_TEXT as T } from './text';
import { useI18n } from '../../../lib/i18n/i18n';

/** A product being edited keeps its own vendor, categories and tags in the pickers even when inactive. */
const withRefs = (options: NamedRef[], own: NamedRef[] = []) => [...options, ...own.filter((o) => !options.some((x) => x.id === o.id))];

const noFilters = { vendorId: '', categoryId: '', tagId: '', minPrice: '', maxPrice: '', isActive: '' };

export function ProductsPage() {
  useI18n();
  const list = useListState(initialProductFilters);
  const query = useQuery(productsQuery(list.page, list.pageSize, list.filters));
  const statsQuery = useQuery(productStatsQuery());
  const s = statsQuery.data;
  const vendors = useQuery(activeVendorsQuery()).data ?? [];
  const categories = useQuery(activeCategoriesQuery()).data ?? [];
  const tags = useQuery(activeTagsQuery()).data ?? [];
  const action = useProductAction();
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [imagesOf, setImagesOf] = useState<Product | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = () => void Promise.all([query.refetch(), statsQuery.refetch()]);
  const open = (product: Product | null) => {
    setSaveError(null);
    setEditing({ product });
  };
  const save = (body: ProductBody) => {
    const id = editing?.product?.id;
    action.mutate(id ? { kind: 'update', id, body } : { kind: 'create', body }, {
      onSuccess: () => {
        setEditing(null);
        notify.success(id ? T.done.updated : T.done.created);
      },
      onError: (e) => setSaveError(messageOf(e, T.failed.save)),
    });
  };
  const onAction = (kind: ProductRowAction, product: Product) => {
    if (kind === 'view') setViewing(product);
    else if (kind === 'edit') open(product);
    else if (kind === 'images') setImagesOf(product);
    else if (kind === 'delete') setDeleting(product);
    else
      action.mutate(
        { kind, id: product.id },
        {
          onSuccess: () => notify.success(kind === 'activate' ? T.done.activated : T.done.deactivated),
          onError: (e) => setError(messageOf(e, T.failed.status)),
        },
      );
  };
  const remove = () =>
    deleting &&
    action.mutate(
      { kind: 'delete', id: deleting.id },
      {
        onSuccess: () => notify.success(T.done.deleted),
        onError: (e) => setError(messageOf(e, T.failed.delete)),
        onSettled: () => setDeleting(null),
      },
    );

  const firstLoadFailed = query.isError && !query.data;
  const editingProduct = editing?.product ?? null;
  return (
    <Stack gap="5">
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <>
            <Button size="sm" variant="outline" loading={query.isFetching} onClick={refresh}>
              {T.refresh}
            </Button>
            <Button size="sm" colorPalette="primary" onClick={() => open(null)}>
              {T.add}
            </Button>
          </>
        }
      />
      {error && <ErrorAlert message={error} onClose={() => setError(null)} />}
      {query.isError && <ErrorAlert message={messageOf(query.error, T.failed.fetch)} onRetry={refresh} />}
      <StatCards
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
      <ProductToolbar value={list.filters} onChange={list.patch} />
      <ProductFiltersPanel value={list.filters} vendors={vendors} categories={categories} tags={tags} onChange={list.patch} onClear={() => list.patch(noFilters)} />
      {!firstLoadFailed && (
        <DataTable
          label={T.table}
          columns={productColumns(onAction)}
          rows={query.data?.products}
          rowKey={(p) => p.id}
          loading={query.isPending}
          empty={T.empty}
          total={query.data?.pagination.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      )}
      {editing && (
        <ProductFormDialog
          editing={Boolean(editingProduct)}
          initial={editingProduct ? productToForm(editingProduct) : emptyProduct}
          vendors={withRefs(vendors, editingProduct?.vendor ? [editingProduct.vendor] : [])}
          categories={withRefs(categories, editingProduct?.categories)}
          tags={withRefs(tags, editingProduct?.tags)}
          pending={action.isPending}
          serverError={saveError}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ProductDetailsDialog
        product={viewing}
        onClose={() => setViewing(null)}
        onEdit={() => {
          const p = viewing;
          setViewing(null);
          if (p) open(p);
        }}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={T.confirmDelete.title}
        lines={deleting ? [MSG.deleteNamedConfirm(deleting.name), MSG.cannotBeUndone] : []}
        confirmLabel={T.confirmDelete.confirm}
        pending={action.isPending}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
      {imagesOf && <ImageManagerDialog product={imagesOf} onClose={() => setImagesOf(null)} />}
    </Stack>
  );
}
