import { Badge, Box, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { formatMoney } from '../../../lib/i18n/format';
import type { Product } from '@portal/contract/products';
import { PRODUCT_RESOURCE } from '@portal/contract/resources';
import { PRODUCT_ROW_CATEGORY_CHIPS } from '@portal/contract/rules';
import { ProductImage } from '../../../ui/product-image';
import type { Column } from '../kit/data-table';
import { describedColumns } from '../kit/described';
import { shortDate } from '../kit/format';
import { actionsColumn, toggleAction } from '../kit/row-actions';
import { t } from '../../../lib/i18n/i18n';

export type ProductRowAction = 'view' | 'edit' | 'duplicate' | 'images' | 'activate' | 'deactivate' | 'delete';

/** Spec 2.2: the first two categories as chips, then +N, or 'No categories'. */
export function CategoryChips({ product }: { product: Product }) {
  const categories = product.categories ?? [];
  if (categories.length === 0)
    return (
      <Text fontSize="xs" color="fg.muted">
        {t('admin.products.noCategories')}
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

/** The product description's columns; the product shows its first image and SKU beside its name. */
export function productColumns(onAction: (kind: ProductRowAction, p: Product) => void): Column<Product>[] {
  return [
    ...describedColumns<Product>(PRODUCT_RESOURCE, {
      name: (p) => (
        <HStack gap="3" align="center">
          <Box w="10" flexShrink={0} rounded="md" overflow="hidden" borderWidth="1px">
            <ProductImage src={p.images?.[0]?.thumbUrl} alt={p.images?.[0]?.altText || p.name} height="2.5rem" />
          </Box>
          <Stack gap="0" maxW="xs">
            <Text fontWeight="medium" whiteSpace="normal">
              {p.name}
            </Text>
            {p.sku && (
              <Text fontSize="xs" color="fg.muted">
                {t('admin.products.sku', { sku: p.sku })}
              </Text>
            )}
          </Stack>
        </HStack>
      ),
      vendor: (p) => p.vendor?.name ?? '-',
      price: (p) => formatMoney(p.price),
      categories: (p) => <CategoryChips product={p} />,
      images: (p) => {
        const n = p.images?.length ?? 0;
        return (
          <Button size="xs" variant="outline" aria-label={t('admin.products.imagesOf', { name: p.name, n })} onClick={() => onAction('images', p)}>
            {n}
          </Button>
        );
      },
      createdAt: (p) => shortDate(p.createdAt),
    }),
    actionsColumn(t('admin.products.columns.actions'), (p) => p.name, (kind, p) => onAction(kind as ProductRowAction, p), (p) => [
      { value: 'view', label: t('admin.products.menu.view') },
      { value: 'edit', label: t('admin.products.menu.edit') },
      { value: 'duplicate', label: t('admin.products.menu.duplicate') },
      { value: 'images', label: t('admin.products.menu.images') },
      toggleAction(p.isActive, { activate: t('admin.products.menu.activate'), deactivate: t('admin.products.menu.deactivate') }),
      { value: 'delete', label: t('admin.products.menu.delete'), danger: true },
    ]),
  ];
}
