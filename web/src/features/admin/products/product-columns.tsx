import { Badge, Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { formatCents } from '@portal/contract/money';
import type { Product } from '@portal/contract/products';
import { PRODUCT_ROW_CATEGORY_CHIPS } from '@portal/contract/rules';
import type { Column } from '../kit/data-table';
import { shortDate } from '../kit/format';
import { RowMenu } from '../kit/row-menu';
import { ActiveChip } from '../kit/status-chip';
import { PRODUCT_TEXT } from './text';

const T = PRODUCT_TEXT;

export type ProductRowAction = 'view' | 'edit' | 'images' | 'activate' | 'deactivate' | 'delete';

/** Spec 2.2: the first two categories as chips, then +N, or 'No categories'. */
export function CategoryChips({ product }: { product: Product }) {
  const categories = product.categories ?? [];
  if (categories.length === 0)
    return (
      <Text fontSize="xs" color="fg.muted">
        {T.noCategories}
      </Text>
    );
  const extra = categories.length - PRODUCT_ROW_CATEGORY_CHIPS;
  return (
    <Wrap gap="1">
      {categories.slice(0, PRODUCT_ROW_CATEGORY_CHIPS).map((c) => (
        <Badge key={c.id} size="sm" variant="subtle">
          {c.name}
        </Badge>
      ))}
      {extra > 0 && (
        <Badge size="sm" variant="outline" title={categories.slice(PRODUCT_ROW_CATEGORY_CHIPS).map((c) => c.name).join(', ')}>
          +{extra}
        </Badge>
      )}
    </Wrap>
  );
}

export function productColumns(onAction: (kind: ProductRowAction, p: Product) => void): Column<Product>[] {
  return [
    {
      header: T.columns.product,
      sortKey: 'name',
      cell: (p) => (
        <Stack gap="0" maxW="xs">
          <Text fontWeight="medium" whiteSpace="normal">
            {p.name}
          </Text>
          {p.sku && (
            <Text fontSize="xs" color="fg.muted">
              {T.sku(p.sku)}
            </Text>
          )}
        </Stack>
      ),
    },
    { header: T.columns.vendor, cell: (p) => p.vendor?.name ?? '-' },
    { header: T.columns.price, cell: (p) => formatCents(p.price), sortKey: 'price' },
    { header: T.columns.categories, hideBelow: 'xl', cell: (p) => <CategoryChips product={p} /> },
    { header: T.columns.status, cell: (p) => <ActiveChip active={p.isActive} /> },
    {
      header: T.columns.images,
      cell: (p) => {
        const n = p.images?.length ?? 0;
        return (
          <Button size="xs" variant="outline" aria-label={T.imagesOf(p.name, n)} onClick={() => onAction('images', p)}>
            {n}
          </Button>
        );
      },
    },
    { header: T.columns.created, hideBelow: 'xl', cell: (p) => shortDate(p.createdAt), sortKey: 'createdAt' },
    {
      header: T.columns.actions,
      align: 'end',
      cell: (p) => (
        <RowMenu
          label={T.actionsFor(p.name)}
          onSelect={(value) => onAction(value as ProductRowAction, p)}
          actions={[
            { value: 'view', label: T.menu.view },
            { value: 'edit', label: T.menu.edit },
            { value: 'images', label: T.menu.images },
            p.isActive ? { value: 'deactivate', label: T.menu.deactivate } : { value: 'activate', label: T.menu.activate },
            { value: 'delete', label: T.menu.delete, danger: true },
          ]}
        />
      ),
    },
  ];
}
